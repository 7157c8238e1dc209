import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type {
  KanbanAttachment,
  KanbanBoard,
  KanbanBoardSummary,
  KanbanCard,
  KanbanCardInput,
  KanbanColumn,
} from '@pharmacy/shared/schemas/kanban';
import { api } from '../lib/api-client';

/** The working boards (/api/kanban/*): a board's columns and cards, and the moves between them. */

/** Every kanban query starts with 'kanban': the live `kanban.changed` event refetches them all. */
export const kanbanKeys = {
  all: ['kanban'] as const,
  boards: () => [...kanbanKeys.all, 'board'] as const,
  /** `null` asks for the reader's first board (their team's, else their own). */
  board: (boardId: string | null) => [...kanbanKeys.boards(), boardId ?? ''] as const,
};

export type KanbanBoardAnswer = { board: KanbanBoard; boards: KanbanBoardSummary[] };
type ColumnAnswer = { column: KanbanColumn };
type CardAnswer = { card: KanbanCard };
type AttachmentAnswer = { attachment: KanbanAttachment };
export type KanbanMoveAnswer = { columns: Record<string, KanbanColumn>; columnOrder: string[] };
export type KanbanCardMove = { cardId: string; columnId: string; afterCardId: string | null };
export type KanbanColumnMove = { columnId: string; afterColumnId: string | null };

// ---- fetchers ----

export function getKanbanBoard(boardId: string | null, signal?: AbortSignal): Promise<KanbanBoardAnswer> {
  return api<KanbanBoardAnswer>('/api/kanban/board', { query: { boardId }, signal });
}

export function createKanbanColumn(boardId: string, name: string): Promise<ColumnAnswer> {
  return api<ColumnAnswer>('/api/kanban/columns/new', { method: 'POST', body: { boardId, name } });
}

export function updateKanbanColumn(columnId: string, name: string): Promise<ColumnAnswer> {
  return api<ColumnAnswer>('/api/kanban/columns/update', { method: 'POST', body: { columnId, column: { name } } });
}

export function deleteKanbanColumn(columnId: string): Promise<{ id: string }> {
  return api('/api/kanban/columns/delete', { method: 'POST', body: { columnId } });
}

export function moveKanbanColumn(move: KanbanColumnMove): Promise<KanbanMoveAnswer> {
  return api<KanbanMoveAnswer>('/api/kanban/columns/move', { method: 'POST', body: move });
}

export function createKanbanCard(columnId: string, card: KanbanCardInput): Promise<CardAnswer> {
  return api<CardAnswer>('/api/kanban/cards/new', { method: 'POST', body: { columnId, card } });
}

export function updateKanbanCard(cardId: string, card: KanbanCardInput): Promise<CardAnswer> {
  return api<CardAnswer>('/api/kanban/cards/update', { method: 'POST', body: { cardId, card } });
}

export function moveKanbanCard(move: KanbanCardMove): Promise<KanbanMoveAnswer> {
  return api<KanbanMoveAnswer>('/api/kanban/cards/move', { method: 'POST', body: move });
}

export function deleteKanbanCard(cardId: string): Promise<{ id: string }> {
  return api('/api/kanban/cards/delete', { method: 'POST', body: { cardId } });
}

/** POST /api/kanban/cards/attachment?cardId= (multipart, one part `file`): PDF, JPEG, PNG or WebP (content-checked). */
export function uploadKanbanAttachment(cardId: string, file: File): Promise<AttachmentAnswer> {
  const body = new FormData();
  body.append('file', file, file.name);
  return api<AttachmentAnswer>('/api/kanban/cards/attachment', { method: 'POST', query: { cardId }, body });
}

export function deleteKanbanAttachment(attachmentId: string): Promise<{ id: string }> {
  return api('/api/kanban/attachments/delete', { method: 'POST', body: { attachmentId } });
}

// ---- queries ----

export const kanbanBoardQueryOptions = (boardId: string | null) =>
  queryOptions({ queryKey: kanbanKeys.board(boardId), queryFn: ({ signal }) => getKanbanBoard(boardId, signal) });

/** A board already loaded under another key (the reader's default is also asked by its id) shows while it is asked. */
export function useKanbanBoard(boardId: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    ...kanbanBoardQueryOptions(boardId),
    placeholderData: () =>
      boardId === null
        ? undefined
        : queryClient
            .getQueriesData<KanbanBoardAnswer>({ queryKey: kanbanKeys.boards() })
            .map(([, data]) => data)
            .find((data) => data?.board.id === boardId),
  });
}

// ---- cache updates (pure, so the board on screen changes before the server answers) ----

function insertAfter(ids: readonly string[], id: string, afterId: string | null): string[] {
  const rest = ids.filter((x) => x !== id);
  const at = afterId === null ? 0 : rest.indexOf(afterId) + 1;
  // A neighbour no longer there (someone else moved it) puts the item last, as the server does.
  const index = afterId !== null && at === 0 ? rest.length : at;
  return [...rest.slice(0, index), id, ...rest.slice(index)];
}

/** The board with a card moved into `columnId` just after `afterCardId` (null: first). */
export function placeCard(board: KanbanBoard, { cardId, columnId, afterCardId }: KanbanCardMove): KanbanBoard {
  const card = board.cards[cardId];
  if (!card || !board.columns[columnId]) return board;
  const columns = Object.fromEntries(
    Object.entries(board.columns).map(([id, column]) => [
      id,
      id === columnId
        ? { ...column, cardIds: insertAfter(column.cardIds, cardId, afterCardId) }
        : column.cardIds.includes(cardId)
          ? { ...column, cardIds: column.cardIds.filter((x) => x !== cardId) }
          : column,
    ]),
  );
  return { ...board, columns, cards: { ...board.cards, [cardId]: { ...card, columnId } } };
}

/** The board with a column moved just after `afterColumnId` (null: first). */
export function placeColumn(board: KanbanBoard, { columnId, afterColumnId }: KanbanColumnMove): KanbanBoard {
  if (!board.columns[columnId]) return board;
  return { ...board, columnOrder: insertAfter(board.columnOrder, columnId, afterColumnId) };
}

/** The columns as the server now has them (a move's answer); cards follow their column. */
function withColumns(board: KanbanBoard, { columns, columnOrder }: KanbanMoveAnswer): KanbanBoard {
  const cards = { ...board.cards };
  for (const column of Object.values(columns))
    for (const id of column.cardIds) if (cards[id]) cards[id] = { ...cards[id], columnId: column.id };
  return { ...board, columns, columnOrder, cards };
}

/** Applies a change to every cached board (the one asked by id and the reader's default may be the same board). */
function updateBoards(queryClient: QueryClient, change: (board: KanbanBoard) => KanbanBoard): void {
  queryClient.setQueriesData<KanbanBoardAnswer>(
    { queryKey: kanbanKeys.boards() },
    (data) => data && { ...data, board: change(data.board) },
  );
}

const holds = (board: KanbanBoard, columnId: string) => Boolean(board.columns[columnId]);

function storeColumn(queryClient: QueryClient, boardId: string | null, column: KanbanColumn): void {
  updateBoards(queryClient, (board) => {
    if (holds(board, column.id)) return { ...board, columns: { ...board.columns, [column.id]: column } };
    if (board.id !== boardId) return board;
    return { ...board, columns: { ...board.columns, [column.id]: column }, columnOrder: [...board.columnOrder, column.id] };
  });
}

function dropColumn(board: KanbanBoard, columnId: string): KanbanBoard {
  const column = board.columns[columnId];
  if (!column) return board;
  const columns = { ...board.columns };
  delete columns[columnId];
  const cards = { ...board.cards };
  for (const id of column.cardIds) delete cards[id];
  return { ...board, columns, cards, columnOrder: board.columnOrder.filter((id) => id !== columnId) };
}

function storeCard(queryClient: QueryClient, card: KanbanCard): void {
  updateBoards(queryClient, (board) => {
    const column = board.columns[card.columnId];
    if (!column) return board;
    const cardIds = column.cardIds.includes(card.id) ? column.cardIds : [...column.cardIds, card.id];
    return {
      ...board,
      cards: { ...board.cards, [card.id]: card },
      columns: { ...board.columns, [column.id]: { ...column, cardIds } },
    };
  });
}

function dropCard(board: KanbanBoard, cardId: string): KanbanBoard {
  if (!board.cards[cardId]) return board;
  const cards = { ...board.cards };
  delete cards[cardId];
  const columns = Object.fromEntries(
    Object.entries(board.columns).map(([id, column]) => [
      id,
      column.cardIds.includes(cardId) ? { ...column, cardIds: column.cardIds.filter((x) => x !== cardId) } : column,
    ]),
  );
  return { ...board, cards, columns };
}

/** Puts a new file on its card in every cached board (once, even if the live refetch already brought it). */
function addAttachment(board: KanbanBoard, cardId: string, attachment: KanbanAttachment): KanbanBoard {
  const card = board.cards[cardId];
  if (!card || card.attachments.some((a) => a.id === attachment.id)) return board;
  return { ...board, cards: { ...board.cards, [cardId]: { ...card, attachments: [...card.attachments, attachment] } } };
}

function dropAttachment(board: KanbanBoard, attachmentId: string): KanbanBoard {
  const holder = Object.values(board.cards).find((card) => card.attachments.some((a) => a.id === attachmentId));
  if (!holder) return board;
  const attachments = holder.attachments.filter((a) => a.id !== attachmentId);
  return { ...board, cards: { ...board.cards, [holder.id]: { ...holder, attachments } } };
}

/** Whatever the answer, the board is asked again: others may have moved things meanwhile. */
const refreshBoards = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: kanbanKeys.all });

// ---- mutations ----

/**
 * A move shows at once; the server's columns replace the guess when it answers, and a failure puts the board back as
 * it was before the move.
 */
function useOptimisticMove<M>(request: (move: M) => Promise<KanbanMoveAnswer>, place: (board: KanbanBoard, move: M) => KanbanBoard) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onMutate: async (move: M) => {
      await queryClient.cancelQueries({ queryKey: kanbanKeys.all });
      const snapshot: [QueryKey, unknown][] = queryClient.getQueriesData({ queryKey: kanbanKeys.boards() });
      updateBoards(queryClient, (board) => place(board, move));
      return { snapshot };
    },
    onError: (_error, _move, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: (answer) =>
      updateBoards(queryClient, (board) =>
        Object.keys(answer.columns).every((id) => holds(board, id)) ? withColumns(board, answer) : board,
      ),
    onSettled: () => refreshBoards(queryClient),
  });
}

export const useMoveKanbanCard = () => useOptimisticMove(moveKanbanCard, placeCard);
export const useMoveKanbanColumn = () => useOptimisticMove(moveKanbanColumn, placeColumn);

export function useCreateKanbanColumn(boardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => createKanbanColumn(boardId, name),
    onSuccess: ({ column }) => storeColumn(queryClient, boardId, column),
    onSettled: () => refreshBoards(queryClient),
  });
}

export function useUpdateKanbanColumn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ columnId, name }: { columnId: string; name: string }) => updateKanbanColumn(columnId, name),
    onSuccess: ({ column }) => storeColumn(queryClient, null, column),
    onSettled: () => refreshBoards(queryClient),
  });
}

export function useDeleteKanbanColumn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteKanbanColumn,
    onSuccess: (_answer, columnId) => updateBoards(queryClient, (board) => dropColumn(board, columnId)),
    onSettled: () => refreshBoards(queryClient),
  });
}

export function useCreateKanbanCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ columnId, card }: { columnId: string; card: KanbanCardInput }) => createKanbanCard(columnId, card),
    onSuccess: ({ card }) => storeCard(queryClient, card),
    onSettled: () => refreshBoards(queryClient),
  });
}

export function useUpdateKanbanCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ cardId, card }: { cardId: string; card: KanbanCardInput }) => updateKanbanCard(cardId, card),
    onSuccess: ({ card }) => storeCard(queryClient, card),
    onSettled: () => refreshBoards(queryClient),
  });
}

export function useDeleteKanbanCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteKanbanCard,
    onSuccess: (_answer, cardId) => updateBoards(queryClient, (board) => dropCard(board, cardId)),
    onSettled: () => refreshBoards(queryClient),
  });
}

/** A file added to a card shows in its list (and the count on its face) as soon as the server has it. */
export function useUploadKanbanAttachment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ cardId, file }: { cardId: string; file: File }) => uploadKanbanAttachment(cardId, file),
    onSuccess: ({ attachment }, { cardId }) =>
      updateBoards(queryClient, (board) => addAttachment(board, cardId, attachment)),
    onSettled: () => refreshBoards(queryClient),
  });
}

export function useDeleteKanbanAttachment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteKanbanAttachment,
    onSuccess: (_answer, attachmentId) => updateBoards(queryClient, (board) => dropAttachment(board, attachmentId)),
    onSettled: () => refreshBoards(queryClient),
  });
}
