import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useTranslation } from 'react-i18next';
import { useCalendarFeed, useRenewCalendarFeed } from '../../api/calendar';
import { useSnackbar } from '../../components/notifications/use-snackbar';
import { errorMessage } from '../../lib/api-errors';
import { ConfirmDialog } from '../../components/feedback/confirm-dialog';

export interface SubscriptionDialogProps {
  onClose: () => void;
}

/** The reader's private iCalendar address, to copy into a calendar app, and a way to make a new one. */
export function SubscriptionDialog({ onClose }: SubscriptionDialogProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const feed = useCalendarFeed(true);
  const renew = useRenewCalendarFeed();
  const [confirming, setConfirming] = useState(false);
  const url = feed.data?.url;

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      enqueueSnackbar(t('calendar.subscription.copied'), { variant: 'success' });
    } catch {
      enqueueSnackbar(t('calendar.subscription.copyFailed'), { variant: 'warning' });
    }
  };

  const confirmRenew = async () => {
    try {
      await renew.mutateAsync();
      enqueueSnackbar(t('calendar.subscription.renewed'), { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(t, error), { variant: 'error' });
    }
    setConfirming(false);
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="calendar-feed-title">
      <DialogTitle id="calendar-feed-title">{t('calendar.subscription.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('calendar.subscription.text')}</DialogContentText>
        {feed.isError && !url ? (
          <Alert
            severity="error"
            role="alert"
            action={
              <Button color="inherit" size="small" onClick={() => void feed.refetch()}>
                {t('errors.tryAgain')}
              </Button>
            }
          >
            {errorMessage(t, feed.error)}
          </Alert>
        ) : url ? (
          <TextField
            fullWidth
            label={t('calendar.subscription.url')}
            value={url}
            onFocus={(e) => e.target.select()}
            slotProps={{
              htmlInput: { readOnly: true, dir: 'ltr' },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton aria-label={t('calendar.subscription.copy')} onClick={() => void copy()} edge="end">
                      <ContentCopyIcon />
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
        ) : (
          <Skeleton variant="rounded" height={56} aria-label={t('calendar.loading')} />
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button color="warning" onClick={() => setConfirming(true)} disabled={!url} sx={{ marginInlineEnd: 'auto' }}>
          {t('calendar.subscription.renew')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('calendar.dialog.close')}
        </Button>
      </DialogActions>
      {confirming && (
        <ConfirmDialog
          title={t('calendar.subscription.renewTitle')}
          text={t('calendar.subscription.renewText')}
          confirm={t('calendar.subscription.renewConfirm')}
          loading={renew.isPending}
          onConfirm={() => void confirmRenew()}
          onClose={() => setConfirming(false)}
        />
      )}
    </Dialog>
  );
}
