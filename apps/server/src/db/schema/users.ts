import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { authUser } from './auth';

/** The roles themselves, so `user_role.role_id` is a real foreign key (SPEC §3 role link). */
export const roles = pgTable('roles', {
  id: text('id').primaryKey(),
});

/** SPEC §3 user profile (collection `users`, keyed by the authentication uid). */
export const users = pgTable(
  'users',
  {
    uid: text('uid')
      .primaryKey()
      .references(() => authUser.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    displayName: text('display_name').notNull(),
    role: text('role')
      .notNull()
      .references(() => roles.id),
    status: text('status').notNull(),
    phone: text('phone').notNull().default(''),
    language: text('language').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('users_status_created_idx').on(t.status, t.createdAt, t.uid)],
);

/** SPEC §3 role link (collection `user_role`). */
export const userRole = pgTable(
  'user_role',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    roleId: text('role_id')
      .notNull()
      .references(() => roles.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);
