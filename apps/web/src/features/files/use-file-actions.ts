import { useState } from 'react';
import { useTranslation } from '../../lib/translation';
import type { FileItem } from '@pharmacy/shared/schemas/files';
import { useRestoreFiles, useStarFileItem, useTrashFiles } from '../../api/files-mutations';
import { useSnackbar } from '../../components/notifications/use-snackbar';
import { errorMessage } from '../../lib/api-errors';
import { downloadFile } from '../../lib/download-file';
import { toSelection, type FileActions } from './file-actions';
import { spaceOfFolder, type FileLocation } from './file-location';

/** The dialog open over the file manager, if any. */
export type FileDialog =
  | { type: 'newFolder' }
  | { type: 'rename' | 'move' | 'share' | 'preview'; item: FileItem }
  | { type: 'purge'; items: FileItem[] };

/** Downloads with the session, saying why one failed. */
export function useDownload() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  return (url: string, name: string) =>
    void downloadFile(url, name).catch((error: unknown) =>
      enqueueSnackbar(errorMessage(t, error), { variant: 'error' }),
    );
}

/**
 * What the items' buttons and menus do: open a folder (in the space its rights place it), preview a file, open a
 * dialog, or trash with an Undo that restores what was trashed.
 */
export function useFileActions(go: (location: FileLocation) => void, afterChange: () => void) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [dialog, setDialog] = useState<FileDialog | null>(null);
  const [undo, setUndo] = useState<{ items: FileItem[]; message: string } | null>(null);
  const trash = useTrashFiles();
  const restore = useRestoreFiles();
  const star = useStarFileItem();
  const download = useDownload();
  const fail = (error: unknown) => enqueueSnackbar(errorMessage(t, error), { variant: 'error' });

  const actions: FileActions = {
    open: (item) =>
      item.kind === 'folder'
        ? go({ view: 'space', space: spaceOfFolder(item), folderId: item.id })
        : setDialog({ type: 'preview', item }),
    download: (item) => item.url && download(item.url, item.name),
    rename: (item) => setDialog({ type: 'rename', item }),
    move: (item) => setDialog({ type: 'move', item }),
    share: (item) => setDialog({ type: 'share', item }),
    toggleStar: (item) => star.mutate({ kind: item.kind, id: item.id, starred: !item.starred }, { onError: fail }),
    trash: (items) =>
      trash.mutate(toSelection(items), {
        onSuccess: () => {
          afterChange();
          setUndo({
            items,
            message:
              items.length === 1
                ? t('files.trash.movedOne', { name: items[0]!.name })
                : t('files.trash.moved', { count: items.length }),
          });
        },
        onError: fail,
      }),
    restore: (items) =>
      restore.mutate(toSelection(items), {
        onSuccess: () => {
          afterChange();
          enqueueSnackbar(t('files.trash.restored', { count: items.length }), { variant: 'success' });
        },
        onError: fail,
      }),
    purge: (items) => setDialog({ type: 'purge', items }),
  };

  const undoTrash = () => {
    if (!undo) return;
    const { items } = undo;
    setUndo(null);
    restore.mutate(toSelection(items), { onError: fail });
  };

  return { actions, dialog, setDialog, undo: undo?.message ?? null, undoTrash, closeUndo: () => setUndo(null) };
}
