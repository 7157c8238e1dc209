import { useState, type Ref } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DragIndicator from '@mui/icons-material/DragIndicator';
import EditOutlined from '@mui/icons-material/EditOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { useTranslation } from '../../lib/translation';
import type { KanbanColumn } from '@pharmacy/shared/schemas/kanban';
import { useDeleteKanbanColumn, useUpdateKanbanColumn } from '../../api/kanban';
import { useSnackbar } from '../../components/notifications/use-snackbar';
import { visuallyHidden } from '../../components/page/visually-hidden';
import { errorMessage } from '../../lib/api-errors';
import { NameForm } from './name-form';
import { ConfirmDialog } from '../../components/feedback/confirm-dialog';

export interface ColumnHeaderProps {
  column: KanbanColumn;
  /** How many cards it holds now (a drag in progress counts). */
  count: number;
  handle: { ref: Ref<HTMLButtonElement>; attributes: DraggableAttributes; listeners: DraggableSyntheticListeners };
}

/** A column's name and card count, its drag handle, and its menu: rename, delete (with its cards, once confirmed). */
export function ColumnHeader({ column, count, handle }: ColumnHeaderProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const rename = useUpdateKanbanColumn();
  const remove = useDeleteKanbanColumn();
  const menuId = `kanban-column-menu-${column.id}`;

  if (renaming)
    return (
      <NameForm
        field="name"
        initialValue={column.name}
        submitLabel={t('kanban.save')}
        pending={rename.isPending}
        error={rename.error}
        onSubmit={(name) =>
          rename.mutate({ columnId: column.id, name }, { onSuccess: () => setRenaming(false) })
        }
        onCancel={() => {
          setRenaming(false);
          rename.reset();
        }}
      />
    );

  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minHeight: 40 }}>
      <IconButton
        ref={handle.ref}
        size="small"
        {...handle.attributes}
        {...handle.listeners}
        aria-roledescription={t('kanban.dnd.columnRole')}
        aria-label={t('kanban.column.move', { name: column.name })}
        sx={{ cursor: 'grab', touchAction: 'manipulation', color: 'text.secondary' }}
      >
        <DragIndicator fontSize="small" />
      </IconButton>
      <Typography variant="subtitle1" component="h2" sx={{ flexGrow: 1, minWidth: 0, wordBreak: 'break-word' }}>
        {column.name}
      </Typography>
      <Chip size="small" label={count} aria-hidden />
      <Box component="span" sx={visuallyHidden}>
        {t('kanban.column.count', { count })}
      </Box>
      <IconButton
        size="small"
        aria-label={t('kanban.column.menu', { name: column.name })}
        aria-haspopup="menu"
        aria-controls={menu ? menuId : undefined}
        aria-expanded={menu ? 'true' : undefined}
        onClick={(event) => setMenu(event.currentTarget)}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
        <MenuItem
          onClick={() => {
            setMenu(null);
            setRenaming(true);
          }}
        >
          <ListItemIcon>
            <EditOutlined fontSize="small" />
          </ListItemIcon>
          {t('kanban.column.rename')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            setMenu(null);
            setDeleting(true);
          }}
          sx={{ color: 'error.main' }}
        >
          <ListItemIcon sx={{ color: 'inherit' }}>
            <DeleteOutlined fontSize="small" />
          </ListItemIcon>
          {t('kanban.column.delete')}
        </MenuItem>
      </Menu>
      {deleting && (
        <ConfirmDialog
          title={t('kanban.column.deleteTitle', { name: column.name })}
          text={t(count > 0 ? 'kanban.column.deleteTextCards' : 'kanban.column.deleteText', { count })}
          confirm={t('kanban.column.delete')}
          loading={remove.isPending}
          onClose={() => setDeleting(false)}
          onConfirm={() =>
            remove.mutate(column.id, {
              onSuccess: () => {
                setDeleting(false);
                enqueueSnackbar(t('kanban.column.deleted', { name: column.name }), { variant: 'success' });
              },
              onError: (error) => {
                setDeleting(false);
                enqueueSnackbar(errorMessage(t, error), { variant: 'error' });
              },
            })
          }
        />
      )}
    </Stack>
  );
}
