import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/translation';
import { errorMessage } from '../../lib/api-errors';

/** What the boundary reads from a query: a `useQuery` or `useInfiniteQuery` result fits. */
export interface BoundaryQuery<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching?: boolean;
  refetch: () => unknown;
}

export interface QueryBoundaryProps<T> {
  query: BoundaryQuery<T>;
  /** Shown while the first answer is on its way; a centred spinner by default. */
  loading?: ReactNode;
  /** What a screen reader hears while loading, e.g. "Loading orders". */
  loadingLabel?: string;
  /** Above the error message, e.g. the name of the area that failed. */
  errorTitle?: ReactNode;
  /** A screen's own answer to some errors (e.g. a not-found page); `undefined` falls back to the alert with Retry. */
  renderError?: (error: unknown) => ReactNode | undefined;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** Spacing around the loading and error states; the data renders as the children lay it out. */
  sx?: SxProps<Theme>;
  children: (data: T) => ReactNode;
}

/**
 * A data area's loading, error-with-retry and empty states (SPEC §4, §8), then its data.
 * Data already shown stays on screen when a later refetch fails: only a first load that fails shows the error.
 */
export function QueryBoundary<T>({
  query,
  loading,
  loadingLabel,
  errorTitle,
  renderError,
  isEmpty,
  empty,
  sx,
  children,
}: QueryBoundaryProps<T>) {
  const { t } = useTranslation();

  if (query.data !== undefined) {
    if (isEmpty?.(query.data)) return <>{empty ?? null}</>;
    return <>{children(query.data)}</>;
  }
  if (query.isError) {
    const own = renderError?.(query.error);
    if (own !== undefined) return <>{own}</>;
    return (
      <Box sx={sx}>
        <Alert
          severity="error"
          role="alert"
          action={
            <Button
              color="inherit"
              size="small"
              loading={query.isFetching ?? false}
              onClick={() => void query.refetch()}
            >
              {t('errors.tryAgain')}
            </Button>
          }
        >
          {errorTitle && <AlertTitle>{errorTitle}</AlertTitle>}
          {errorMessage(t, query.error)}
        </Alert>
      </Box>
    );
  }
  return (
    <Box aria-busy="true" aria-label={loadingLabel ?? t('settings.progress.loading')} role="status" sx={sx}>
      {loading ?? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-hidden />
        </Box>
      )}
    </Box>
  );
}
