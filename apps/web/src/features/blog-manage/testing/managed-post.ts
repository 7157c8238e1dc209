import type { BlogManagedPost } from '@pharmacy/shared/schemas/blog';

export const MANAGED_POST_ID = '11111111-1111-4111-8111-111111111111';

/** A writer's draft as the API answers it, for the blog-manage page tests. */
export const managedPost = (patch: Partial<BlogManagedPost> = {}): BlogManagedPost => ({
  id: MANAGED_POST_ID,
  slug: 'sleep-well',
  title: 'Sleep well',
  description: '',
  coverUrl: null,
  tags: [],
  language: 'en',
  featured: false,
  publishAt: null,
  readingMinutes: 1,
  author: { name: 'Anna Peeters', avatarUrl: null },
  status: 'draft',
  bodyHtml: '<p>Go to bed early.</p>',
  authorId: 'u1',
  createdAt: '2026-11-27T09:00:00.000Z',
  updatedAt: '2026-11-27T09:00:00.000Z',
  ...patch,
});
