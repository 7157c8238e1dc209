import { Link as RouterLink } from 'react-router';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/translation';
import type { Crumb } from '../../../components/page/page-header';

/** Breadcrumbs above a page whose h1 is in its body (the product page's title sits beside its gallery). */
export function ShopCrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { t } = useTranslation();
  return (
    <Breadcrumbs aria-label={t('layout.breadcrumbs')} sx={{ mb: 3, typography: 'body2' }}>
      {crumbs.map((crumb, i) =>
        crumb.href ? (
          <Link key={i} component={RouterLink} to={crumb.href} underline="hover" color="inherit">
            {crumb.label}
          </Link>
        ) : (
          <Typography key={i} variant="body2" sx={{ color: 'text.primary' }} aria-current="page">
            {crumb.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
