import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/translation';

/** Today's figures could not be read: says so, with a retry (an Alert's look without its code on the landing page). */
export function TodayFailed({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper
      variant="outlined"
      role="alert"
      sx={{
        p: 2,
        mb: 3,
        display: 'flex',
        gap: 2,
        alignItems: 'center',
        justifyContent: 'space-between',
        borderColor: 'error.main',
        color: 'error.main',
      }}
    >
      <Typography variant="body2">{t('dashboards.app.failed')}</Typography>
      <Button color="error" size="small" onClick={retry} sx={{ flexShrink: 0 }}>
        {t('errors.tryAgain')}
      </Button>
    </Paper>
  );
}
