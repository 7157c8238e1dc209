import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../lib/i18n';
import { mockFetch, requestsTo, type MockReply } from '../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../test/render';
import type { KanbanBoard } from '@pharmacy/shared/schemas/kanban';
import { BOARDS, makeBoard } from './kanban-fixtures';
import { KanbanScreen } from './kanban-screen';

/*
 * jsdom lays nothing out: every box is 0×0. The board's boxes are given here from the DOM as it stands (columns
 * 280 px wide, 300 px apart; cards 90 px tall, 100 px apart), so dnd-kit's keyboard moves find their neighbours.
 */
function layout(element: Element): DOMRect {
  // The drag overlay (dnd-kit measures its only child) is where the picked card was, at its size, by inline style.
  const overlay = element.parentElement;
  if (overlay?.style.position === 'fixed' && overlay.style.width) {
    const { left, top, width, height } = overlay.style;
    return new DOMRect(parseFloat(left), parseFloat(top), parseFloat(width), parseFloat(height));
  }
  const column = element.closest('[data-testid^="kanban-column-"]');
  const columns = [...document.querySelectorAll('[data-testid^="kanban-column-"]')];
  const left = columns.indexOf(column!) * 300;
  const testId = element.getAttribute('data-testid') ?? '';
  if (testId.startsWith('kanban-column-')) return new DOMRect(left, 0, 280, 600);
  if (testId.startsWith('kanban-card-')) {
    const cards = [...column!.querySelectorAll('[data-testid^="kanban-card-"]')];
    return new DOMRect(left + 10, 60 + cards.indexOf(element) * 100, 260, 90);
  }
  return new DOMRect(0, 0, 0, 0);
}

const realRect = Element.prototype.getBoundingClientRect;
beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
  Element.prototype.getBoundingClientRect = function (this: Element) {
    return layout(this);
  };
});
afterAll(() => {
  Element.prototype.getBoundingClientRect = realRect;
});
afterEach(() => vi.unstubAllGlobals());

/** A server that keeps an accepted move: the board asked again after it has the move's columns. */
function setup(moveReply: MockReply) {
  let board = makeBoard();
  const fetch = mockFetch(({ method, path }) => {
    if (path === '/api/kanban/board') return { status: 200, body: { board, boards: BOARDS } };
    if (method === 'POST' && path === '/api/kanban/cards/move') {
      if (moveReply.status === 200) board = { ...board, ...(moveReply.body as Pick<KanbanBoard, 'columns' | 'columnOrder'>) };
      return moveReply;
    }
    return { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
  });
  renderWithProviders(<KanbanScreen />, { url: '/dashboard/kanban' });
  return fetch;
}

const key = async (element: Element, code: string) => {
  await act(async () => {
    fireEvent.keyDown(element, { code, key: code === 'Space' ? ' ' : code });
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
};

const titlesIn = (column: string) =>
  within(screen.getByRole('region', { name: column }))
    .queryAllByRole('button', { name: /Order insulin pens|Call Dr Peeters|Count the safe/ })
    .map((card) => card.querySelector('.MuiTypography-subtitle2')?.textContent);

describe('dragging a card with the keyboard', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('moves it to the top of the next column (no neighbour before it), and says so', async () => {
    const answer = makeBoard();
    const fetch = setup({
      status: 200,
      body: {
        columnOrder: answer.columnOrder,
        columns: {
          ...answer.columns,
          'col-todo': { id: 'col-todo', name: 'To do', cardIds: ['card-2'] },
          'col-doing': { id: 'col-doing', name: 'Doing', cardIds: ['card-1', 'card-3'] },
        },
      },
    });
    const card = await screen.findByRole('button', { name: /Order insulin pens/ });
    card.focus();
    await key(card, 'Space');
    await key(card, 'ArrowRight');
    expect(await screen.findByText(/^The card Order insulin pens is at position 1 of 2 in Doing\.$/)).toBeTruthy();
    await key(document.activeElement ?? card, 'Space');

    await waitFor(() =>
      expect(requestsTo(fetch, 'POST', '/api/kanban/cards/move').map((r) => r.body)).toEqual([
        { cardId: 'card-1', columnId: 'col-doing', afterCardId: null },
      ]),
    );
    await waitFor(() => expect(titlesIn('Doing')).toEqual(['Order insulin pens', 'Count the safe']));
    expect(titlesIn('To do')).toEqual(['Call Dr Peeters']);
    expect(await screen.findByText('The card Order insulin pens was dropped at position 1 of 2 in Doing.')).toBeTruthy();
  });

  it('puts the card back and says why when the server refuses the move', async () => {
    setup({ status: 500, body: { message: 'Boom', code: 'INTERNAL' } });
    const card = await screen.findByRole('button', { name: /Order insulin pens/ });
    card.focus();
    await key(card, 'Space');
    await key(card, 'ArrowRight');
    await key(document.activeElement ?? card, 'Space');
    expect(await screen.findByText('The move could not be saved: the board is back as it was.')).toBeTruthy();
    await waitFor(() => expect(titlesIn('To do')).toEqual(['Order insulin pens', 'Call Dr Peeters']));
  });
});
