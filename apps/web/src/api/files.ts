import { useQuery } from '@tanstack/react-query';
import type {
  FileDocuments,
  FileDocumentSource,
  FileFolderCreate,
  FileItem,
  FileItemKind,
  FileList,
  FileListQuery,
  FileSelection,
  FileShare,
  FileShareCreate,
  FileSpace,
  FileStar,
  FileUpdate,
} from '@pharmacy/shared/schemas/files';
import type { FILE_SORTS } from '@pharmacy/shared/files/constants';
import { ApiRequestError, api } from '../lib/api-client';
import { uploadWithProgress } from '../lib/upload-with-progress';

/** The file manager (/api/files/*, docs/decisions/015): listings, folders, uploads, trash, stars, shares, documents. */

export type FileSort = (typeof FILE_SORTS)[number];
export type FileOrder = NonNullable<FileListQuery['order']>;

/** What one listing shows; an empty `q` lists the open folder, a search looks through the whole space. */
export interface FileListFilters {
  space: FileSpace;
  folderId: string | null;
  q: string;
  sort: FileSort;
  order: FileOrder;
}

/** Every files query starts with 'files': a change asks the listings (and the usage they carry) again. */
export const filesKeys = {
  all: ['files'] as const,
  lists: () => [...filesKeys.all, 'list'] as const,
  list: (f: FileListFilters) => [...filesKeys.lists(), f.space, f.folderId ?? '', f.q.trim(), f.sort, f.order] as const,
  shares: (kind: FileItemKind, id: string) => [...filesKeys.all, 'shares', kind, id] as const,
  documents: (source: FileDocumentSource) => [...filesKeys.all, 'documents', source] as const,
};

const itemPath = (kind: FileItemKind, id: string) =>
  `/api/files/${kind === 'file' ? 'files' : 'folders'}/${encodeURIComponent(id)}`;

// ---- fetchers ----

export function getFiles(f: FileListFilters, signal?: AbortSignal): Promise<FileList> {
  return api<FileList>('/api/files', {
    query: { space: f.space, folderId: f.folderId, q: f.q.trim() || undefined, sort: f.sort, order: f.order },
    signal,
  });
}

export function createFolder(input: FileFolderCreate): Promise<FileItem> {
  return api<FileItem>('/api/files/folders', { method: 'POST', body: input });
}

/** Rename (`name`) or move within the same home (`folderId`, null for its top). */
export function updateFileItem(kind: FileItemKind, id: string, input: FileUpdate): Promise<FileItem> {
  return api<FileItem>(itemPath(kind, id), { method: 'PATCH', body: input });
}

export function trashFiles(selection: FileSelection): Promise<void> {
  return api<void>('/api/files/trash', { method: 'POST', body: selection });
}

export function restoreFiles(selection: FileSelection): Promise<void> {
  return api<void>('/api/files/restore', { method: 'POST', body: selection });
}

/** Deletes for good what is in the trash. */
export function purgeFiles(selection: FileSelection): Promise<void> {
  return api<void>('/api/files/purge', { method: 'POST', body: selection });
}

export function starFileItem(input: FileStar): Promise<void> {
  return api<void>('/api/files/stars', { method: 'PUT', body: input });
}

export function getFileShares(kind: FileItemKind, id: string, signal?: AbortSignal): Promise<{ shares: FileShare[] }> {
  return api('/api/files/shares', { query: { kind, id }, signal });
}

/** Shares with a person, or changes the permission of an existing share. */
export function shareFileItem(input: FileShareCreate): Promise<FileShare> {
  return api<FileShare>('/api/files/shares', { method: 'POST', body: input });
}

export function revokeFileShare(shareId: string): Promise<void> {
  return api<void>(`/api/files/shares/${encodeURIComponent(shareId)}`, { method: 'DELETE' });
}

export function getFileDocuments(source: FileDocumentSource, signal?: AbortSignal): Promise<FileDocuments> {
  return api<FileDocuments>('/api/files/documents', { query: { source }, signal });
}

/** One file into a folder (or the top of `home`), one request per file so each has its own progress. */
export function uploadFile(
  target: { folderId: string | null; home: FileItem['home'] },
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<FileItem> {
  const params = new URLSearchParams({ home: target.home });
  if (target.folderId) params.set('folderId', target.folderId);
  return uploadWithProgress<FileItem>(`/api/files/upload?${params}`, file, { onProgress, signal });
}

/** The address that shows a file in the page (a preview) instead of downloading it. */
export function inlineUrl(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}disposition=inline`;
}

// ---- queries ----

/** A folder one may not open (gone, trashed, no longer shared) answers 404/403/400: asking again changes nothing. */
export function isFolderMissing(error: unknown): boolean {
  return error instanceof ApiRequestError && [400, 403, 404].includes(error.status);
}

export function useFiles(f: FileListFilters) {
  return useQuery({
    queryKey: filesKeys.list(f),
    queryFn: ({ signal }) => getFiles(f, signal),
    // A new search or sort keeps the folder's last answer on screen until the next one arrives; another folder does not.
    placeholderData: (previous, query) =>
      query?.queryKey[2] === f.space && query.queryKey[3] === (f.folderId ?? '') ? previous : undefined,
  });
}

export function useFileShares(kind: FileItemKind, id: string) {
  return useQuery({ queryKey: filesKeys.shares(kind, id), queryFn: ({ signal }) => getFileShares(kind, id, signal) });
}

export function useFileDocuments(source: FileDocumentSource) {
  return useQuery({ queryKey: filesKeys.documents(source), queryFn: ({ signal }) => getFileDocuments(source, signal) });
}
