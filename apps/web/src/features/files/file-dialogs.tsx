import { lazy, Suspense } from 'react';
import { useTranslation } from '../../lib/translation';
import type { FileHome } from '@pharmacy/shared/files/constants';
import type { FileItem } from '@pharmacy/shared/schemas/files';
import { useCreateFolder, usePurgeFiles, useUpdateFileItem } from '../../api/files-mutations';
import { ConfirmDialog } from '../../components/feedback/confirm-dialog';
import { useSnackbar } from '../../components/notifications/use-snackbar';
import { errorMessage } from '../../lib/api-errors';
import { toSelection } from './file-actions';
import { MoveDialog } from './move-dialog';
import { NameDialog } from './name-dialog';
import { PreviewDialog } from './preview-dialog';
import type { FileDialog } from './use-file-actions';

// Sharing brings MUI's Autocomplete (about 12 KiB gzip): fetched when the dialog first opens, not with the page.
const ShareDialog = lazy(() => import('./share-dialog').then((m) => ({ default: m.ShareDialog })));

export interface FileDialogsProps {
  dialog: FileDialog | null;
  /** Where a new folder goes: the open folder, or the top of the home. */
  target: { parentId: string | null; home: FileHome };
  onDownload: (item: FileItem) => void;
  onDone: () => void;
  onClose: () => void;
}

function NewFolderDialog({ target, onClose }: Pick<FileDialogsProps, 'target' | 'onClose'>) {
  const { t } = useTranslation();
  const create = useCreateFolder();
  return (
    <NameDialog
      title={t('files.dialogs.newFolder')}
      submitLabel={t('files.dialogs.create')}
      initialName=""
      pending={create.isPending}
      error={create.error}
      onSubmit={(name) => create.mutate({ name, parentId: target.parentId, home: target.home }, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}

function RenameDialog({ item, onClose }: { item: FileItem; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateFileItem();
  return (
    <NameDialog
      title={t('files.dialogs.rename', { name: item.name })}
      submitLabel={t('files.dialogs.save')}
      initialName={item.name}
      pending={update.isPending}
      error={update.error}
      onSubmit={(name) => update.mutate({ kind: item.kind, id: item.id, input: { name } }, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}

function PurgeDialog({ items, onDone, onClose }: { items: FileItem[]; onDone: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const purge = usePurgeFiles();
  return (
    <ConfirmDialog
      title={t('files.purge.title', { count: items.length })}
      text={
        items.length === 1
          ? t('files.purge.textOne', { name: items[0]!.name })
          : t('files.purge.text', { count: items.length })
      }
      confirm={t('files.actions.purge')}
      loading={purge.isPending}
      onClose={onClose}
      onConfirm={() =>
        purge.mutate(toSelection(items), {
          onSuccess: () => {
            onDone();
            onClose();
          },
          onError: (error) => enqueueSnackbar(errorMessage(t, error), { variant: 'error' }),
        })
      }
    />
  );
}

/** The dialog open over the file manager: each keeps its own call's pending state and server errors. */
export function FileDialogs({ dialog, target, onDownload, onDone, onClose }: FileDialogsProps) {
  if (!dialog) return null;
  switch (dialog.type) {
    case 'newFolder':
      return <NewFolderDialog target={target} onClose={onClose} />;
    case 'rename':
      return <RenameDialog item={dialog.item} onClose={onClose} />;
    case 'move':
      return <MoveDialog item={dialog.item} onClose={onClose} />;
    case 'share':
      return (
        <Suspense fallback={null}>
          <ShareDialog item={dialog.item} onClose={onClose} />
        </Suspense>
      );
    case 'preview':
      return <PreviewDialog item={dialog.item} onDownload={onDownload} onClose={onClose} />;
    case 'purge':
      return <PurgeDialog items={dialog.items} onDone={onDone} onClose={onClose} />;
  }
}
