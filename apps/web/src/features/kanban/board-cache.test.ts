import { describe, expect, it } from 'vitest';
import { placeCard, placeColumn } from '../../api/kanban';
import { makeBoard } from './kanban-fixtures';

/** The board on screen right after a drop, before the server answers (api/kanban.ts). */
describe('an optimistic move', () => {
  it('puts a card after its neighbour in another column and follows it there', () => {
    const board = placeCard(makeBoard(), { cardId: 'card-1', columnId: 'col-doing', afterCardId: 'card-3' });
    expect(board.columns['col-todo']!.cardIds).toEqual(['card-2']);
    expect(board.columns['col-doing']!.cardIds).toEqual(['card-3', 'card-1']);
    expect(board.cards['card-1']!.columnId).toBe('col-doing');
  });

  it('puts a card first when it names no neighbour, and last when its neighbour has gone (as the server does)', () => {
    expect(placeCard(makeBoard(), { cardId: 'card-2', columnId: 'col-todo', afterCardId: null }).columns['col-todo']!.cardIds).toEqual([
      'card-2',
      'card-1',
    ]);
    expect(placeCard(makeBoard(), { cardId: 'card-3', columnId: 'col-todo', afterCardId: 'gone' }).columns['col-todo']!.cardIds).toEqual([
      'card-1',
      'card-2',
      'card-3',
    ]);
  });

  it('leaves the board as it is for a card or column it does not hold', () => {
    const board = makeBoard();
    expect(placeCard(board, { cardId: 'nope', columnId: 'col-todo', afterCardId: null })).toBe(board);
    expect(placeColumn(board, { columnId: 'nope', afterColumnId: null })).toBe(board);
  });

  it('moves a column after its neighbour, or first', () => {
    expect(placeColumn(makeBoard(), { columnId: 'col-todo', afterColumnId: 'col-done' }).columnOrder).toEqual([
      'col-doing',
      'col-done',
      'col-todo',
    ]);
    expect(placeColumn(makeBoard(), { columnId: 'col-done', afterColumnId: null }).columnOrder).toEqual([
      'col-done',
      'col-todo',
      'col-doing',
    ]);
  });
});
