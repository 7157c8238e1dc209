import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../lib/translation';
import { paths } from '../../../../config/paths';

const AUDIENCES = ['pharmacy', 'shipper'] as const;

/** Pharmacists and couriers register too; an admin approves them. */
export function HomeAudiences() {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="home-pros-title" sx={{ pb: { xs: 8, md: 12 } }}>
      <Container>
        <Paper
          variant="outlined"
          sx={(theme) => ({
            p: { xs: 3, md: 6 },
            borderRadius: 3,
            bgcolor: theme.alpha(theme.palette.primary.main, 0.04),
          })}
        >
          <Typography id="home-pros-title" variant="h4" component="h2" sx={{ mb: 1 }}>
            {t('pages.home.pros.title')}
          </Typography>
          <Typography variant="body1" sx={{ color: 'text.secondary', mb: 4, maxWidth: 640 }}>
            {t('pages.home.pros.text')}
          </Typography>
          <Grid container spacing={3} sx={{ mb: 4 }}>
            {AUDIENCES.map((key) => (
              <Grid key={key} size={{ xs: 12, md: 6 }}>
                <Typography variant="h6" component="h3" sx={{ mb: 0.5 }}>
                  {t(`pages.home.pros.${key}.title`)}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t(`pages.home.pros.${key}.text`)}
                </Typography>
              </Grid>
            ))}
          </Grid>
          <Button component={RouterLink} to={paths.auth.register} variant="contained">
            {t('pages.home.pros.cta')}
          </Button>
        </Paper>
      </Container>
    </Box>
  );
}
