import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../lib/translation';
import { FeedLink } from './feed-link';

export interface SubscriptionDialogProps {
  /** The reader's pharmacies (staff): each has its own subscription besides the reader's. */
  pharmacies: readonly { id: string; name: string }[];
  onClose: () => void;
}

/** The reader's private iCalendar addresses: their own calendar's, and each of their pharmacies'. */
export function SubscriptionDialog({ pharmacies, onClose }: SubscriptionDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="calendar-feed-title">
      <DialogTitle id="calendar-feed-title">{t('calendar.subscription.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('calendar.subscription.text')}</DialogContentText>
        <Stack spacing={3} sx={{ pt: 1 }}>
          <FeedLink label={t('calendar.subscription.url')} />
          {pharmacies.map((pharmacy) => (
            <FeedLink key={pharmacy.id} label={pharmacy.name} pharmacyId={pharmacy.id} />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('calendar.dialog.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
