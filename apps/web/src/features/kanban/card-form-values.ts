import type { TFunction } from '../../lib/translator';
import {
  kanbanCardInputSchema,
  type KanbanCard,
  type KanbanCardInput,
  type KanbanPriority,
} from '@pharmacy/shared/schemas/kanban';
import { translateFieldMessage } from '../../lib/api-errors';
import type { KanbanField, KanbanFieldErrors } from './kanban-errors';

/** What the card dialog edits: plain strings while typing, turned into the API's input on save. */
export interface CardDraft {
  title: string;
  description: string;
  priority: KanbanPriority;
  dueDate: string;
  labels: string[];
  checklist: { id: string; text: string; done: boolean }[];
  assigneeIds: string[];
  order: string;
}

export function draftOf(card: KanbanCard): CardDraft {
  return {
    title: card.title,
    description: card.description,
    priority: card.priority,
    dueDate: card.dueDate ?? '',
    labels: [...card.labels],
    checklist: card.checklist.map((item) => ({ ...item })),
    assigneeIds: card.assignees.map((person) => person.id),
    // The server takes an order by id or by reference; the reference is what people read and type.
    order: card.order?.reference ?? '',
  };
}

export function inputOf(draft: CardDraft, card: KanbanCard): KanbanCardInput {
  const order = draft.order.trim();
  return {
    title: draft.title.trim(),
    description: draft.description.trim(),
    priority: draft.priority,
    dueDate: draft.dueDate || null,
    labels: draft.labels.map((l) => l.trim()).filter(Boolean),
    checklist: draft.checklist.filter((item) => item.text.trim()).map((item) => ({ ...item, text: item.text.trim() })),
    assigneeIds: draft.assigneeIds,
    // Unchanged reference: send the id, which needs no look-up.
    orderId: !order ? null : card.order && order === card.order.reference ? card.order.id : order,
  };
}

const FIELD_OF_PATH: Record<string, KanbanField> = {
  title: 'title',
  description: 'description',
  priority: 'priority',
  dueDate: 'dueDate',
  labels: 'labels',
  checklist: 'checklist',
  assigneeIds: 'assignees',
  orderId: 'order',
};

/** The shared schema's verdict before sending, in the same words the server would use. */
export function checkDraft(t: TFunction, input: KanbanCardInput): KanbanFieldErrors {
  const result = kanbanCardInputSchema.safeParse(input);
  if (result.success) return {};
  const errors: KanbanFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = FIELD_OF_PATH[String(issue.path[0])];
    if (field && !errors[field]) errors[field] = translateFieldMessage(t, issue.message);
  }
  return errors;
}

/** A checklist item's id, made here so a new item keeps its place while the dialog is open. */
export function newItemId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `item-${Date.now()}-${Math.random().toString(36).slice(2)}`;
}
