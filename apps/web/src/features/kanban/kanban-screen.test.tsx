import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../lib/i18n';
import { mockFetch, requestsTo, type MockReply, type MockRequest } from '../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../test/render';
import { BOARDS, makeBoard, makeCard } from './kanban-fixtures';
import { KanbanScreen } from './kanban-screen';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

const mine = makeBoard({
  id: 'board-mine',
  kind: 'personal',
  name: '',
  cards: {},
  columns: { 'col-mine': { id: 'col-mine', name: 'My week', cardIds: [] } },
  columnOrder: ['col-mine'],
});

function setup(extra: (request: MockRequest) => MockReply | undefined = () => undefined, url = '/dashboard/kanban') {
  const fetch = mockFetch((request) => {
    const own = extra(request);
    if (own) return own;
    if (request.path === '/api/kanban/board')
      return {
        status: 200,
        body: { board: request.search.get('boardId') === 'board-mine' ? mine : makeBoard(), boards: BOARDS },
      };
    return { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
  });
  const { queryClient } = renderWithProviders(<KanbanScreen />, { url });
  return Object.assign(fetch, { queryClient });
}

describe('the kanban board', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('shows the columns in order with their cards', async () => {
    setup();
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(['To do', 'Doing', 'Done']);
    const todo = screen.getByRole('region', { name: 'To do' });
    const cards = within(todo).getAllByRole('button', { name: /Order insulin pens|Call Dr Peeters/ });
    expect(cards.map((c) => c.textContent)).toEqual([
      expect.stringContaining('Order insulin pens'),
      expect.stringContaining('Call Dr Peeters'),
    ]);
    expect(within(todo).getByText('High')).toBeTruthy();
    expect(within(todo).getByText('1/2 done')).toBeTruthy();
    expect(within(todo).getByText('Assigned to Sophie Dubois')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Doing' })).getByText('ORD-0042')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Done' })).getByText('No cards yet.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Team · Pharmacie du Parc', selected: true })).toBeTruthy();
  });

  it('switches to one’s own board', async () => {
    const fetch = setup();
    fireEvent.click(await screen.findByRole('tab', { name: 'My board' }));
    expect(await screen.findByRole('heading', { name: 'My week', level: 2 })).toBeTruthy();
    expect(requestsTo(fetch, 'GET', '/api/kanban/board').map((r) => r.search.get('boardId'))).toEqual([
      null,
      'board-mine',
    ]);
  });

  it('shows an error with a retry when the board cannot be loaded', async () => {
    let fail = true;
    setup(({ path }) =>
      path === '/api/kanban/board' && fail ? { status: 500, body: { message: 'Boom', code: 'INTERNAL' } } : undefined,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The board could not be loaded.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'To do', level: 2 })).toBeTruthy();
  });

  it('offers the first board when the one in the address cannot be opened', async () => {
    setup(
      ({ path, search }) =>
        path === '/api/kanban/board' && search.get('boardId') === 'gone'
          ? { status: 404, body: { message: 'No such board.', code: 'NOT_FOUND' } }
          : undefined,
      '/dashboard/kanban?board=gone',
    );
    expect(await screen.findByText('This board does not exist or you can no longer open it.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open my first board' }));
    expect(await screen.findByRole('heading', { name: 'To do', level: 2 })).toBeTruthy();
  });

  it('adds a card at the bottom of a column', async () => {
    const fetch = setup(({ method, path, body }) => {
      if (method !== 'POST' || path !== '/api/kanban/cards/new') return undefined;
      const { columnId, card } = body as { columnId: string; card: { title: string } };
      return { status: 200, body: { card: makeCard({ id: 'card-new', columnId, title: card.title }) } };
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add a card to Done' }));
    const done = screen.getByRole('region', { name: 'Done' });
    fireEvent.change(within(done).getByRole('textbox', { name: 'Card title' }), { target: { value: 'Return the expired stock' } });
    fireEvent.click(within(done).getByRole('button', { name: 'Add card' }));
    expect(await within(done).findByText('Return the expired stock')).toBeTruthy();
    expect(requestsTo(fetch, 'POST', '/api/kanban/cards/new').map((r) => r.body)).toEqual([
      { columnId: 'col-done', card: { title: 'Return the expired stock' } },
    ]);
  });

  it('asks before deleting a column, saying its cards go too', async () => {
    const fetch = setup(({ method, path }) =>
      method === 'POST' && path === '/api/kanban/columns/delete' ? { status: 200, body: { id: 'col-todo' } } : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for the column To do' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete column' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the column “To do”?' });
    expect(dialog.textContent).toContain('The cards in it (2) will be deleted with it.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete column' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'To do', level: 2 })).toBeNull());
    expect(requestsTo(fetch, 'POST', '/api/kanban/columns/delete').map((r) => r.body)).toEqual([{ columnId: 'col-todo' }]);
  });

  it('renames a column and shows the server’s field error under the name', async () => {
    setup(({ method, path }) =>
      method === 'POST' && path === '/api/kanban/columns/update'
        ? { status: 400, body: { message: 'Invalid', code: 'VALIDATION', fields: { 'column.name': 'validation.tooLong' } } }
        : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for the column Doing' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const name = screen.getByRole('textbox', { name: 'Column name' });
    fireEvent.change(name, { target: { value: 'In progress' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This is too long.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Column name' }) as HTMLInputElement).value).toBe('In progress');
  });

  it('opens a card with Enter', async () => {
    setup();
    const card = await screen.findByRole('button', { name: /Count the safe/ });
    fireEvent.keyDown(card, { key: 'Enter', code: 'Enter' });
    const dialog = await screen.findByRole('dialog', { name: 'Edit card' });
    expect((within(dialog).getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('Count the safe');
  });

  it('closes an open card that a colleague deleted, and says so', async () => {
    let gone = false;
    const { queryClient } = setup((request) => {
      if (request.path !== '/api/kanban/board' || !gone) return undefined;
      const board = makeBoard();
      const id = Object.values(board.cards).find((c) => c.title === 'Count the safe')!.id;
      delete board.cards[id];
      for (const column of Object.values(board.columns)) column.cardIds = column.cardIds.filter((c) => c !== id);
      return { status: 200, body: { board, boards: BOARDS } };
    });
    fireEvent.keyDown(await screen.findByRole('button', { name: /Count the safe/ }), { key: 'Enter', code: 'Enter' });
    await screen.findByRole('dialog', { name: 'Edit card' });
    gone = true;
    // What the live `kanban.changed` event does: the boards are read again.
    await queryClient.invalidateQueries({ queryKey: ['kanban'] });
    expect(await screen.findByText('This card was deleted by someone else, so your changes to it could not be kept.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit card' })).toBeNull());
  });

  it('says nothing of the kind when one deletes the open card oneself', async () => {
    setup((request) => (request.path === '/api/kanban/cards/delete' ? { status: 200, body: { ok: true } } : undefined));
    fireEvent.keyDown(await screen.findByRole('button', { name: /Count the safe/ }), { key: 'Enter', code: 'Enter' });
    const dialog = await screen.findByRole('dialog', { name: 'Edit card' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete card' }));
    const confirm = await screen.findByRole('dialog', { name: /Count the safe/ });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete card' }));
    expect(await screen.findByText('Card deleted.')).toBeTruthy();
    expect(screen.queryByText(/deleted by someone else/)).toBeNull();
  });
});
