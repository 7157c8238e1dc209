import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import {
  FILE_DOCUMENT_SOURCES,
  FILE_SPACES,
  type FileDocumentSource,
  type FileSpace,
} from '@pharmacy/shared/files/constants';
import type { FileItem } from '@pharmacy/shared/schemas/files';

/** Where the file manager is: a space and maybe one of its folders, or a source of existing documents. */
export type FileLocation =
  { view: 'space'; space: FileSpace; folderId: string | null } | { view: 'documents'; source: FileDocumentSource };

/**
 * The address carries the place (`?space=shared&folder=<id>`, `?documents=invoices`), so Back, a reload and a shared
 * link open the same folder. Anything unknown falls back to one's own files.
 */
export function readLocation(params: URLSearchParams): FileLocation {
  const source = params.get('documents');
  if (source && (FILE_DOCUMENT_SOURCES as readonly string[]).includes(source)) {
    return { view: 'documents', source: source as FileDocumentSource };
  }
  const space = params.get('space');
  const known = space && (FILE_SPACES as readonly string[]).includes(space) ? (space as FileSpace) : 'mine';
  // The trash, stars and recent files are flat lists: their folders are opened in their own space.
  const folderId = ['mine', 'pharmacy', 'shared'].includes(known) ? params.get('folder') || null : null;
  return { view: 'space', space: known, folderId };
}

export function locationParams(location: FileLocation): Record<string, string> {
  if (location.view === 'documents') return { documents: location.source };
  return {
    ...(location.space === 'mine' ? {} : { space: location.space }),
    ...(location.folderId ? { folder: location.folderId } : {}),
  };
}

/** The space a folder opens in: its home for its owner (or the pharmacy's staff), else what was shared. */
export function spaceOfFolder(folder: Pick<FileItem, 'access' | 'home'>): FileSpace {
  if (folder.access !== 'owner') return 'shared';
  return folder.home;
}

export function useFileLocation() {
  const [params, setParams] = useSearchParams();
  const location = readLocation(params);
  const go = useCallback((next: FileLocation) => setParams(locationParams(next)), [setParams]);
  return { location, go };
}
