import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../lib/translation';
import { errorMessage } from '../../lib/api-errors';

/** What the grid reads from a `useInfiniteQuery` result whose pages carry `items`. */
export interface DirectoryPages<T> {
  data: { pages: ReadonlyArray<{ items: ReadonlyArray<T> }> } | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  hasNextPage: boolean;
  fetchNextPage: () => unknown;
  isFetchingNextPage: boolean;
}

export interface DirectoryCardGridProps<T> {
  pages: DirectoryPages<T>;
  /** Shown when the filters match nothing. */
  emptyText: string;
  itemKey: (item: T) => string;
  renderCard: (item: T) => ReactNode;
}

const cell = { xs: 12, sm: 6, lg: 4 } as const;

/** A directory's cards: skeletons, then an error with retry or the cards, with "show more" on the server's cursor. */
export function DirectoryCardGrid<T>({ pages, emptyText, itemKey, renderCard }: DirectoryCardGridProps<T>) {
  const { t } = useTranslation();
  const items = pages.data?.pages.flatMap((p) => p.items) ?? [];

  if (pages.isPending) {
    return (
      <Grid container spacing={3} aria-busy aria-label={t('people.common.loading')}>
        {[0, 1, 2].map((i) => (
          <Grid key={i} size={cell}>
            <Skeleton variant="rounded" height={220} />
          </Grid>
        ))}
      </Grid>
    );
  }
  if (pages.isError && items.length === 0) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => pages.refetch()}>
            {t('people.common.retry')}
          </Button>
        }
      >
        {errorMessage(t, pages.error)}
      </Alert>
    );
  }
  if (items.length === 0) return <Alert severity="info">{emptyText}</Alert>;
  return (
    <Stack spacing={3}>
      <Grid container spacing={3}>
        {items.map((item) => (
          <Grid key={itemKey(item)} size={cell}>
            {renderCard(item)}
          </Grid>
        ))}
      </Grid>
      {pages.hasNextPage && (
        <Button
          variant="outlined"
          onClick={() => pages.fetchNextPage()}
          loading={pages.isFetchingNextPage}
          sx={{ alignSelf: 'center' }}
        >
          {t('people.common.showMore')}
        </Button>
      )}
    </Stack>
  );
}
