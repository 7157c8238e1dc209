import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/translation';

export type ChartState = { kind: 'loading' } | { kind: 'error'; retry: () => void } | { kind: 'empty'; text: string } | { kind: 'ready' };

export interface ChartCardProps {
  title: string;
  subtitle?: string;
  state: ChartState;
  /** The drawing area's height, kept in every state so the page does not jump. */
  height: number;
  /** The chart; rendered only when ready. */
  children: ReactNode;
  /** h2 where no heading sits between the card and the page title (heading levels are not skipped); h3 under one. */
  heading?: 'h2' | 'h3';
}

/** A chart with its title and its states: loading, error with a retry, empty (says what will appear), ready. */
export function ChartCard({ title, subtitle, state, height, children, heading = 'h3' }: ChartCardProps) {
  const { t } = useTranslation();
  return (
    <Card variant="outlined" sx={{ height: 1 }}>
      <CardContent>
        <Typography variant="subtitle1" component={heading}>
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {subtitle}
          </Typography>
        )}
        <Stack sx={{ height, mt: 2, justifyContent: 'center' }} aria-busy={state.kind === 'loading' || undefined}>
          {state.kind === 'loading' && <Skeleton variant="rounded" height={height} role="status" aria-label={t('settings.progress.loading')} />}
          {state.kind === 'error' && (
            <Alert
              severity="error"
              role="alert"
              action={
                <Button color="inherit" size="small" onClick={state.retry} sx={{ whiteSpace: 'nowrap' }}>
                  {t('errors.tryAgain')}
                </Button>
              }
            >
              {t('charts.failed')}
            </Alert>
          )}
          {state.kind === 'empty' && (
            <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center' }}>
              {state.text}
            </Typography>
          )}
          {state.kind === 'ready' && children}
        </Stack>
      </CardContent>
    </Card>
  );
}
