import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/translation';
import type { FileItem } from '@pharmacy/shared/schemas/files';
import { useFiles } from '../../api/files';
import { useUpdateFileItem } from '../../api/files-mutations';
import { QueryBoundary } from '../../components/query-boundary/query-boundary';
import { SkeletonRows } from '../../components/query-boundary/skeleton-rows';
import { fieldError, generalError } from './file-errors';
import { FileIcon } from './file-icon';

export interface MoveDialogProps {
  item: FileItem;
  onClose: () => void;
}

/** Picks a folder of the item's own home (its top included) by walking down from the top; a folder cannot go into itself. */
export function MoveDialog({ item, onClose }: MoveDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const space = item.home;
  const [folderId, setFolderId] = useState<string | null>(null);
  const list = useFiles({ space, folderId, q: '', sort: 'name', order: 'asc' });
  const move = useUpdateFileItem();
  const unchanged = folderId === item.folderId;
  const error = fieldError(t, move.error, 'folderId') ?? generalError(t, move.error, ['folderId']);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>{t('files.dialogs.moveTitle', { name: item.name })}</DialogTitle>
      <DialogContent>
        <Breadcrumbs aria-label={t('files.dialogs.moveWhere')} sx={{ mb: 1 }}>
          <Link component="button" type="button" underline="hover" color="inherit" onClick={() => setFolderId(null)}>
            {t(`files.spaces.${space}`)}
          </Link>
          {(list.data?.path ?? []).map((crumb) => (
            <Link
              key={crumb.id}
              component="button"
              type="button"
              underline="hover"
              color="inherit"
              onClick={() => setFolderId(crumb.id)}
            >
              {crumb.name}
            </Link>
          ))}
        </Breadcrumbs>
        <QueryBoundary
          query={list}
          loading={<SkeletonRows count={4} height={40} />}
          loadingLabel={t('files.list.loading')}
        >
          {(data) => {
            const folders = data.items.filter(
              (f) => f.kind === 'folder' && !(item.kind === 'folder' && f.id === item.id),
            );
            return folders.length === 0 ? (
              <Typography variant="body2" sx={{ color: 'text.secondary', py: 2 }}>
                {t('files.dialogs.noFolders')}
              </Typography>
            ) : (
              <List dense aria-label={t('files.dialogs.moveWhere')}>
                {folders.map((folder) => (
                  <ListItem key={folder.id} disablePadding>
                    <ListItemButton onClick={() => setFolderId(folder.id)}>
                      <ListItemIcon sx={{ minWidth: 36 }}>
                        <FileIcon item={folder} />
                      </ListItemIcon>
                      <ListItemText primary={folder.name} />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            );
          }}
        </QueryBoundary>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={unchanged || list.isPending}
          loading={move.isPending}
          onClick={() => move.mutate({ kind: item.kind, id: item.id, input: { folderId } }, { onSuccess: onClose })}
        >
          {t('files.dialogs.moveHere')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
