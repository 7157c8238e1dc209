import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from '../../lib/translation';
import type { FileList } from '@pharmacy/shared/schemas/files';
import { isFolderMissing } from '../../api/files';
import { ListEmptyState } from '../../components/list/list-empty-state';
import { QueryBoundary, type BoundaryQuery } from '../../components/query-boundary/query-boundary';
import { SkeletonRows } from '../../components/query-boundary/skeleton-rows';
import type { FileSpace } from '@pharmacy/shared/files/constants';
import { FileGrid, type FileViewProps } from './file-grid';
import { FileTable } from './file-table';
import type { FileView } from './use-file-view';

export interface FileListingProps extends Omit<FileViewProps, 'items'> {
  query: BoundaryQuery<FileList>;
  view: FileView;
  space: FileSpace;
  searching: boolean;
  /** Inside a folder the empty state says so rather than describing the space. */
  inFolder: boolean;
  /** Back to the top of the space, when the open folder is gone or no longer shared. */
  onLeaveFolder: () => void;
}

function GridSkeleton() {
  return (
    <Grid container spacing={2}>
      {Array.from({ length: 8 }, (_, i) => (
        <Grid key={i} size={{ xs: 6, sm: 4, lg: 3 }}>
          <Skeleton variant="rounded" height={132} />
        </Grid>
      ))}
    </Grid>
  );
}

/** The open folder's or space's items as cards or rows, with its loading, error and empty states. */
export function FileListing({
  query,
  view,
  space,
  searching,
  inFolder,
  onLeaveFolder,
  ...viewProps
}: FileListingProps) {
  const { t } = useTranslation();
  const emptyKey = searching ? 'search' : inFolder ? 'folder' : space;
  return (
    <QueryBoundary
      query={query}
      loading={view === 'grid' ? <GridSkeleton /> : <SkeletonRows count={6} height={44} />}
      loadingLabel={t('files.list.loading')}
      errorTitle={t('files.list.errorTitle')}
      renderError={(error) =>
        inFolder && isFolderMissing(error) ? (
          <ListEmptyState
            title={t('files.missing.title')}
            body={t('files.missing.body')}
            action={
              <Button variant="outlined" onClick={onLeaveFolder}>
                {t('files.missing.back', { space: t(`files.spaces.${space}`) })}
              </Button>
            }
          />
        ) : undefined
      }
      isEmpty={(data) => data.items.length === 0}
      empty={<ListEmptyState title={t(`files.empty.${emptyKey}.title`)} body={t(`files.empty.${emptyKey}.body`)} />}
    >
      {(data) =>
        view === 'grid' ? (
          <FileGrid items={data.items} {...viewProps} />
        ) : (
          <FileTable items={data.items} {...viewProps} />
        )
      }
    </QueryBoundary>
  );
}
