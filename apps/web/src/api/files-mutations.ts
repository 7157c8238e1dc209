import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  FileFolderCreate,
  FileItem,
  FileItemKind,
  FileList,
  FileSelection,
  FileShareCreate,
  FileStar,
  FileUpdate,
} from '@pharmacy/shared/schemas/files';
import {
  createFolder,
  filesKeys,
  purgeFiles,
  restoreFiles,
  revokeFileShare,
  shareFileItem,
  starFileItem,
  trashFiles,
  updateFileItem,
} from './files';

/** The file manager's changes (api/files.ts has the calls and queries). */

/** Every listing (and the usage it carries) is asked again: an item may show in several spaces at once. */
export function refreshFileLists(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: filesKeys.lists() });
}

function useChange<I, O>(request: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: request, onSuccess: () => refreshFileLists(queryClient) });
}

export const useCreateFolder = () => useChange((input: FileFolderCreate) => createFolder(input));

export const useUpdateFileItem = () =>
  useChange(({ kind, id, input }: { kind: FileItemKind; id: string; input: FileUpdate }) =>
    updateFileItem(kind, id, input),
  );

export const useTrashFiles = () => useChange((selection: FileSelection) => trashFiles(selection));
export const useRestoreFiles = () => useChange((selection: FileSelection) => restoreFiles(selection));
export const usePurgeFiles = () => useChange((selection: FileSelection) => purgeFiles(selection));

/** The star changes on screen at once; a failure puts it back, and the Starred space is asked again either way. */
export function useStarFileItem() {
  const queryClient = useQueryClient();
  const setStar = (input: FileStar) =>
    queryClient.setQueriesData<FileList>(
      { queryKey: filesKeys.lists() },
      (data) =>
        data && {
          ...data,
          items: data.items.map((item) =>
            item.kind === input.kind && item.id === input.id ? { ...item, starred: input.starred } : item,
          ),
        },
    );
  return useMutation({
    mutationFn: starFileItem,
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: filesKeys.lists() });
      setStar(input);
    },
    onError: (_error, input) => setStar({ ...input, starred: !input.starred }),
    onSettled: () => refreshFileLists(queryClient),
  });
}

/** Sharing changes the item's `shared` mark in the listings and its own list of shares. */
function useShareChange<I>(item: Pick<FileItem, 'kind' | 'id'>, request: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: filesKeys.shares(item.kind, item.id) }),
        refreshFileLists(queryClient),
      ]),
  });
}

export const useShareFileItem = (item: Pick<FileItem, 'kind' | 'id'>) =>
  useShareChange(item, (input: FileShareCreate) => shareFileItem(input));

export const useRevokeFileShare = (item: Pick<FileItem, 'kind' | 'id'>) =>
  useShareChange(item, (shareId: string) => revokeFileShare(shareId));
