import {
  queryOptions,
  useInfiniteQuery,
  useQuery,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  Mail,
  MailAnnouncement,
  MailAttachment,
  MailCompose,
  MailFlags,
  MailLabel,
  MailLabelInput,
  MailList,
  MailSummary,
} from '@pharmacy/shared/schemas/mail';
import { ApiRequestError, api } from '../lib/api-client';
import { uploadWithProgress } from '../lib/upload-with-progress';
import { cursorPages } from './cursor-pages';

/** The in-app mailbox (/api/mail/*): labels, mails, flags, drafts, attachments and admins' announcements. */

/** Every mail query starts with 'mail': the live `mail.received` event refetches them all. */
export const mailKeys = {
  all: ['mail'] as const,
  labels: () => [...mailKeys.all, 'labels'] as const,
  lists: () => [...mailKeys.all, 'list'] as const,
  list: (labelId: string, q: string) => [...mailKeys.lists(), labelId, q] as const,
  mail: (id: string) => [...mailKeys.all, 'mail', id] as const,
};

type MailAnswer = { mail: Mail };
export type LabelAnswer = { label: MailLabel };

// ---- fetchers ----

export function getMailLabels(signal?: AbortSignal): Promise<{ labels: MailLabel[] }> {
  return api('/api/mail/labels', { signal });
}

export function getMails(
  labelId: string,
  q: string,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<MailList> {
  return api<MailList>('/api/mail/mails', { query: { labelId, q: q.trim() || undefined, cursor }, signal });
}

export function getMail(mailId: string, signal?: AbortSignal): Promise<MailAnswer> {
  return api<MailAnswer>('/api/mail/mail', { query: { mailId }, signal });
}

export function sendMail(input: MailCompose): Promise<MailAnswer> {
  return api<MailAnswer>('/api/mail/mails', { method: 'POST', body: input });
}

/** Saves a draft again, or sends it (`draft: false`). */
export function updateDraft(id: string, input: MailCompose): Promise<MailAnswer> {
  return api<MailAnswer>(`/api/mail/mails/${encodeURIComponent(id)}`, { method: 'PUT', body: input });
}

export function patchMail(id: string, flags: MailFlags): Promise<MailAnswer> {
  return api<MailAnswer>(`/api/mail/mails/${encodeURIComponent(id)}`, { method: 'PATCH', body: flags });
}

export function trashMail(id: string): Promise<MailAnswer> {
  return api<MailAnswer>(`/api/mail/mails/${encodeURIComponent(id)}/trash`, { method: 'POST' });
}

export function restoreMail(id: string): Promise<MailAnswer> {
  return api<MailAnswer>(`/api/mail/mails/${encodeURIComponent(id)}/restore`, { method: 'POST' });
}

export function deleteMail(id: string): Promise<void> {
  return api<void>(`/api/mail/mails/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function createMailLabel(input: MailLabelInput): Promise<LabelAnswer> {
  return api<LabelAnswer>('/api/mail/labels', { method: 'POST', body: input });
}

export function updateMailLabel(id: string, input: MailLabelInput): Promise<LabelAnswer> {
  return api<LabelAnswer>(`/api/mail/labels/${encodeURIComponent(id)}`, { method: 'PATCH', body: input });
}

export function deleteMailLabel(id: string): Promise<void> {
  return api<void>(`/api/mail/labels/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function sendAnnouncement(input: MailAnnouncement): Promise<MailAnswer> {
  return api<MailAnswer>('/api/mail/announcements', { method: 'POST', body: input });
}

/** One file, with upload progress (0–1); fails with the same ApiRequestError as every other call. */
export async function uploadMailAttachment(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<MailAttachment> {
  const answer = await uploadWithProgress<{ attachment: MailAttachment }>('/api/mail/attachments', file, { onProgress, signal });
  return answer.attachment;
}

// ---- queries ----

/** A mail one may not open (gone, not one's own, a malformed id) answers 404/400: asking again changes nothing. */
export function isMailMissing(error: unknown): boolean {
  return error instanceof ApiRequestError && [400, 403, 404].includes(error.status);
}

/** The labels with their unread counts; the menus' unread badge reads the inbox's from the same cache. */
export const mailLabelsQueryOptions = () =>
  queryOptions({ queryKey: mailKeys.labels(), queryFn: ({ signal }) => getMailLabels(signal) });

export function useMailLabels() {
  return useQuery(mailLabelsQueryOptions());
}

export function useMails(labelId: string, q: string) {
  return useInfiniteQuery(
    cursorPages(mailKeys.list(labelId, q.trim()), (cursor, signal) => getMails(labelId, q, cursor, signal)),
  );
}

export function useMail(mailId: string | null) {
  return useQuery({
    queryKey: mailKeys.mail(mailId ?? ''),
    queryFn: ({ signal }) => getMail(mailId!, signal),
    enabled: Boolean(mailId),
    retry: (count, error) => !isMailMissing(error) && count < 2,
  });
}

// ---- cache updates ----

type ListPages = InfiniteData<MailList, string>;

/** Applies a change to a mail wherever it is shown: every loaded list page and its own details. */
export function updateCachedMail(
  queryClient: QueryClient,
  id: string,
  change: (mail: MailSummary) => MailSummary,
): void {
  queryClient.setQueriesData<ListPages>(
    { queryKey: mailKeys.lists() },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({ ...page, mails: page.mails.map((m) => (m.id === id ? change(m) : m)) })),
      },
  );
  queryClient.setQueryData<MailAnswer>(
    mailKeys.mail(id),
    (data) => data && { mail: { ...data.mail, ...change(data.mail) } },
  );
}

/** What the mailbox shows after a change the server decides (folders, counts): asked again. */
export function refreshMailbox(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: mailKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: mailKeys.labels() }),
  ]);
}
