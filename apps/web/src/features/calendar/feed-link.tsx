import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useTranslation } from '../../lib/translation';
import { useCalendarFeed, useRenewCalendarFeed } from '../../api/calendar';
import { useSnackbar } from '../../components/notifications/use-snackbar';
import { errorMessage } from '../../lib/api-errors';
import { ConfirmDialog } from '../../components/feedback/confirm-dialog';
import { QueryBoundary } from '../../components/query-boundary/query-boundary';

export interface FeedLinkProps {
  /** The field's label: "Your calendar" or the pharmacy's name. */
  label: string;
  /** A pharmacy's subscription (its staff), else the reader's own. */
  pharmacyId?: string;
}

/** One private iCalendar address, to copy into a calendar app, with a way to make a new one. */
export function FeedLink({ label, pharmacyId }: FeedLinkProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const feed = useCalendarFeed(true, pharmacyId);
  const renew = useRenewCalendarFeed(pharmacyId);
  const [confirming, setConfirming] = useState(false);

  const copy = async (url: string) => {
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
    <QueryBoundary
      query={feed}
      loadingLabel={t('calendar.loading')}
      loading={<Skeleton variant="rounded" width="100%" height={56} />}
    >
      {({ url }) => (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            fullWidth
            label={label}
            value={url}
            onFocus={(e) => e.target.select()}
            slotProps={{
              htmlInput: { readOnly: true, dir: 'ltr' },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton aria-label={t('calendar.subscription.copy')} onClick={() => void copy(url)} edge="end">
                      <ContentCopyIcon />
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
          <Button
            color="warning"
            size="small"
            onClick={() => setConfirming(true)}
            aria-label={`${t('calendar.subscription.renew')}: ${label}`}
          >
            {t('calendar.subscription.renew')}
          </Button>
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
        </Stack>
      )}
    </QueryBoundary>
  );
}
