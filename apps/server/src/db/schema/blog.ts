import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { BLOG_COMMENT_STATUSES, BLOG_POST_STATUSES } from '@pharmacy/shared/blog/constants';
import { LANGUAGES } from '@pharmacy/shared/languages';
import { checkIn } from './check-in';
import { clockNow } from './clock';
import { users } from './users';

/**
 * A health article (issue 18, decision 014). Public when its status is scheduled or published and `publish_at` has
 * come: a scheduled post appears without a job, because every public read filters on the time.
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** From the title; old ones of a published post live on in `blog_post_redirects`. */
    slug: text('slug').notNull().unique(),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    /** Storage key of the cover (lib/storage, served by /api/images/:name), or null. */
    coverKey: text('cover_key'),
    /** The editor's HTML after the allow-list (modules/blog/sanitise.ts): the only form stored. */
    bodyHtml: text('body_html').notNull().default(''),
    /** Its words, for the search and the reading time. */
    bodyText: text('body_text').notNull().default(''),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    status: text('status', { enum: BLOG_POST_STATUSES }).notNull().default('draft'),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    featured: boolean('featured').notNull().default(false),
    /** Null once the author's profile row is gone; an anonymised author keeps the id and shows as "Former user". */
    authorId: text('author_id').references(() => users.uid, { onDelete: 'set null' }),
    searchText: text('search_text').generatedAlwaysAs(sql`catalogue_normalize(title || ' ' || description || ' ' || body_text)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(clockNow),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(clockNow),
  },
  (t) => [
    checkIn('blog_posts_status_check', t.status, BLOG_POST_STATUSES),
    checkIn('blog_posts_language_check', t.language, LANGUAGES),
    index('blog_posts_public_idx').on(t.publishAt, t.id),
    index('blog_posts_author_idx').on(t.authorId, t.updatedAt),
    index('blog_posts_tags_idx').using('gin', t.tags),
  ],
);

/** An old slug of a post (its title changed after publication): links and search engines keep finding it. */
export const blogPostRedirects = pgTable('blog_post_redirects', {
  slug: text('slug').primaryKey(),
  postId: uuid('post_id')
    .notNull()
    .references(() => blogPosts.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(clockNow),
});

/** A reader's comment, held for moderation by the post's author or an admin. */
export const blogComments = pgTable(
  'blog_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    authorId: text('author_id')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    status: text('status', { enum: BLOG_COMMENT_STATUSES }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(clockNow),
  },
  (t) => [
    checkIn('blog_comments_status_check', t.status, BLOG_COMMENT_STATUSES),
    index('blog_comments_post_idx').on(t.postId, t.status, t.createdAt),
    index('blog_comments_author_idx').on(t.authorId),
  ],
);
