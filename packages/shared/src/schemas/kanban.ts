import { z } from 'zod';

/*
 * Kanban boards (SPEC §2 /dashboard/kanban, §3 "Kanban board", §4 "Kanban", §7 /api/kanban/*). A board per pharmacy
 * team (its staff) and a personal one per person. SPEC's board: cards by id, columns by id (each with `cardIds` in
 * order) and `columnOrder`. Moves name a neighbour (`afterCardId`, `afterColumnId`), never a position: the server
 * places the item between that neighbour and the next one under a lock of the board, so two people moving at once
 * never lose a move or duplicate a card (decision 012).
 */

export const KANBAN_NAME_MAX = 100;
export const KANBAN_TITLE_MAX = 200;
export const KANBAN_DESCRIPTION_MAX = 5000;
export const KANBAN_COLUMNS_MAX = 30;
export const KANBAN_CARDS_MAX = 1000;
export const KANBAN_LABELS_MAX = 10;
export const KANBAN_LABEL_MAX = 30;
export const KANBAN_CHECKLIST_MAX = 50;
export const KANBAN_ASSIGNEES_MAX = 10;
export const KANBAN_ATTACHMENTS_MAX = 10;
export const KANBAN_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const KANBAN_PRIORITIES = ['low', 'medium', 'high'] as const;
export type KanbanPriority = (typeof KANBAN_PRIORITIES)[number];
export const KANBAN_BOARD_KINDS = ['team', 'personal'] as const;
export type KanbanBoardKind = (typeof KANBAN_BOARD_KINDS)[number];

const id = z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(100, 'validation.invalid');
const name = z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(KANBAN_NAME_MAX, 'validation.tooLong');
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A due day, 1900-01-01 … 2099-12-31 (SPEC §9). */
const dueDate = z
  .string()
  .regex(DAY, 'validation.date')
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), 'validation.date')
  .refine((day) => day >= '1900-01-01' && day <= '2099-12-31', 'validation.dateRange');

export const kanbanPersonSchema = z.object({ id: z.string(), name: z.string(), avatarUrl: z.string().nullable() });
export type KanbanPerson = z.infer<typeof kanbanPersonSchema>;

export const kanbanChecklistItemSchema = z.object({
  id: z.string().trim().min(1).max(100),
  text: z.string().trim().min(1, 'validation.required').max(KANBAN_TITLE_MAX, 'validation.tooLong'),
  done: z.boolean().default(false),
});

/** A file on a card (PDF, JPEG, PNG or WebP, checked by content and cleaned like every upload); `url` downloads it. */
export const kanbanAttachmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  url: z.string(),
  createdAt: z.string(),
});
export type KanbanAttachment = z.infer<typeof kanbanAttachmentSchema>;

export const kanbanCardSchema = z.object({
  id: z.string(),
  columnId: z.string(),
  title: z.string(),
  description: z.string(),
  priority: z.enum(KANBAN_PRIORITIES),
  dueDate: z.string().nullable(),
  labels: z.array(z.string()),
  checklist: z.array(z.object({ id: z.string(), text: z.string(), done: z.boolean() })),
  assignees: z.array(kanbanPersonSchema),
  /** A linked order the reader may open (its reference), or null. */
  order: z.object({ id: z.string(), reference: z.string() }).nullable(),
  attachments: z.array(kanbanAttachmentSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type KanbanCard = z.infer<typeof kanbanCardSchema>;

export const kanbanColumnSchema = z.object({ id: z.string(), name: z.string(), cardIds: z.array(z.string()) });
export type KanbanColumn = z.infer<typeof kanbanColumnSchema>;

export const kanbanBoardSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(KANBAN_BOARD_KINDS),
  /** The pharmacy's name for a team board; '' for one's personal board (the browser names it). */
  name: z.string(),
});
export type KanbanBoardSummary = z.infer<typeof kanbanBoardSummarySchema>;

/** SPEC §3: cards by id, columns by id (each with cardIds), columnOrder; plus who the board is and who may be assigned. */
export const kanbanBoardSchema = kanbanBoardSummarySchema.extend({
  cards: z.record(z.string(), kanbanCardSchema),
  columns: z.record(z.string(), kanbanColumnSchema),
  columnOrder: z.array(z.string()),
  members: z.array(kanbanPersonSchema),
});
export type KanbanBoard = z.infer<typeof kanbanBoardSchema>;

/** GET /api/kanban/board: the asked board (or the reader's first: their team's, else their personal one) and the others they may open. */
export const kanbanBoardResultSchema = z.object({ board: kanbanBoardSchema, boards: z.array(kanbanBoardSummarySchema) });
export const kanbanBoardQuerySchema = z.object({ boardId: id.optional() });

export const kanbanColumnInputSchema = z.object({ name });
export const kanbanColumnNewSchema = kanbanColumnInputSchema.extend({ boardId: id.optional() });
export const kanbanColumnUpdateSchema = z.object({ columnId: id, column: kanbanColumnInputSchema });
export const kanbanColumnDeleteSchema = z.object({ columnId: id });
/** `afterColumnId` null puts the column first. */
export const kanbanColumnMoveSchema = z.object({ columnId: id, afterColumnId: id.nullable() });
export const kanbanColumnResultSchema = z.object({ column: kanbanColumnSchema });

export const kanbanCardInputSchema = z.object({
  title: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(KANBAN_TITLE_MAX, 'validation.tooLong'),
  description: z.string().trim().max(KANBAN_DESCRIPTION_MAX, 'validation.tooLong').default(''),
  priority: z.enum(KANBAN_PRIORITIES, { error: 'validation.invalid' }).default('medium'),
  dueDate: dueDate.nullable().default(null),
  labels: z
    .array(z.string().trim().min(1, 'validation.required').max(KANBAN_LABEL_MAX, 'validation.tooLong'))
    .max(KANBAN_LABELS_MAX, 'validation.tooMany')
    .default([]),
  checklist: z.array(kanbanChecklistItemSchema).max(KANBAN_CHECKLIST_MAX, 'validation.tooMany').default([]),
  /** People of the board's team (a personal board: only its owner). */
  assigneeIds: z.array(id).max(KANBAN_ASSIGNEES_MAX, 'validation.tooMany').default([]),
  /** An order the writer may read, by id or reference. */
  orderId: id.nullable().default(null),
});
export type KanbanCardInput = z.input<typeof kanbanCardInputSchema>;
export const kanbanCardNewSchema = z.object({ columnId: id, card: kanbanCardInputSchema });
export const kanbanCardUpdateSchema = z.object({ cardId: id, card: kanbanCardInputSchema });
export const kanbanCardDeleteSchema = z.object({ cardId: id });
/** `afterCardId` null puts the card first in `columnId`. */
export const kanbanCardMoveSchema = z.object({ cardId: id, columnId: id, afterCardId: id.nullable() });
export const kanbanCardResultSchema = z.object({ card: kanbanCardSchema });
/** The answer of a move: the board's columns as they now stand, so the mover's view matches everyone's. */
export const kanbanMoveResultSchema = z.object({ columns: z.record(z.string(), kanbanColumnSchema), columnOrder: z.array(z.string()) });
export const kanbanDeletedSchema = z.object({ id: z.string() });

/** POST /api/kanban/cards/attachment?cardId= (multipart, one part `file`) → 201 `{ attachment }`. */
export const kanbanAttachmentQuerySchema = z.object({ cardId: id });
export const kanbanAttachmentResultSchema = z.object({ attachment: kanbanAttachmentSchema });
/** POST /api/kanban/attachments/delete → `{ id }`. */
export const kanbanAttachmentDeleteSchema = z.object({ attachmentId: id });
