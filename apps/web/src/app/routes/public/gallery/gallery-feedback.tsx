import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../lib/translation';
import { GallerySection } from './gallery-section';

/** The order lifecycle of docs/PRODUCT.md, with the colour each status will wear. */
const STATUSES: ReadonlyArray<[string, ChipProps['color']]> = [
  ['submitted', 'default'],
  ['accepted', 'info'],
  ['preparing', 'info'],
  ['ready', 'primary'],
  ['out_for_delivery', 'secondary'],
  ['delivered', 'success'],
  ['collected', 'success'],
  ['delivery_failed', 'warning'],
  ['rejected', 'error'],
  ['cancelled', 'default'],
];

const SEVERITIES = ['info', 'success', 'warning', 'error'] as const;

export function GalleryFeedback() {
  const { t } = useTranslation();
  return (
    <GallerySection title={t('pages.components.feedback.title')} description={t('pages.components.feedback.description')}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1.5 }}>
        {t('pages.components.feedback.statuses')}
      </Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mb: 4 }}>
        {STATUSES.map(([status, color]) => (
          <Chip key={status} label={t(`pages.components.status.${status}`)} color={color} size="small" />
        ))}
      </Stack>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1.5 }}>
        {t('pages.components.feedback.alerts')}
      </Typography>
      <Grid container spacing={2}>
        {SEVERITIES.map((severity) => (
          <Grid key={severity} size={{ xs: 12, md: 6 }}>
            <Alert severity={severity}>
              <AlertTitle>{t(`pages.components.alerts.${severity}.title`)}</AlertTitle>
              {t(`pages.components.alerts.${severity}.text`)}
            </Alert>
          </Grid>
        ))}
      </Grid>
    </GallerySection>
  );
}
