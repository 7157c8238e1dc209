import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import GridViewIcon from '@mui/icons-material/GridViewOutlined';
import SearchIcon from '@mui/icons-material/Search';
import ViewListIcon from '@mui/icons-material/ViewListOutlined';
import { useTranslation } from '../../lib/translation';
import { FILE_SORTS } from '@pharmacy/shared/files/constants';
import type { FileOrder, FileSort } from '../../api/files';
import type { FileView } from './use-file-view';

export interface FileToolbarProps {
  search: string;
  onSearch: (value: string) => void;
  sort: FileSort;
  onSort: (sort: FileSort) => void;
  order: FileOrder;
  onOrder: (order: FileOrder) => void;
  view: FileView;
  onView: (view: FileView) => void;
}

/** Search (the whole space, by name), sort and the grid or list view. */
export function FileToolbar({ search, onSearch, sort, onSort, order, onOrder, view, onView }: FileToolbarProps) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <TextField
        type="search"
        size="small"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        placeholder={t('files.toolbar.search')}
        sx={{ flex: '1 1 220px' }}
        slotProps={{
          htmlInput: { 'aria-label': t('files.toolbar.search'), maxLength: 100 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        size="small"
        label={t('files.toolbar.sort')}
        value={sort}
        onChange={(event) => onSort(event.target.value as FileSort)}
        slotProps={{ select: { native: true } }}
        sx={{ width: 150 }}
      >
        {FILE_SORTS.map((s) => (
          <option key={s} value={s}>
            {t(`files.toolbar.sorts.${s}`)}
          </option>
        ))}
      </TextField>
      <Tooltip title={order === 'asc' ? t('files.toolbar.ascending') : t('files.toolbar.descending')}>
        <IconButton
          aria-label={order === 'asc' ? t('files.toolbar.ascending') : t('files.toolbar.descending')}
          onClick={() => onOrder(order === 'asc' ? 'desc' : 'asc')}
        >
          {order === 'asc' ? <ArrowUpwardIcon fontSize="small" /> : <ArrowDownwardIcon fontSize="small" />}
        </IconButton>
      </Tooltip>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view}
        onChange={(_, next: FileView | null) => next && onView(next)}
        aria-label={t('files.toolbar.view')}
      >
        <ToggleButton value="grid" aria-label={t('files.toolbar.grid')}>
          <GridViewIcon fontSize="small" />
        </ToggleButton>
        <ToggleButton value="list" aria-label={t('files.toolbar.list')}>
          <ViewListIcon fontSize="small" />
        </ToggleButton>
      </ToggleButtonGroup>
    </Stack>
  );
}
