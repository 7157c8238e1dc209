import { describe, expect, it } from 'vitest';
import { cardMoveFromDrop, columnMoveFromDrop, columnOf, itemsOf, moveCardOver } from './board-moves';

const items = { todo: ['a', 'b', 'c'], doing: ['d'], done: [] as string[] };

describe('a card dropped', () => {
  it('lower in its own column names the card now above it', () => {
    const after = moveCardOver(items, 'a', 'c');
    expect(after.todo).toEqual(['b', 'c', 'a']);
    expect(cardMoveFromDrop(items, after, 'a')).toEqual({ cardId: 'a', columnId: 'todo', afterCardId: 'c' });
  });

  it('at the top of its column names no neighbour', () => {
    const after = moveCardOver(items, 'c', 'a');
    expect(after.todo).toEqual(['c', 'a', 'b']);
    expect(cardMoveFromDrop(items, after, 'c')).toEqual({ cardId: 'c', columnId: 'todo', afterCardId: null });
  });

  it('on a card of another column goes before it, or after it when dropped on its lower half', () => {
    const above = moveCardOver(items, 'b', 'd');
    expect(above).toEqual({ todo: ['a', 'c'], doing: ['b', 'd'], done: [] });
    expect(cardMoveFromDrop(items, above, 'b')).toEqual({ cardId: 'b', columnId: 'doing', afterCardId: null });
    const below = moveCardOver(items, 'b', 'd', true);
    expect(below.doing).toEqual(['d', 'b']);
    expect(cardMoveFromDrop(items, below, 'b')).toEqual({ cardId: 'b', columnId: 'doing', afterCardId: 'd' });
  });

  it('on an empty column (the column itself) goes to its end', () => {
    const after = moveCardOver(items, 'a', 'done');
    expect(after).toEqual({ todo: ['b', 'c'], doing: ['d'], done: ['a'] });
    expect(cardMoveFromDrop(items, after, 'a')).toEqual({ cardId: 'a', columnId: 'done', afterCardId: null });
    expect(moveCardOver(items, 'a', 'doing').doing).toEqual(['d', 'a']);
  });

  it('where it was sends nothing', () => {
    expect(cardMoveFromDrop(items, items, 'b')).toBeNull();
    expect(moveCardOver(items, 'b', 'todo')).toBe(items);
    expect(cardMoveFromDrop(items, moveCardOver(items, 'b', 'b'), 'b')).toBeNull();
  });

  it('finds the column of a card or a column', () => {
    expect(columnOf(items, 'd')).toBe('doing');
    expect(columnOf(items, 'done')).toBe('done');
    expect(columnOf(items, 'zzz')).toBeUndefined();
  });
});

describe('a column dropped', () => {
  const order = ['todo', 'doing', 'done'];

  it('to the right names the column now before it', () => {
    expect(columnMoveFromDrop(order, 'todo', 'done')).toEqual({
      order: ['doing', 'done', 'todo'],
      move: { columnId: 'todo', afterColumnId: 'done' },
    });
  });

  it('first names no neighbour', () => {
    expect(columnMoveFromDrop(order, 'done', 'todo')?.move).toEqual({ columnId: 'done', afterColumnId: null });
  });

  it('on itself sends nothing', () => {
    expect(columnMoveFromDrop(order, 'doing', 'doing')).toBeNull();
  });
});

describe('the items of a board', () => {
  it('follow the column order', () => {
    const board = {
      columnOrder: ['y', 'x'],
      columns: { x: { id: 'x', name: 'X', cardIds: ['1'] }, y: { id: 'y', name: 'Y', cardIds: [] } },
    };
    expect(Object.entries(itemsOf(board))).toEqual([
      ['y', []],
      ['x', ['1']],
    ]);
  });
});
