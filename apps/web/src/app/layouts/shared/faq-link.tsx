import Link from '@mui/material/Link';
import Box from '@mui/material/Box';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { visuallyHidden } from '../../../components/page/visually-hidden';

export interface FaqLinkProps {
  variant: 'header' | 'footer';
}

/** SPEC "an external FAQ link": configured address, new tab, and says so to screen readers. */
export function FaqLink({ variant }: FaqLinkProps) {
  const { t } = useTranslation();
  return (
    <Link
      href={paths.faq}
      target="_blank"
      rel="noopener noreferrer"
      underline="hover"
      color={variant === 'header' ? 'text.primary' : 'text.secondary'}
      sx={{
        display: variant === 'header' ? { xs: 'none', sm: 'inline-flex' } : 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        typography: variant === 'header' ? 'subtitle2' : 'body2',
        mx: variant === 'header' ? 1 : 0,
      }}
    >
      {t('layout.faq')}
      <OpenInNew aria-hidden sx={{ fontSize: 14 }} />
      <Box component="span" sx={visuallyHidden}>
        {t('layout.opensInNewTab')}
      </Box>
    </Link>
  );
}
