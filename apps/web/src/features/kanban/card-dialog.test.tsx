import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../lib/i18n';
import { mockFetch, requestsTo } from '../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../test/render';
import { CardDialog } from './card-dialog';
import { KARIM, SOPHIE, makeCard } from './kanban-fixtures';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

const card = makeCard({
  title: 'Order insulin pens',
  assignees: [SOPHIE],
  order: { id: 'o-1', reference: 'ORD-0042' },
  checklist: [{ id: 'i1', text: 'Ask the wholesaler', done: false }],
});

function open(reply: { status: number; body: unknown }) {
  const fetch = mockFetch(({ path }) =>
    path === '/api/kanban/cards/update' ? reply : { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } },
  );
  const onClose = vi.fn();
  renderWithProviders(<CardDialog card={card} members={[SOPHIE, KARIM]} onClose={onClose} />);
  return { fetch, onClose, dialog: screen.getByRole('dialog', { name: 'Edit card' }) };
}

describe('the card dialog', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('puts the server’s field errors beside their fields and keeps what was typed', async () => {
    const { fetch, onClose, dialog } = open({
      status: 400,
      body: {
        message: 'Invalid',
        code: 'VALIDATION',
        fields: { 'card.orderId': 'validation.unknownOrder', 'card.assigneeIds.0': 'validation.assignee' },
      },
    });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    fireEvent.change(title, { target: { value: 'Order insulin pens today' } });
    const order = within(dialog).getByRole('textbox', { name: 'Linked order' });
    fireEvent.change(order, { target: { value: 'ORD-9999' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('No order you can open has this reference.')).toBeTruthy();
    expect(order.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText("Choose people from this board's team.")).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('Order insulin pens today');
    expect(onClose).not.toHaveBeenCalled();
    expect(requestsTo(fetch, 'POST', '/api/kanban/cards/update').map((r) => r.body)).toEqual([
      {
        cardId: 'card-1',
        card: {
          title: 'Order insulin pens today',
          description: '',
          priority: 'medium',
          dueDate: null,
          labels: [],
          checklist: [{ id: 'i1', text: 'Ask the wholesaler', done: false }],
          assigneeIds: ['u-sophie'],
          orderId: 'ORD-9999',
        },
      },
    ]);
  });

  it('checks the title and the due day before sending', async () => {
    const { fetch, dialog } = open({ status: 200, body: { card } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Title' }), { target: { value: '  ' } });
    fireEvent.change(within(dialog).getByLabelText('Due date'), { target: { value: '1899-12-31' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    expect(within(dialog).getByText('Choose a date between 1900-01-01 and 2099-12-31.')).toBeTruthy();
    expect(requestsTo(fetch, 'POST', '/api/kanban/cards/update')).toEqual([]);
  });

  it('saves the linked order by id when its reference is unchanged, and closes', async () => {
    const { fetch, onClose, dialog } = open({ status: 200, body: { card } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Item 1 done' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [sent] = requestsTo(fetch, 'POST', '/api/kanban/cards/update');
    expect(sent?.body).toMatchObject({
      card: { orderId: 'o-1', checklist: [{ id: 'i1', text: 'Ask the wholesaler', done: true }] },
    });
  });
});
