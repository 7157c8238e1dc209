import { useCallback } from 'react';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  BlogComment,
  BlogManagedPost,
  blogCommentListSchema,
  BlogPostInput,
  BlogPostStatus,
  blogListSchema,
  blogManageListSchema,
  blogModerationListSchema,
  blogPostPageSchema,
  blogTagsSchema,
} from '@pharmacy/shared/schemas/blog';
import type { Language } from '@pharmacy/shared/languages';
import type { BLOG_MANAGE_SORTS } from '@pharmacy/shared/schemas/blog';
import { ApiRequestError, api } from '../lib/api-client';
import { cursorPages } from './cursor-pages';

/** The blog (/api/blog/*): published posts for anyone, a writer's own posts, comments and their moderation. */

export type BlogList = z.infer<typeof blogListSchema>;
export type BlogPostPage = z.infer<typeof blogPostPageSchema>;
export type BlogTags = z.infer<typeof blogTagsSchema>;
export type BlogManageList = z.infer<typeof blogManageListSchema>;
export type BlogModerationList = z.infer<typeof blogModerationListSchema>;
export type BlogCommentList = z.infer<typeof blogCommentListSchema>;
export type BlogManageSort = (typeof BLOG_MANAGE_SORTS)[number];
type PostAnswer = { post: BlogManagedPost };
type ModeratedComment = BlogModerationList['comments'][number];

/** What the public list filters by; empty strings mean "any". */
export interface BlogFilters {
  q: string;
  tag: string;
  language: Language | '';
}
export interface BlogManageFilters {
  status: BlogPostStatus | '';
  q: string;
  sort: BlogManageSort;
}

export const blogKeys = {
  all: ['blog'] as const,
  lists: () => [...blogKeys.all, 'list'] as const,
  list: (f: BlogFilters) => [...blogKeys.lists(), f.q.trim(), f.tag, f.language] as const,
  allTags: () => [...blogKeys.all, 'tags'] as const,
  tags: (language: string) => [...blogKeys.allTags(), language] as const,
  pages: () => [...blogKeys.all, 'page'] as const,
  page: (slug: string) => [...blogKeys.pages(), slug] as const,
  /** Under the post's page: what refreshes the page refreshes its comments too. */
  comments: (slug: string) => [...blogKeys.page(slug), 'comments'] as const,
  manage: () => [...blogKeys.all, 'manage'] as const,
  manageList: (f: BlogManageFilters) => [...blogKeys.manage(), 'list', f.status, f.q.trim(), f.sort] as const,
  managed: (id: string) => [...blogKeys.manage(), 'post', id] as const,
  moderation: (postId: string) => [...blogKeys.manage(), 'comments', postId] as const,
  writerTags: () => [...blogKeys.manage(), 'tags'] as const,
  writerTagsMatching: (q: string) => [...blogKeys.writerTags(), q] as const,
};

const postPath = (id: string) => `/api/blog/manage/posts/${encodeURIComponent(id)}`;

// ---- fetchers ----

export function getBlogPosts(f: BlogFilters, cursor: string | undefined, signal?: AbortSignal): Promise<BlogList> {
  return api<BlogList>('/api/blog/posts', {
    query: { q: f.q.trim() || undefined, tag: f.tag || undefined, language: f.language || undefined, cursor },
    signal,
  });
}

/** The few posts an admin put forward, shown above the latest. */
export function getFeaturedBlogPosts(language: string, signal?: AbortSignal): Promise<BlogList> {
  return api<BlogList>('/api/blog/posts', {
    query: { featured: 'true', language: language || undefined, limit: 3 },
    signal,
  });
}

export function getBlogTags(language: string, signal?: AbortSignal): Promise<BlogTags> {
  return api<BlogTags>('/api/blog/tags', { query: { language: language || undefined }, signal });
}

export function getBlogPostPage(slug: string, signal?: AbortSignal): Promise<BlogPostPage> {
  return api<BlogPostPage>('/api/blog/post', { query: { slug }, signal });
}

/** The comments after the first page (which comes with the post), oldest first. */
export function getBlogComments(
  postId: string,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<BlogCommentList> {
  return api<BlogCommentList>(`/api/blog/posts/${encodeURIComponent(postId)}/comments`, { query: { cursor }, signal });
}

export function addBlogComment(postId: string, body: string): Promise<{ comment: BlogComment }> {
  return api(`/api/blog/posts/${encodeURIComponent(postId)}/comments`, { method: 'POST', body: { body } });
}

export function getManagedPosts(
  f: BlogManageFilters,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<BlogManageList> {
  return api<BlogManageList>('/api/blog/manage/posts', {
    query: { status: f.status || undefined, q: f.q.trim() || undefined, sort: f.sort, cursor },
    signal,
  });
}

export function getManagedPost(id: string, signal?: AbortSignal): Promise<PostAnswer> {
  return api<PostAnswer>(postPath(id), { signal });
}

export function createBlogPost(input: BlogPostInput): Promise<PostAnswer> {
  return api<PostAnswer>('/api/blog/manage/posts', { method: 'POST', body: input });
}

export function updateBlogPost(id: string, input: BlogPostInput): Promise<PostAnswer> {
  return api<PostAnswer>(postPath(id), { method: 'PATCH', body: input });
}

/** Now without `publishAt`; scheduled with a future one. */
export function publishBlogPost(id: string, publishAt?: string): Promise<PostAnswer> {
  return api<PostAnswer>(`${postPath(id)}/publish`, { method: 'POST', body: publishAt ? { publishAt } : {} });
}

export function unpublishBlogPost(id: string): Promise<PostAnswer> {
  return api<PostAnswer>(`${postPath(id)}/unpublish`, { method: 'POST' });
}

export function deleteBlogPost(id: string): Promise<void> {
  return api<void>(postPath(id), { method: 'DELETE' });
}

export function uploadBlogCover(id: string, file: File): Promise<{ coverUrl: string }> {
  const form = new FormData();
  form.append('file', file);
  return api(`${postPath(id)}/cover`, { method: 'POST', body: form });
}

export function removeBlogCover(id: string): Promise<void> {
  return api<void>(`${postPath(id)}/cover`, { method: 'DELETE' });
}

export function getCommentsToModerate(
  postId: string,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<BlogModerationList> {
  return api<BlogModerationList>('/api/blog/manage/comments', {
    query: { status: 'pending', postId, cursor },
    signal,
  });
}

/** The tags a writer is offered: published posts' and their own (an admin: every post's), containing `q`. */
export function getWriterTags(q: string, signal?: AbortSignal): Promise<BlogTags> {
  return api<BlogTags>('/api/blog/manage/tags', { query: { q: q.trim() || undefined }, signal });
}

export function moderateBlogComment(id: string, status: 'approved' | 'rejected'): Promise<{ comment: BlogComment }> {
  return api(`/api/blog/manage/comments/${encodeURIComponent(id)}/moderate`, { method: 'POST', body: { status } });
}

// ---- queries ----

/** A post that does not exist (or is not one's own) answers 404/400 (the app asks no 4xx again: app/provider.tsx). */
export function isBlogPostMissing(error: unknown): boolean {
  return error instanceof ApiRequestError && [400, 403, 404].includes(error.status);
}

export function useBlogPosts(f: BlogFilters) {
  return useInfiniteQuery(cursorPages(blogKeys.list(f), (cursor, signal) => getBlogPosts(f, cursor, signal)));
}

export function useFeaturedBlogPosts(language: string, enabled: boolean) {
  return useQuery({
    queryKey: [...blogKeys.lists(), 'featured', language],
    queryFn: ({ signal }) => getFeaturedBlogPosts(language, signal),
    enabled,
  });
}

export function useBlogTags(language: string) {
  return useQuery({ queryKey: blogKeys.tags(language), queryFn: ({ signal }) => getBlogTags(language, signal) });
}

export function useBlogPostPage(slug: string) {
  return useQuery({ queryKey: blogKeys.page(slug), queryFn: ({ signal }) => getBlogPostPage(slug, signal) });
}

/**
 * A post's comments page by page, the first one taken from the post's answer (no second request on opening the
 * page); refreshing the post refreshes the pages loaded.
 */
export function useBlogComments(postId: string, slug: string, first: BlogCommentList, firstAt: number) {
  return useInfiniteQuery({
    ...cursorPages(blogKeys.comments(slug), (cursor, signal) => getBlogComments(postId, cursor, signal)),
    initialData: { pages: [first], pageParams: [''] },
    initialDataUpdatedAt: firstAt,
    // Asked again on opening only when the post's answer is newer than the pages kept (not for the page it came with).
    refetchOnMount: (query) => query.state.dataUpdatedAt < firstAt,
  });
}

export function useAddBlogComment(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, body }: { postId: string; body: string }) => addBlogComment(postId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogKeys.page(slug) }),
  });
}

export function useManagedPosts(f: BlogManageFilters) {
  return useInfiniteQuery(cursorPages(blogKeys.manageList(f), (cursor, signal) => getManagedPosts(f, cursor, signal)));
}

export function useManagedPost(id: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: blogKeys.managed(id),
    queryFn: ({ signal }) => getManagedPost(id, signal),
    // The editor owns the text once loaded: a refetch must not reset what is being typed.
    staleTime: Infinity,
  });
}

export function useCommentsToModerate(postId: string) {
  return useInfiniteQuery(
    cursorPages(blogKeys.moderation(postId), (cursor, signal) => getCommentsToModerate(postId, cursor, signal)),
  );
}

/** Asked once the tag list opens; the previous suggestions stay while the next ones load. */
export function useWriterTags(q: string, enabled: boolean) {
  const typed = q.trim().toLowerCase();
  return useQuery({
    queryKey: blogKeys.writerTagsMatching(typed),
    queryFn: ({ signal }) => getWriterTags(typed, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useModerateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ comment, status }: { comment: ModeratedComment; status: 'approved' | 'rejected' }) =>
      moderateBlogComment(comment.id, status),
    // The post's queue, and its public page where an approved comment now shows.
    onSuccess: (_answer, { comment }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: blogKeys.moderation(comment.post.id) }),
        queryClient.invalidateQueries({ queryKey: blogKeys.page(comment.post.slug) }),
      ]),
  });
}

/** After a change the lists show (status, title, cover, tags): they, the public pages and the tags ask again. */
export function useRefreshBlog() {
  const queryClient = useQueryClient();
  return useCallback(
    (post?: BlogManagedPost) => {
      if (post) queryClient.setQueryData<PostAnswer>(blogKeys.managed(post.id), { post });
      for (const queryKey of [
        blogKeys.lists(),
        [...blogKeys.manage(), 'list'],
        blogKeys.pages(),
        blogKeys.allTags(),
        blogKeys.writerTags(),
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
    [queryClient],
  );
}
