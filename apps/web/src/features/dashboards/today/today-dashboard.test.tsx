import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DashboardApp, DashboardAppOf, DashboardOrderRow } from '@pharmacy/shared/schemas/dashboard-app';
import { FakeAuth, testUser } from '../../../lib/auth/testing/fake-auth';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { mockFetch, requestsTo } from '../../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../../test/render';
import { CustomerToday } from './customer-today';
import { TodayDashboard } from './today-dashboard';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

const PATH = '/api/dashboards/app';
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

const row = (over: Partial<DashboardOrderRow>): DashboardOrderRow => ({
  id: 'o1',
  reference: 'PL-ABC234',
  status: 'submitted',
  deliveryType: 'take_away',
  pharmacyName: null,
  postalCode: null,
  city: null,
  createdAt: hoursAgo(3),
  updatedAt: hoursAgo(1),
  ...over,
});

const pharmacy: DashboardAppOf<'pharmacy'> = {
  role: 'pharmacy',
  pharmacies: [{ id: 'p1', name: 'Pharmacie du Sablon', onDutyToday: { start: '19:00', end: '08:00' } }],
  desk: [
    { status: 'submitted', count: 4, oldestAt: hoursAgo(2) },
    { status: 'accepted', count: 0, oldestAt: null },
    { status: 'preparing', count: 1, oldestAt: hoursAgo(1) },
    { status: 'ready', count: 3, oldestAt: hoursAgo(50) },
  ],
  oldest: [row({ id: 'o1', reference: 'PL-OLD234' }), row({ id: 'o2', reference: 'PL-NEW567', status: 'ready' })],
  underway: [
    { status: 'out_for_delivery', count: 2, oldestAt: hoursAgo(5) },
    { status: 'delivery_failed', count: 1, oldestAt: hoursAgo(6) },
  ],
  unreadMessages: 7,
  stock: {
    out: 1,
    low: 2,
    lowest: [
      { slug: 'zinc-cream-abc123', name: 'Zinc cream', quantity: 0 },
      { slug: 'arnica-gel-def456', name: 'Arnica gel', quantity: 3 },
    ],
  },
  today: { received: 6, handedOver: 2, rejected: 1 },
};

const render = (
  answer: () => { status: number; body?: unknown },
  role: 'pharmacy' | 'shipper' | 'admin' = 'pharmacy',
) => {
  const fetch = mockFetch(({ path }) => (path === PATH ? answer() : { status: 404 }));
  renderWithProviders(<TodayDashboard />, {
    url: '/dashboard/app',
    around: (children) => <FakeAuth user={testUser(role)}>{children}</FakeAuth>,
  });
  return fetch;
};

/** The tile whose heading is `label`, and its number. */
const tile = (label: string) => {
  const heading = screen.getByRole('heading', { name: label });
  return { number: heading.nextSibling?.textContent, link: heading.closest('a')?.getAttribute('href') ?? null };
};

describe('/dashboard/app', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('a pharmacist: the desk per status with links to each tab, oldest first', async () => {
    render(() => ({ status: 200, body: pharmacy }));
    expect(await screen.findByText('Pharmacie du Sablon is on duty today, 19:00–08:00')).toBeTruthy();
    expect(tile('New, to accept')).toEqual({ number: '4', link: '/dashboard/order/list?status=submitted&sort=oldest' });
    expect(tile('Ready to hand over')).toEqual({ number: '3', link: '/dashboard/order/list?status=ready&sort=oldest' });
    expect(tile('Delivery failed')).toEqual({
      number: '1',
      link: '/dashboard/order/list?status=delivery_failed&sort=oldest',
    });
    expect(tile('Unread messages')).toEqual({ number: '7', link: '/dashboard/chat' });
    expect(tile('Orders received today').number).toBe('6');
    expect(screen.getByText('2 handed over, 1 rejected today')).toBeTruthy();
    expect(screen.getByText('oldest: 2 hours ago')).toBeTruthy();
    expect(screen.getAllByText('nothing waiting')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'PL-OLD234' }).getAttribute('href')).toBe('/dashboard/order/o1');
    expect(screen.getByText('8 orders on the desk, oldest first')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zinc cream' }).getAttribute('href')).toBe(
      '/dashboard/e-commerce/product/zinc-cream-abc123/edit',
    );
    expect(screen.getByText('Sold out')).toBeTruthy();
    expect(screen.getByText('On sale in the shop: 1 sold out, 2 running low')).toBeTruthy();
  });

  it('says what will appear when nothing waits', async () => {
    render(() => ({
      status: 200,
      body: {
        ...pharmacy,
        pharmacies: [{ id: 'p1', name: 'Pharmacie du Sablon', onDutyToday: null }],
        oldest: [],
        stock: { out: 0, low: 0, lowest: [] },
      },
    }));
    expect(
      await screen.findByText('No order is waiting. New orders appear here as soon as they are placed.'),
    ).toBeTruthy();
    expect(
      screen.getByText('Every product on sale has more than 5 left. Products running low appear here.'),
    ).toBeTruthy();
    expect(screen.queryByText(/is on duty/)).toBeNull();
  });

  it('a courier: the next deliveries with where they go, and today’s totals', async () => {
    const body: DashboardApp = {
      role: 'shipper',
      next: [
        row({
          id: 'd1',
          reference: 'PL-ROAD23',
          status: 'out_for_delivery',
          deliveryType: 'neighbour',
          pharmacyName: 'Pharmacie du Sablon',
          postalCode: '1000',
          city: 'Bruxelles',
        }),
      ],
      assigned: 3,
      today: { delivered: 5, failed: 1, pickedUp: 6 },
      unreadMessages: 0,
    };
    render(() => ({ status: 200, body }), 'shipper');
    expect(await screen.findByRole('link', { name: 'PL-ROAD23' })).toBeTruthy();
    expect(screen.getByText(/Pharmacie du Sablon.*1000 Bruxelles.*updated 1 hour ago/)).toBeTruthy();
    expect(tile('Deliveries assigned to you')).toEqual({ number: '3', link: '/dashboard/order/list' });
    expect(tile('Delivered today').number).toBe('5');
    expect(tile('Not delivered today').number).toBe('1');
    expect(tile('Picked up today').number).toBe('6');
  });

  it('an admin: approvals link to the pending people, and the platform’s health', async () => {
    const body: DashboardApp = {
      role: 'admin',
      pending: { pharmacy: 2, shipper: 1, oldestAt: hoursAgo(30) },
      outbox: { pending: 0, failed: 3, oldestPendingAt: null },
      server: { startedAt: hoursAgo(4), serverErrors: 0 },
      today: { orders: 12, invoices: 4, signUps: 9, deliveries: 8 },
    };
    render(() => ({ status: 200, body }), 'admin');
    // The tiles come right after the page title: h2, so no heading level is skipped.
    expect(await screen.findByRole('heading', { level: 2, name: 'Pharmacies to approve' })).toBeTruthy();
    expect(tile('Pharmacies to approve')).toEqual({
      number: '2',
      link: '/dashboard/user/list?status=pending&role=pharmacy',
    });
    expect(tile('Couriers to approve')).toEqual({
      number: '1',
      link: '/dashboard/user/list?status=pending&role=shipper',
    });
    expect(tile('E-mails given up on').number).toBe('3');
    expect(screen.getByText('none waiting')).toBeTruthy();
    expect(tile('Server errors since start').number).toBe('0');
    expect(screen.getByText('running since 4 hours ago')).toBeTruthy();
    expect(tile('Orders placed today').number).toBe('12');
    expect(tile('Accounts created today').link).toBe('/dashboard/user/list?sort=-createdAt');
  });

  it('a failed read offers a retry, which reads again', async () => {
    let calls = 0;
    const fetch = render(() => (++calls === 1 ? { status: 500 } : { status: 200, body: pharmacy }));
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'New, to accept' })).toBeTruthy();
    expect(requestsTo(fetch, 'GET', PATH)).toHaveLength(2);
  });
});

describe('the customer’s notices on their home', { timeout: PAGE_TEST_TIMEOUT }, () => {
  const customer: DashboardApp = {
    role: 'customer',
    inProgress: 3,
    readyForPickup: [row({ id: 'r1', reference: 'PL-READY2', status: 'ready', pharmacyName: 'Pharmacie du Sablon' })],
    paperPrescriptions: [
      row({ id: 'p1', reference: 'PL-PAPER3', status: 'accepted', pharmacyName: 'Apotheek De Linde' }),
    ],
    substitutionsToAnswer: [
      row({ id: 's1', reference: 'PL-SUBST4', status: 'accepted', pharmacyName: 'Pharmacie du Sablon' }),
    ],
    invoices: [],
    unreadMessages: 2,
  };

  it('what waits on them, each with a link to act', async () => {
    mockFetch(({ path }) => (path === PATH ? { status: 200, body: customer } : { status: 404 }));
    renderWithProviders(<CustomerToday hrefOf={(id) => `/my/dashboard?order=${id}`} />, {
      url: '/my/dashboard',
      around: (children) => <FakeAuth user={testUser('customer')}>{children}</FakeAuth>,
    });
    expect(
      await screen.findByText(
        'Pharmacie du Sablon proposes a substitute in order PL-SUBST4: it waits for your answer.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Order PL-READY2 is ready to collect at Pharmacie du Sablon.')).toBeTruthy();
    expect(screen.getByText('Bring your paper prescription for order PL-PAPER3 to Apotheek De Linde.')).toBeTruthy();
    expect(screen.getByText('You have 2 unread messages.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Answer' }).getAttribute('href')).toBe('/my/dashboard?order=s1');
    expect(screen.getByRole('link', { name: 'Read' }).getAttribute('href')).toBe('/my/chat');
  });

  it('nothing when nothing waits on them', async () => {
    const fetch = mockFetch(({ path }) =>
      path === PATH
        ? {
            status: 200,
            body: {
              ...customer,
              readyForPickup: [],
              paperPrescriptions: [],
              substitutionsToAnswer: [],
              unreadMessages: 0,
            },
          }
        : { status: 404 },
    );
    const { container } = renderWithProviders(<CustomerToday hrefOf={(id) => id} />, {
      url: '/my/dashboard',
      around: (children) => <FakeAuth user={testUser('customer')}>{children}</FakeAuth>,
    });
    await vi.waitFor(() => expect(requestsTo(fetch, 'GET', PATH)).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(container.textContent).toBe('');
  });
});
