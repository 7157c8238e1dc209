import { useMemo, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  DataGrid,
  type GridColDef,
  type GridColumnVisibilityModel,
  type GridDensity,
  type GridRowId,
  type GridRowSelectionModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { useTranslation } from '../../lib/translation';
import { useCurrentLanguage } from '../language/use-current-language';
import { gridLocaleText } from './data-grid-locale';
import { GridOverlayContext, NoRowsOverlay } from './grid-overlays';
import { modelToSort, sortToModel } from './sort-model';

export interface ServerDataGridPaging {
  /** 0-based page index (the page's cursor is the caller's business). */
  page: number;
  pageSize: number;
  pageSizeOptions?: number[];
  onPageChange: (page: number, pageSize: number) => void;
}

export interface ServerDataGridProps<R extends GridValidRowModel> {
  /** Names the grid for screen readers. */
  label: string;
  rows: readonly R[];
  columns: readonly GridColDef<R>[];
  getRowId?: (row: R) => GridRowId;
  /** First load (skeleton rows). */
  loading?: boolean;
  /** A failed load: shown in the grid when it has no rows, above the rows otherwise. */
  error?: unknown;
  onRetry?: () => void;

  /** More rows after these (the list's `nextCursor` is not null). */
  hasMore?: boolean;
  /** "Load more" mode: appends the next cursor's rows. */
  onLoadMore?: () => void;
  loadingMore?: boolean;
  /** Page-by-cursor mode instead of "load more": the grid's own pagination footer, with an unknown total. */
  paging?: ServerDataGridPaging;

  /** The server's sort key, `name` or `-name`; undefined = the server's default. */
  sort?: string;
  onSortChange?: (sort: string | undefined) => void;
  /** Column field → server sort key, when they differ (`displayName` → `name`). */
  sortKeys?: Readonly<Record<string, string>>;

  /** Checkbox selection with a bar of bulk actions over the selected rows. */
  checkboxSelection?: boolean;
  bulkActions?: (selectedIds: GridRowId[], clearSelection: () => void) => ReactNode;

  /** Search box, filters, export button… above the grid. */
  toolbar?: ReactNode;
  emptyTitle?: ReactNode;
  emptyDescription?: ReactNode;
  density?: GridDensity;
  /** Columns hidden below the `sm` breakpoint (phones); the rest scroll sideways. */
  hiddenOnPhone?: readonly string[];
  onRowClick?: (row: R) => void;
}

const EMPTY_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };

/**
 * MUI's DataGrid for cursor-paginated server lists: sorting and paging happen on the server, texts follow the
 * interface language, and the grid grows with its rows (it holds at most a few hundred).
 */
export function ServerDataGrid<R extends GridValidRowModel>({
  label,
  rows,
  columns,
  getRowId,
  loading = false,
  error = null,
  onRetry,
  hasMore = false,
  onLoadMore,
  loadingMore = false,
  paging,
  sort,
  onSortChange,
  sortKeys,
  checkboxSelection = false,
  bulkActions,
  toolbar,
  emptyTitle,
  emptyDescription,
  density = 'standard',
  hiddenOnPhone,
  onRowClick,
}: ServerDataGridProps<R>) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [selection, setSelection] = useState<GridRowSelectionModel>(EMPTY_SELECTION);

  const idOf = useMemo(() => getRowId ?? ((row: R) => (row as unknown as { id: GridRowId }).id), [getRowId]);
  // Only rows still shown count as selected (a new search or filter drops the others).
  const selectedIds = useMemo(() => {
    const shown = rows.map(idOf);
    return selection.type === 'include'
      ? shown.filter((id) => selection.ids.has(id))
      : shown.filter((id) => !selection.ids.has(id));
  }, [rows, idOf, selection]);
  const clearSelection = () => setSelection(EMPTY_SELECTION);

  const visibility = useMemo<GridColumnVisibilityModel>(
    () => (phone && hiddenOnPhone ? Object.fromEntries(hiddenOnPhone.map((f) => [f, false])) : {}),
    [phone, hiddenOnPhone],
  );
  const sortModel = useMemo(() => sortToModel(sort, sortKeys), [sort, sortKeys]);
  const localeText = useMemo(() => gridLocaleText(language), [language]);
  const overlay = useMemo(
    () => ({ error: rows.length === 0 ? error : null, onRetry, emptyTitle, emptyDescription }),
    [rows.length, error, onRetry, emptyTitle, emptyDescription],
  );

  const pagingProps = paging
    ? {
        paginationModel: { page: paging.page, pageSize: paging.pageSize },
        pageSizeOptions: paging.pageSizeOptions ?? [paging.pageSize],
        // The total is unknown with a cursor: "more than N" until the last page, then the exact count.
        rowCount: hasMore ? -1 : paging.page * paging.pageSize + rows.length,
        paginationMeta: { hasNextPage: hasMore },
        onPaginationModelChange: (m: { page: number; pageSize: number }) => paging.onPageChange(m.page, m.pageSize),
      }
    : { hideFooterPagination: true, paginationModel: { page: 0, pageSize: 100 }, rowCount: rows.length };

  return (
    <Card sx={{ overflow: 'visible' }}>
      {toolbar && <Box sx={{ p: { xs: 2, md: 2.5 } }}>{toolbar}</Box>}
      {checkboxSelection && selectedIds.length > 0 && (
        <Stack
          direction="row"
          role="region"
          aria-label={t('dataGrid.bulkRegion')}
          sx={(theme) => ({
            px: { xs: 2, md: 2.5 },
            py: 1.25,
            gap: 1,
            flexWrap: 'wrap',
            alignItems: 'center',
            bgcolor: theme.alpha(theme.palette.primary.main, 0.08),
          })}
        >
          <Typography variant="subtitle2" component="p" sx={{ flexGrow: 1 }} aria-live="polite">
            {t('dataGrid.selected', { count: selectedIds.length })}
          </Typography>
          {bulkActions?.(selectedIds, clearSelection)}
          <Button size="small" color="inherit" onClick={clearSelection}>
            {t('dataGrid.clearSelection')}
          </Button>
        </Stack>
      )}
      {error != null && rows.length > 0 && (
        <Box sx={{ px: { xs: 2, md: 2.5 }, pb: 2 }}>
          <NoRowsOverlayInline error={error} onRetry={onRetry} />
        </Box>
      )}
      <GridOverlayContext.Provider value={overlay}>
        <DataGrid<R>
          aria-label={label}
          rows={rows}
          columns={columns as GridColDef<R>[]}
          getRowId={getRowId}
          loading={loading}
          autoHeight
          // Every row is rendered anyway with autoHeight; without virtualization, phones scroll the columns natively.
          disableVirtualization
          density={density}
          localeText={localeText}
          columnVisibilityModel={visibility}
          sortingMode="server"
          sortingOrder={['asc', 'desc']}
          sortModel={sortModel}
          onSortModelChange={(model) => onSortChange?.(modelToSort(model, sortKeys))}
          disableColumnFilter
          disableRowSelectionOnClick
          checkboxSelection={checkboxSelection}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          keepNonExistentRowsSelected={false}
          paginationMode="server"
          hideFooterSelectedRowCount
          hideFooter={!paging}
          onRowClick={onRowClick ? (params) => onRowClick(params.row) : undefined}
          slots={{ noRowsOverlay: NoRowsOverlay, noResultsOverlay: NoRowsOverlay }}
          slotProps={{ loadingOverlay: { variant: 'skeleton', noRowsVariant: 'skeleton' } }}
          sx={{
            border: 0,
            borderRadius: 0,
            '--DataGrid-overlayHeight': '260px',
            '& .MuiDataGrid-cell:focus-within, & .MuiDataGrid-columnHeader:focus-within': {
              outline: (theme) => `2px solid ${theme.palette.primary.main}`,
              outlineOffset: -2,
            },
          }}
          {...pagingProps}
        />
      </GridOverlayContext.Provider>
      {!paging && hasMore && onLoadMore && (
        <>
          <Divider />
          <Box sx={{ p: 2, textAlign: 'center' }}>
            <Button variant="outlined" color="inherit" loading={loadingMore} disabled={loadingMore} onClick={onLoadMore}>
              {t('dataGrid.loadMore')}
            </Button>
          </Box>
        </>
      )}
    </Card>
  );
}

/** A failed "load more" or refetch while rows are shown: the rows stay, the error sits above them. */
function NoRowsOverlayInline({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <GridOverlayContext.Provider value={{ error, onRetry }}>
      <NoRowsOverlay />
    </GridOverlayContext.Provider>
  );
}
