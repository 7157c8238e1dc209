import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { KANBAN_PRIORITIES } from '@pharmacy/shared/schemas/kanban';
import { checkIn } from './check-in';
import { clockNow } from './clock';
import { users } from './users';
import { pharmacies } from './pharmacies';
import { orders } from './orders';

/** A board: a pharmacy team's (its staff) or one person's; made on its first opening. */
export const kanbanBoards = pgTable(
  'kanban_boards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUserId: text('owner_user_id').references(() => users.uid, { onDelete: 'cascade' }),
    ownerPharmacyId: text('owner_pharmacy_id').references(() => pharmacies.id, { onDelete: 'cascade' }),
    /** Bumped by every change: the live event and the readers' refetch follow it. */
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(clockNow),
  },
  (t) => [
    check('kanban_boards_owner_check', sql`(${t.ownerUserId} IS NULL) <> (${t.ownerPharmacyId} IS NULL)`),
    uniqueIndex('kanban_boards_user_idx').on(t.ownerUserId),
    uniqueIndex('kanban_boards_pharmacy_idx').on(t.ownerPharmacyId),
  ],
);

/** A column; `position` is a fractional-indexing key (text order, "C" collation), unique on its board. */
export const kanbanColumns = pgTable(
  'kanban_columns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    boardId: uuid('board_id')
      .notNull()
      .references(() => kanbanBoards.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: text('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(clockNow),
  },
  (t) => [uniqueIndex('kanban_columns_position_idx').on(t.boardId, sql`(position COLLATE "C")`)],
);

/** A card; deleting its column deletes it (SPEC §4). `position` orders it in its column, as for columns. */
export const kanbanCards = pgTable(
  'kanban_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    boardId: uuid('board_id')
      .notNull()
      .references(() => kanbanBoards.id, { onDelete: 'cascade' }),
    columnId: uuid('column_id')
      .notNull()
      .references(() => kanbanColumns.id, { onDelete: 'cascade' }),
    position: text('position').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    priority: text('priority', { enum: KANBAN_PRIORITIES }).notNull().default('medium'),
    dueDate: date('due_date', { mode: 'string' }),
    labels: text('labels').array().notNull().default(sql`'{}'::text[]`),
    checklist: jsonb('checklist')
      .$type<{ id: string; text: string; done: boolean }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdBy: text('created_by').references(() => users.uid, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(clockNow),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(clockNow),
  },
  (t) => [
    checkIn('kanban_cards_priority_check', t.priority, KANBAN_PRIORITIES),
    uniqueIndex('kanban_cards_position_idx').on(t.columnId, sql`(position COLLATE "C")`),
    index('kanban_cards_board_idx').on(t.boardId),
  ],
);

/** Who a card is assigned to (people of the board's team). */
export const kanbanCardAssignees = pgTable(
  'kanban_card_assignees',
  {
    cardId: uuid('card_id')
      .notNull()
      .references(() => kanbanCards.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.cardId, t.userId] }), index('kanban_card_assignees_user_idx').on(t.userId)],
);

/** A file on a card (checked by content and cleaned like every upload, lib/read-upload.ts); goes with its card. */
export const kanbanAttachments = pgTable(
  'kanban_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cardId: uuid('card_id')
      .notNull()
      .references(() => kanbanCards.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedBy: text('uploaded_by').references(() => users.uid, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(clockNow),
  },
  (t) => [index('kanban_attachments_card_idx').on(t.cardId, t.createdAt)],
);
