import { createContext, useContext, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import { useTranslation } from '../../lib/translation';
import { errorMessage } from '../../lib/api-errors';

export interface GridOverlayState {
  error: unknown;
  onRetry?: () => void;
  emptyTitle?: ReactNode;
  emptyDescription?: ReactNode;
}

/** What the overlays need from the page; a context keeps the overlay components stable between renders. */
export const GridOverlayContext = createContext<GridOverlayState>({ error: null });

function EmptyOrError() {
  const { t } = useTranslation();
  const { error, onRetry, emptyTitle, emptyDescription } = useContext(GridOverlayContext);
  if (error) {
    return (
      <Box sx={{ p: 3, height: 1, display: 'grid', alignItems: 'center' }}>
        <Alert
          severity="error"
          action={
            onRetry && (
              <Button color="inherit" size="small" onClick={onRetry}>
                {t('dataGrid.retry')}
              </Button>
            )
          }
        >
          {errorMessage(t, error)}
        </Alert>
      </Box>
    );
  }
  return (
    <Stack spacing={1} sx={{ height: 1, alignItems: 'center', justifyContent: 'center', textAlign: 'center', p: 3 }}>
      <Box
        aria-hidden
        sx={(theme) => ({
          width: 64,
          height: 64,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          color: 'text.secondary',
          bgcolor: theme.alpha(theme.palette.grey[500], 0.12),
          '& svg': { fontSize: 32 },
        })}
      >
        <InboxOutlinedIcon />
      </Box>
      <Typography variant="subtitle1" component="p">
        {emptyTitle ?? t('dataGrid.emptyTitle')}
      </Typography>
      {emptyDescription && (
        <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 420 }}>
          {emptyDescription}
        </Typography>
      )}
    </Stack>
  );
}

export const NoRowsOverlay = EmptyOrError;
