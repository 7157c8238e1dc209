import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/translation';
import { paths } from '../../../config/paths';
import { APP_NAME } from '../../../config/site';
import { Logo } from '../../../components/nav/logo';
import { useAuth } from '../../../lib/auth/use-auth';
import { FaqLink } from '../shared/faq-link';

const COLUMNS = [
  {
    titleKey: 'layout.footer.product',
    guestsOnly: false,
    links: [
      { labelKey: 'layout.links.about', href: paths.about },
      { labelKey: 'nav.blog', href: paths.blog.root },
      { labelKey: 'layout.links.pricing', href: paths.pricing },
      { labelKey: 'layout.links.order', href: paths.my.order },
    ],
  },
  {
    titleKey: 'layout.footer.join',
    guestsOnly: true,
    links: [
      { labelKey: 'layout.links.register', href: paths.auth.register },
      { labelKey: 'layout.signIn', href: paths.auth.login },
    ],
  },
] as const;

/** Public footer: what the product is, where to go next, help (FAQ in a new tab) and contact. */
export function MainFooter() {
  const { t } = useTranslation();
  const { isAuthenticated } = useAuth();
  // Signed-in people have nothing to join.
  const columns = COLUMNS.filter((column) => !(column.guestsOnly && isAuthenticated));
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: { xs: 5, md: 8 }, mt: 'auto' }}>
      <Container>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Logo />
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2, maxWidth: 320 }}>
              {t('layout.footer.tagline')}
            </Typography>
          </Grid>
          {columns.map((column) => (
            <Grid key={column.titleKey} size={{ xs: 6, md: 2 }}>
              <FooterColumn title={t(column.titleKey)}>
                {column.links.map((link) => (
                  <Link key={link.href} component={RouterLink} to={link.href} variant="body2" color="text.secondary">
                    {t(link.labelKey)}
                  </Link>
                ))}
              </FooterColumn>
            </Grid>
          ))}
          <Grid size={{ xs: 6, md: 2 }}>
            <FooterColumn title={t('layout.footer.help')}>
              <FaqLink variant="footer" />
              <Link component={RouterLink} to={paths.contact} variant="body2" color="text.secondary">
                {t('layout.links.contact')}
              </Link>
              <Link component={RouterLink} to={paths.components} variant="body2" color="text.secondary">
                {t('layout.links.components')}
              </Link>
            </FooterColumn>
          </Grid>
        </Grid>
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 6 }}>
          {t('layout.footer.copyright', { year: new Date().getFullYear(), name: APP_NAME })}
        </Typography>
      </Container>
    </Box>
  );
}

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={1.5} component="section" aria-label={title}>
      <Typography variant="overline" component="h2" sx={{ color: 'text.primary' }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
