import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../lib/i18n';
import { mockFetch, requestsTo } from '../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../test/render';
import { makeLabel, notFound, SYSTEM_LABELS } from './mail-fixtures';
import { MailNav } from './mail-nav';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

const labels = [
  ...SYSTEM_LABELS.map((l) =>
    l.id === 'inbox' ? { ...l, unreadCount: 3 } : l.id === 'important' ? { ...l, unreadCount: 1200 } : l,
  ),
  makeLabel({
    id: '11111111-1111-4111-8111-111111111111',
    type: 'custom',
    name: 'Suppliers',
    color: '#00B8D9',
    unreadCount: 2,
  }),
];

function setup() {
  const fetch = mockFetch(({ method, path }) => {
    if (method === 'GET' && path === '/api/mail/labels') return { status: 200, body: { labels } };
    if (method === 'POST' && path === '/api/mail/labels')
      return {
        status: 201,
        body: { label: makeLabel({ id: 'l-2', type: 'custom', name: 'Family', color: '#8E33FF' }) },
      };
    return notFound;
  });
  const onSelect = vi.fn();
  renderWithProviders(<MailNav activeLabelId="inbox" onSelect={onSelect} actions={null} />);
  return { fetch, onSelect };
}

describe('MailNav', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('lists the system labels in the reader’s language with their unread counts, then one’s own', async () => {
    const { onSelect } = setup();
    const system = await screen.findByRole('list', { name: 'Labels' });
    const names = within(system)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names).toEqual([
      'All mail',
      'Inbox33 unread',
      'Sent',
      'Drafts',
      'Starred',
      'Important999+1200 unread',
      'Trash',
    ]);
    expect(within(system).getByRole('button', { name: 'Inbox 3 unread' })).toBeTruthy();
    expect(
      within(system)
        .getByRole('button', { name: /^Inbox/ })
        .getAttribute('aria-current'),
    ).toBe('page');
    const custom = screen.getByRole('list', { name: 'My labels' });
    expect(within(custom).getByText('Suppliers')).toBeTruthy();
    expect(within(custom).getByText('2 unread')).toBeTruthy();
    fireEvent.click(within(system).getByRole('button', { name: /Starred/ }));
    expect(onSelect).toHaveBeenCalledWith('starred');
  });

  it('creates a label with a name and a colour of the palette', async () => {
    const { fetch } = setup();
    await screen.findByRole('list', { name: 'Labels' });
    fireEvent.click(screen.getByRole('button', { name: 'New label' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: ' Family ' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Colour 2' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(requestsTo(fetch, 'POST', '/api/mail/labels').map((r) => r.body)).toEqual([
      { name: 'Family', color: '#8E33FF' },
    ]);
    expect(await screen.findByText('Family')).toBeTruthy();
  });
});
