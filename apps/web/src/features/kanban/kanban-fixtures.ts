import type { KanbanBoard, KanbanBoardSummary, KanbanCard, KanbanPerson } from '@pharmacy/shared/schemas/kanban';

/** Test data in the shapes of the kanban API (packages/shared/src/schemas/kanban.ts). */

export const SOPHIE: KanbanPerson = { id: 'u-sophie', name: 'Sophie Dubois', avatarUrl: null };
export const KARIM: KanbanPerson = { id: 'u-karim', name: 'Karim Haddad', avatarUrl: null };

export function makeCard(overrides: Partial<KanbanCard> = {}): KanbanCard {
  return {
    id: 'card-1',
    columnId: 'col-todo',
    title: 'Order insulin pens',
    description: '',
    priority: 'medium',
    dueDate: null,
    labels: [],
    checklist: [],
    assignees: [],
    order: null,
    attachments: [],
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** A team board: To do (two cards), Doing (one), Done (empty). */
export function makeBoard(overrides: Partial<KanbanBoard> = {}): KanbanBoard {
  const cards = [
    makeCard({ id: 'card-1', title: 'Order insulin pens', priority: 'high', labels: ['Stock'], assignees: [SOPHIE] }),
    makeCard({
      id: 'card-2',
      title: 'Call Dr Peeters',
      checklist: [
        { id: 'i1', text: 'Prescription', done: true },
        { id: 'i2', text: 'Dosage', done: false },
      ],
    }),
    makeCard({ id: 'card-3', columnId: 'col-doing', title: 'Count the safe', order: { id: 'o-1', reference: 'ORD-0042' } }),
  ];
  return {
    id: 'board-team',
    kind: 'team',
    name: 'Pharmacie du Parc',
    cards: Object.fromEntries(cards.map((c) => [c.id, c])),
    columns: {
      'col-todo': { id: 'col-todo', name: 'To do', cardIds: ['card-1', 'card-2'] },
      'col-doing': { id: 'col-doing', name: 'Doing', cardIds: ['card-3'] },
      'col-done': { id: 'col-done', name: 'Done', cardIds: [] },
    },
    columnOrder: ['col-todo', 'col-doing', 'col-done'],
    members: [SOPHIE, KARIM],
    ...overrides,
  };
}

export const BOARDS: KanbanBoardSummary[] = [
  { id: 'board-team', kind: 'team', name: 'Pharmacie du Parc' },
  { id: 'board-mine', kind: 'personal', name: '' },
];
