import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { MailCompose, MailFlags, MailLabel, MailLabelInput } from '@pharmacy/shared/schemas/mail';
import {
  createMailLabel,
  deleteMail,
  deleteMailLabel,
  mailKeys,
  patchMail,
  refreshMailbox,
  restoreMail,
  sendAnnouncement,
  sendMail,
  trashMail,
  updateCachedMail,
  updateDraft,
  updateMailLabel,
} from './mail';

/** The mailbox's changes (api/mail.ts has the calls and queries). */

/**
 * Read, starred, important and labels change on screen at once; the server's answer is kept, a failure puts the
 * previous state back. Counts and the starred/important lists are asked again afterwards.
 */
export function useUpdateMailFlags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, flags }: { id: string; flags: MailFlags }) => patchMail(id, flags),
    onMutate: async ({ id, flags }) => {
      await queryClient.cancelQueries({ queryKey: mailKeys.all });
      const snapshot: [QueryKey, unknown][] = [
        ...queryClient.getQueriesData({ queryKey: mailKeys.lists() }),
        [mailKeys.mail(id), queryClient.getQueryData(mailKeys.mail(id))],
      ];
      updateCachedMail(queryClient, id, (mail) => ({ ...mail, ...flags }));
      return { snapshot };
    },
    onError: (_error, _input, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: ({ mail }) => updateCachedMail(queryClient, mail.id, () => mail),
    onSettled: () => refreshMailbox(queryClient),
  });
}

/** Trash, restore and delete move a mail between folders: the lists and counts are asked again. */
function useMove<T>(request: (id: string) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: mailKeys.mail(id) });
      return refreshMailbox(queryClient);
    },
  });
}

export const useTrashMail = () => useMove(trashMail);
export const useRestoreMail = () => useMove(restoreMail);
export const useDeleteMail = () => useMove(deleteMail);

/** Sends a new mail or saves a draft: a draft already saved (`draftId`) is saved again or sent with PUT. */
export function useSaveMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ draftId, input }: { draftId: string | null; input: MailCompose }) =>
      draftId ? updateDraft(draftId, input) : sendMail(input),
    onSuccess: ({ mail }) => {
      queryClient.setQueryData(mailKeys.mail(mail.id), { mail });
      return refreshMailbox(queryClient);
    },
  });
}

export function useSendAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendAnnouncement, onSuccess: () => refreshMailbox(queryClient) });
}

export function useSaveMailLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: MailLabelInput }) =>
      id ? updateMailLabel(id, input) : createMailLabel(input),
    onSuccess: ({ label }) => {
      queryClient.setQueryData<{ labels: MailLabel[] }>(mailKeys.labels(), (data) => {
        if (!data) return data;
        const known = data.labels.some((l) => l.id === label.id);
        return { labels: known ? data.labels.map((l) => (l.id === label.id ? label : l)) : [...data.labels, label] };
      });
    },
  });
}

export function useDeleteMailLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMailLabel,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<{ labels: MailLabel[] }>(
        mailKeys.labels(),
        (data) => data && { labels: data.labels.filter((l) => l.id !== id) },
      );
      return refreshMailbox(queryClient);
    },
  });
}
