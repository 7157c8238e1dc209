import { sql, type SQL } from 'drizzle-orm';
import type { BlogPostStatus } from '@pharmacy/shared/blog/constants';
import { blogPosts } from '../../db/schema';

/**
 * Public = scheduled or published, and its time has come. A scheduled post turns public by itself: every read asks
 * the time, so no job has to flip a status (and two server processes never disagree about it).
 */
export const isPublic: SQL = sql`(${blogPosts.status} <> 'draft' AND ${blogPosts.publishAt} <= now())`;

/** The status a writer sees: a scheduled post whose time has passed is published. */
export const effectiveStatus: SQL<BlogPostStatus> = sql<BlogPostStatus>`(CASE WHEN ${blogPosts.status} = 'draft' THEN 'draft' WHEN ${blogPosts.publishAt} <= now() THEN 'published' ELSE 'scheduled' END)`;
