import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/translation';
import { useCurrentLanguage } from '../../components/language/use-current-language';
import { visuallyHidden } from '../../components/page/visually-hidden';
import { itemKey, rightsOf } from './file-actions';
import { formatFileDate } from './file-format';
import { FileIcon } from './file-icon';
import { FileItemMenu } from './file-item-menu';
import type { FileViewProps } from './file-grid';
import { itemMeta } from './item-meta';
import { StarButton } from './star-button';

const wide = { display: { xs: 'none', md: 'table-cell' } } as const;

/** Rows: name (opens), size or contents, last change, owner; select, star and more on each row. */
export function FileTable({ items, selected, onSelect, actions }: FileViewProps) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const allSelected = items.length > 0 && items.every((item) => selected.has(itemKey(item)));
  const someSelected = !allSelected && items.some((item) => selected.has(itemKey(item)));
  return (
    <Table size="small" aria-label={t('files.list.label')} sx={{ tableLayout: 'fixed' }}>
      <TableHead>
        <TableRow>
          <TableCell padding="checkbox">
            <Checkbox
              size="small"
              checked={allSelected}
              indeterminate={someSelected}
              onChange={(event) => items.forEach((item) => onSelect(item, event.target.checked))}
              slotProps={{ input: { 'aria-label': t('files.list.selectAll') } }}
            />
          </TableCell>
          <TableCell>{t('files.list.name')}</TableCell>
          <TableCell sx={{ ...wide, width: 140 }}>{t('files.list.size')}</TableCell>
          <TableCell sx={{ ...wide, width: 140 }}>{t('files.list.updated')}</TableCell>
          <TableCell sx={{ ...wide, width: 160 }}>{t('files.list.owner')}</TableCell>
          <TableCell sx={{ width: 88 }}>
            <Box component="span" sx={visuallyHidden}>
              {t('files.list.actions')}
            </Box>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item) => {
          const key = itemKey(item);
          const isSelected = selected.has(key);
          return (
            <TableRow key={key} hover selected={isSelected}>
              <TableCell padding="checkbox">
                <Checkbox
                  size="small"
                  checked={isSelected}
                  onChange={(event) => onSelect(item, event.target.checked)}
                  slotProps={{ input: { 'aria-label': t('files.list.select', { name: item.name }) } }}
                />
              </TableCell>
              <TableCell>
                <ButtonBase
                  onClick={() => actions.open(item)}
                  disabled={item.kind === 'folder' && item.trashedAt !== null}
                  sx={{
                    display: 'flex',
                    gap: 1.5,
                    alignItems: 'center',
                    justifyContent: 'flex-start',
                    textAlign: 'start',
                    width: 1,
                    borderRadius: 1,
                    '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' },
                  }}
                >
                  <FileIcon item={item} />
                  <Box component="span" sx={{ minWidth: 0 }}>
                    <Typography variant="body2" component="span" noWrap sx={{ display: 'block' }}>
                      {item.name}
                    </Typography>
                    <Typography
                      variant="caption"
                      component="span"
                      sx={{ display: { md: 'none' }, color: 'text.secondary' }}
                    >
                      {itemMeta(t, item, language)}
                    </Typography>
                  </Box>
                </ButtonBase>
              </TableCell>
              <TableCell sx={wide}>{itemMeta(t, item, language)}</TableCell>
              <TableCell sx={wide}>{formatFileDate(item.trashedAt ?? item.updatedAt, language)}</TableCell>
              <TableCell sx={{ ...wide, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                {item.access === 'owner' && item.home === 'mine' ? t('files.list.me') : item.owner.name}
              </TableCell>
              <TableCell padding="none">
                <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
                  {rightsOf(item).star && <StarButton item={item} onToggle={actions.toggleStar} />}
                  <FileItemMenu item={item} actions={actions} />
                </Stack>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
