import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '@pharmacy/shared/schemas/notification';
import { NOTIFICATION_KINDS } from '@pharmacy/shared/schemas/notification';
import { FakeAuth } from '../../../lib/auth/testing/fake-auth';
import { LiveEventsProvider } from '../../../components/live/live-events-provider';
import { FakeWebSocket } from '../../../components/live/testing/fake-web-socket';
import { changeLanguage, i18n, initI18n } from '../../../lib/i18n';
import { makeUser } from '../../../test/make-user';
import { mockFetch, requestsTo } from '../../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../../test/render';
import { NotificationsBell } from './notifications-bell';

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

function notice(
  id: string,
  kind: string,
  params: Notification['params'],
  overrides: Partial<Notification> = {},
): Notification {
  return { id, kind, params, link: '/my/dashboard', createdAt: minutesAgo(5), readAt: null, ...overrides };
}

const accepted = notice('n1', 'order.accepted', { reference: 'PL-7Q4K2M', pharmacy: 'Pharmacie du Sablon' });
const rejected = notice(
  'n2',
  'order.rejected',
  { reference: 'PL-AB12CD', pharmacy: 'Apotheek De Linde', reason: 'Out of stock' },
  { createdAt: minutesAgo(180) },
);
const oldRead = notice(
  'n3',
  'order.delivered',
  { reference: 'PL-OLD001' },
  { readAt: minutesAgo(60), createdAt: minutesAgo(3 * 24 * 60), link: null },
);

// While the list is open the rest of the page is hidden from assistive technology (modal popover).
const bell = () => screen.getByRole('button', { name: /^Notifications/, hidden: true });
const panel = () => screen.getByRole('dialog', { name: 'Notifications' });
/** Clicks the bell and waits for its panel (a lazy chunk). */
const openPanel = async (button: HTMLElement) => {
  fireEvent.click(button);
  await screen.findByRole('dialog', { name: 'Notifications' });
};
const titles = () =>
  within(panel())
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.MuiTypography-body2')!.textContent);

beforeAll(async () => {
  await initI18n();
});
beforeEach(async () => {
  await changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('NotificationsBell', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('shows the unread count, then the translated list with details and times, linking to the order', async () => {
    mockFetch(({ method, path }) =>
      method === 'GET' && path === '/api/notifications'
        ? { status: 200, body: { items: [accepted, rejected, oldRead], nextCursor: null, unread: 2 } }
        : { status: 404, body: { code: 'NOT_FOUND', message: 'no' } },
    );
    renderWithProviders(<NotificationsBell />);
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 2 unread'));
    expect(bell().textContent).toContain('2');

    await openPanel(bell());
    expect(titles()).toEqual(['Order PL-7Q4K2M accepted', 'Order PL-AB12CD rejected', 'Order PL-OLD001 delivered']);
    const [first, second, third] = within(panel()).getAllByRole('listitem');
    expect(within(first!).getByText('PL-7Q4K2M').tagName).toBe('BDI');
    expect(within(first!).getByText('Pharmacie du Sablon')).toBeTruthy();
    expect(within(first!).getByText('5 minutes ago').tagName).toBe('TIME');
    expect(within(first!).getByText('Unread', { exact: false })).toBeTruthy();
    expect(within(second!).getByText('Reason: Out of stock')).toBeTruthy();
    expect(within(second!).getByText('3 hours ago')).toBeTruthy();
    expect(within(third!).queryByText('Unread', { exact: false })).toBeNull();
    expect(within(third!).getByText('3 days ago')).toBeTruthy();
    expect(within(first!).getByRole('link').getAttribute('href')).toBe('/my/dashboard');
    expect(within(third!).queryByRole('link')).toBeNull();
    expect(within(panel()).getByText('2 unread')).toBeTruthy();
  });

  it('marks one read when it is opened, and all read with one button', async () => {
    let unread = 2;
    const fetch = mockFetch(({ method, path }) => {
      if (method === 'GET' && path === '/api/notifications')
        return { status: 200, body: { items: [accepted, rejected], nextCursor: null, unread } };
      if (method === 'POST' && path === '/api/notifications/n1/read')
        return { status: 200, body: { unread: (unread = 1) } };
      if (method === 'POST' && path === '/api/notifications/read-all')
        return { status: 200, body: { unread: (unread = 0) } };
      return { status: 404, body: { code: 'NOT_FOUND', message: 'no' } };
    });
    renderWithProviders(<NotificationsBell />);
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 2 unread'));
    await openPanel(bell());
    await act(async () => fireEvent.click(within(panel()).getAllByRole('link')[0]!));
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 1 unread'));
    expect(requestsTo(fetch, 'POST', '/api/notifications/n1/read')).toHaveLength(1);

    await openPanel(bell());
    // Opening an already read one asks nothing.
    await act(async () => fireEvent.click(within(panel()).getAllByRole('link')[0]!));
    expect(requestsTo(fetch, 'POST', '/api/notifications/n1/read')).toHaveLength(1);

    await openPanel(bell());
    await act(async () => fireEvent.click(within(panel()).getByRole('button', { name: 'Mark all as read' })));
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications'));
    expect(requestsTo(fetch, 'POST', '/api/notifications/read-all')).toHaveLength(1);
    expect(within(panel()).getByText('All caught up')).toBeTruthy();
    expect(within(panel()).getByRole('button', { name: 'Mark all as read' }).hasAttribute('disabled')).toBe(true);
    expect(within(panel()).queryByText('Unread', { exact: false })).toBeNull();
  });

  it('loads older notifications with the cursor', async () => {
    const fetch = mockFetch(({ path, search }) =>
      path === '/api/notifications'
        ? search.get('cursor') === 'c2'
          ? { status: 200, body: { items: [oldRead], nextCursor: null, unread: 1 } }
          : { status: 200, body: { items: [accepted], nextCursor: 'c2', unread: 1 } }
        : { status: 404 },
    );
    renderWithProviders(<NotificationsBell />);
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 1 unread'));
    await openPanel(bell());
    await act(async () => fireEvent.click(within(panel()).getByRole('button', { name: 'Load more' })));
    await waitFor(() => expect(titles()).toEqual(['Order PL-7Q4K2M accepted', 'Order PL-OLD001 delivered']));
    expect(within(panel()).queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(requestsTo(fetch, 'GET', '/api/notifications').map((r) => r.search.get('limit'))).toEqual(['20', '20']);
  });

  it('says so when there is nothing, or when the list cannot be loaded', async () => {
    mockFetch(() => ({ status: 200, body: { items: [], nextCursor: null, unread: 0 } }));
    const { unmount } = renderWithProviders(<NotificationsBell />);
    await openPanel(bell());
    expect(await within(panel()).findByText('No notifications yet')).toBeTruthy();
    unmount();

    mockFetch(() => ({ status: 500, body: { code: 'INTERNAL', message: 'down' } }));
    renderWithProviders(<NotificationsBell />);
    await openPanel(bell());
    expect(await within(panel()).findByText('The notifications could not be loaded.')).toBeTruthy();
  });

  it('reads in the interface language, and names an unknown kind generically', async () => {
    await changeLanguage('fr');
    mockFetch(() => ({
      status: 200,
      body: {
        items: [accepted, notice('n9', 'order.something_new', { reference: 'PL-NEW001' })],
        nextCursor: null,
        unread: 2,
      },
    }));
    renderWithProviders(<NotificationsBell />);
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 2 non lues'));
    await openPanel(bell());
    expect(titles()).toEqual(['Commande PL-7Q4K2M acceptée', 'Nouvelle notification']);
    expect(within(panel()).getAllByText('il y a 5 minutes')).toHaveLength(2);
  });

  it('has a title for every kind the server sends, in English', () => {
    for (const kind of NOTIFICATION_KINDS) expect(i18n.exists(`notifications.kinds.${kind}`), kind).toBe(true);
  });

  it("shows an admin's decision about one's account with their message and the new role", async () => {
    const refused = notice('n4', 'account.refused', { message: 'We could not confirm your licence.' }, { link: null });
    const role = notice('n5', 'account.role_changed', { role: 'shipper' }, { link: null });
    mockFetch(() => ({ status: 200, body: { items: [refused, role], nextCursor: null, unread: 2 } }));
    renderWithProviders(<NotificationsBell />);
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 2 unread'));
    await openPanel(bell());
    expect(titles()).toEqual(['Your account was not approved', 'Your role is now Courier']);
    expect(within(panel()).getByText('Message: We could not confirm your licence.')).toBeTruthy();
  });

  it('refreshes when a live notification.created event arrives', async () => {
    FakeWebSocket.instances = [];
    vi.stubGlobal('WebSocket', FakeWebSocket);
    let items = [accepted];
    mockFetch(() => ({ status: 200, body: { items, nextCursor: null, unread: items.length } }));
    renderWithProviders(<NotificationsBell />, {
      around: (children) => (
        <FakeAuth user={makeUser()}>
          <LiveEventsProvider>{children}</LiveEventsProvider>
        </FakeAuth>
      ),
    });
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 1 unread'));
    items = [rejected, accepted];
    act(() => FakeWebSocket.latest().open());
    act(() => FakeWebSocket.latest().receive({ type: 'notification.created' }));
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 2 unread'));
  });
});
