import { beforeAll, describe, expect, it } from 'vitest';
import type { Active, Over } from '@dnd-kit/core';
import { changeLanguage, i18n, initI18n } from '../../lib/i18n';
import { boardAnnouncements } from './board-announcements';
import { itemsOf, moveCardOver } from './board-moves';
import { makeBoard } from './kanban-fixtures';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});

const board = makeBoard();
const active = (id: string) => ({ id }) as unknown as Active;
const over = (id: string) => ({ id }) as unknown as Over;

describe('what a screen reader hears', () => {
  it('names the card, its column and its place as it is picked up, carried and dropped', () => {
    let items = itemsOf(board);
    const say = boardAnnouncements(i18n.t, () => ({ board, items }));
    expect(say.onDragStart({ active: active('card-2') })).toBe('Picked up the card Call Dr Peeters, position 2 of 2 in To do.');
    // Over a card of another column before the screen has moved it there: that column, before that card.
    expect(say.onDragOver({ active: active('card-2'), over: over('card-3') })).toBe(
      'The card Call Dr Peeters is at position 1 of 2 in Doing.',
    );
    items = moveCardOver(items, 'card-2', 'col-done');
    expect(say.onDragEnd({ active: active('card-2'), over: over('col-done') })).toBe(
      'The card Call Dr Peeters was dropped at position 1 of 1 in Done.',
    );
    expect(say.onDragCancel({ active: active('card-2'), over: null })).toBe('Move cancelled: it is back where it was.');
  });

  it('names a column and the place it takes', () => {
    const say = boardAnnouncements(i18n.t, () => ({ board, items: itemsOf(board) }));
    expect(say.onDragStart({ active: active('col-todo') })).toBe('Picked up the column To do, position 1 of 3.');
    expect(say.onDragEnd({ active: active('col-todo'), over: over('col-done') })).toBe(
      'The column To do was dropped at position 3 of 3.',
    );
  });

  it('speaks the reader’s language', async () => {
    await changeLanguage('fr');
    const say = boardAnnouncements(i18n.t, () => ({ board, items: itemsOf(board) }));
    expect(say.onDragStart({ active: active('col-doing') })).toBe('Colonne Doing saisie, position 2 sur 3.');
    await changeLanguage('en');
  });
});
