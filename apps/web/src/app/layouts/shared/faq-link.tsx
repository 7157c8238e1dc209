import Link from '@mui/material/Link';
import Box from '@mui/material/Box';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/translation';
import { getAuthConfigQueryOptions } from '../../../api/auth';
import { paths } from '../../../config/paths';
import { resolveFaqUrl } from '../../../config/site';
import { visuallyHidden } from '../../../components/page/visually-hidden';

export interface FaqLinkProps {
  variant: 'header' | 'footer';
}

/**
 * SPEC "an external FAQ link": the server's FAQ_URL (read at run time with the sign-in configuration the first page
 * already fetches), else the build's VITE_FAQ_URL, else the in-app FAQ; a new tab, said to screen readers.
 */
export function FaqLink({ variant }: FaqLinkProps) {
  const { t } = useTranslation();
  const runtime = useQuery(getAuthConfigQueryOptions()).data?.faqUrl;
  return (
    <Link
      href={runtime ? resolveFaqUrl(runtime) : paths.faq}
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
