import type { FileItem } from '@pharmacy/shared/schemas/files';

/** What the lists can ask the file manager to do with items; it owns the dialogs and the calls. */
export interface FileActions {
  /** A folder opens, a file shows in the preview. */
  open: (item: FileItem) => void;
  download: (item: FileItem) => void;
  rename: (item: FileItem) => void;
  move: (item: FileItem) => void;
  share: (item: FileItem) => void;
  toggleStar: (item: FileItem) => void;
  trash: (items: FileItem[]) => void;
  restore: (items: FileItem[]) => void;
  /** Asks first: deleting for good cannot be undone. */
  purge: (items: FileItem[]) => void;
}

/** What the caller may do with an item (the server checks again): decision 015's rights. */
export function rightsOf(item: FileItem) {
  const owner = item.access === 'owner';
  const trashed = item.trashedAt !== null;
  return {
    rename: !trashed && item.access !== 'read',
    move: !trashed && owner,
    // A pharmacy's shared folder is not shared further.
    share: !trashed && owner && item.home === 'mine',
    trash: !trashed && owner,
    restore: trashed && owner,
    purge: trashed && owner,
    star: !trashed,
  };
}

export const itemKey = (item: Pick<FileItem, 'kind' | 'id'>) => `${item.kind}:${item.id}`;

/** A selection as the trash, restore and purge calls take it. */
export function toSelection(items: readonly FileItem[]) {
  return {
    files: items.filter((i) => i.kind === 'file').map((i) => i.id),
    folders: items.filter((i) => i.kind === 'folder').map((i) => i.id),
  };
}
