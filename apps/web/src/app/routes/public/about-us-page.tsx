import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/translation';
import { PageHeader } from '../../../components/page/page-header';
import { usePageTitle } from '../../../components/page/use-page-title';
import { paths } from '../../../config/paths';
import { AboutFaq } from './about-faq';

const VALUES = ['local', 'law', 'privacy', 'languages'] as const;

/** Who we are and the rules we follow; also the default target of the FAQ link (#faq). */
export function AboutUsPage() {
  const { t } = useTranslation();
  const title = t('pages.about.title');
  usePageTitle(title);
  return (
    <Container sx={{ py: { xs: 5, md: 10 } }}>
      <PageHeader title={title} crumbs={[{ label: t('layout.links.home'), href: paths.root }, { label: title }]} />
      <Grid container spacing={{ xs: 4, md: 8 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography variant="h5" component="h2" sx={{ mb: 3 }}>
            {t('pages.about.heading')}
          </Typography>
          <Typography variant="body1" sx={{ color: 'text.secondary', mb: 2 }}>
            {t('pages.about.intro')}
          </Typography>
          <Typography variant="body1" sx={{ color: 'text.secondary' }}>
            {t('pages.about.roles')}
          </Typography>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={3}>
            {VALUES.map((key) => (
              <Box key={key} sx={{ pl: 2, borderLeft: 3, borderColor: 'primary.main' }}>
                <Typography variant="h6" component="h3">
                  {t(`pages.about.values.${key}.title`)}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t(`pages.about.values.${key}.text`)}
                </Typography>
              </Box>
            ))}
          </Stack>
        </Grid>
      </Grid>
      <AboutFaq />
    </Container>
  );
}
