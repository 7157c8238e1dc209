import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { FILE_SHARE_PERMISSIONS, FILE_TYPES } from '@pharmacy/shared/files/constants';
import { checkIn } from './check-in';
import { clockNow } from './clock';
import { pharmacies } from './pharmacies';
import { users } from './users';

/*
 * The file manager (issue 18, decision 015). Every folder and file lives in one home: a person's own files
 * (`owner_id`) or a pharmacy's shared folder (`pharmacy_id`, its active staff). An item in the trash has `trashed_at`;
 * what is inside a trashed folder keeps its own null and is hidden by its ancestor. Deleting a folder for good deletes
 * everything inside it (cascade), the bytes by the code that deletes the rows.
 */

export const fileFolders = pgTable(
  'file_folders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id').references(() => users.uid, { onDelete: 'cascade' }),
    pharmacyId: text('pharmacy_id').references(() => pharmacies.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => fileFolders.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdBy: text('created_by').references(() => users.uid, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(clockNow),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(clockNow),
    trashedAt: timestamp('trashed_at', { withTimezone: true }),
  },
  (t) => [
    check('file_folders_home_check', sql`(${t.ownerId} IS NULL) <> (${t.pharmacyId} IS NULL)`),
    index('file_folders_owner_idx').on(t.ownerId, t.parentId),
    index('file_folders_pharmacy_idx').on(t.pharmacyId, t.parentId),
    index('file_folders_parent_idx').on(t.parentId),
    index('file_folders_trashed_idx').on(t.trashedAt),
  ],
);

export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id').references(() => users.uid, { onDelete: 'cascade' }),
    pharmacyId: text('pharmacy_id').references(() => pharmacies.id, { onDelete: 'cascade' }),
    folderId: uuid('folder_id').references(() => fileFolders.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mimeType: text('mime_type', { enum: FILE_TYPES }).notNull(),
    size: integer('size').notNull(),
    /** lib/storage key (`files/<file id>`, no owner in it); the bytes are removed by whoever deletes the row. */
    storageKey: text('storage_key').notNull(),
    /** Who sent the bytes: the owner, a staff member, or someone the owner shared a folder with for editing. */
    uploadedBy: text('uploaded_by').references(() => users.uid, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(clockNow),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(clockNow),
    trashedAt: timestamp('trashed_at', { withTimezone: true }),
  },
  (t) => [
    check('files_home_check', sql`(${t.ownerId} IS NULL) <> (${t.pharmacyId} IS NULL)`),
    checkIn('files_mime_type_check', t.mimeType, FILE_TYPES),
    index('files_owner_idx').on(t.ownerId, t.folderId),
    index('files_pharmacy_idx').on(t.pharmacyId, t.folderId),
    index('files_folder_idx').on(t.folderId),
    index('files_trashed_idx').on(t.trashedAt),
  ],
);

/** A file or folder (and so everything inside it) shared with one person, to read or to edit. */
export const fileShares = pgTable(
  'file_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'cascade' }),
    folderId: uuid('folder_id').references(() => fileFolders.id, { onDelete: 'cascade' }),
    granteeId: text('grantee_id')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    permission: text('permission', { enum: FILE_SHARE_PERMISSIONS }).notNull().default('read'),
    createdBy: text('created_by').references(() => users.uid, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(clockNow),
  },
  (t) => [
    check('file_shares_item_check', sql`(${t.fileId} IS NULL) <> (${t.folderId} IS NULL)`),
    checkIn('file_shares_permission_check', t.permission, FILE_SHARE_PERMISSIONS),
    uniqueIndex('file_shares_file_grantee_idx').on(t.fileId, t.granteeId),
    uniqueIndex('file_shares_folder_grantee_idx').on(t.folderId, t.granteeId),
    index('file_shares_grantee_idx').on(t.granteeId),
  ],
);

/** A person's star on a file or folder they may see (each person stars for themselves). */
export const fileStars = pgTable(
  'file_stars',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'cascade' }),
    folderId: uuid('folder_id').references(() => fileFolders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(clockNow),
  },
  (t) => [
    check('file_stars_item_check', sql`(${t.fileId} IS NULL) <> (${t.folderId} IS NULL)`),
    uniqueIndex('file_stars_user_file_idx').on(t.userId, t.fileId),
    uniqueIndex('file_stars_user_folder_idx').on(t.userId, t.folderId),
  ],
);
