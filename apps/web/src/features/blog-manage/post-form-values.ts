import type { Language } from '@pharmacy/shared/languages';
import { BLOG_TAGS_MAX } from '@pharmacy/shared/blog/constants';
import type { BlogManagedPost, BlogPostInput } from '@pharmacy/shared/schemas/blog';

/** What the writer edits; everything else (status, cover, slug) has its own action. */
export interface PostFormValues {
  title: string;
  description: string;
  bodyHtml: string;
  tags: string[];
  language: Language;
  featured: boolean;
}

export const POST_FIELDS = ['title', 'description', 'bodyHtml', 'tags', 'language', 'featured'] as const;

/** The server names a bad tag by its place (`tags.2`): it is shown under the tags field. */
export const TAG_FIELD_MAP = Object.fromEntries(Array.from({ length: BLOG_TAGS_MAX }, (_, i) => [`tags.${i}`, 'tags' as const]));

export function toFormValues(post: BlogManagedPost | undefined, language: Language): PostFormValues {
  return {
    title: post?.title ?? '',
    description: post?.description ?? '',
    bodyHtml: post?.bodyHtml ?? '',
    tags: post?.tags ?? [],
    language: post?.language ?? language,
    featured: post?.featured ?? false,
  };
}

/** Only an admin puts a post forward, so only an admin's save names `featured`. */
export function toInput(values: PostFormValues, isAdmin: boolean): BlogPostInput {
  const { featured, ...rest } = values;
  return isAdmin ? { ...rest, featured } : rest;
}
