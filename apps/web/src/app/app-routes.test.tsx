import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import { changeLanguage, initI18n } from '../lib/i18n';
import { clearAllSettingsCookies } from '../theme/theme-test-providers';
import { ThemeTestProviders } from '../theme/theme-test-providers';
import { routes } from './app-routes';
import { FakeAuth, testUser } from '../lib/auth/testing/fake-auth';
import { ShellData, stubShellRequests } from './testing/shell-data';

beforeAll(async () => {
  await initI18n();
  stubShellRequests();
  // jsdom has no scrolling; ScrollRestoration calls it.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(cleanup);

function renderApp(url: string, user: UserProfile | null = null) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <ThemeTestProviders>
      <ShellData>
        <FakeAuth user={user}>
          <RouterProvider router={router} />
        </FakeAuth>
      </ShellData>
    </ThemeTestProviders>,
  );
  return router;
}

// Lazy pages load on first visit; a cold transform in CI can take a few seconds.
const h1 = () => screen.findByRole('heading', { level: 1 }, { timeout: 20_000 });

// Each test renders the real shell and loads its lazy pages: slow machines need room.
describe('the application shell', { timeout: 60_000 }, () => {
  it('opens a dashboard with breadcrumbs, a title and its date range', async () => {
    renderApp('/dashboard/booking', testUser('pharmacy'));
    expect((await h1()).textContent).toBe('Bookings');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(crumbs).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(within(crumbs).getByText('Bookings').closest('[aria-current="page"]')).not.toBeNull();
    expect(screen.getByRole('group', { name: 'Period' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Bookings | PharmaLink'));
  });

  it('opens the blog editor for a post by its id, with the way back to the posts', async () => {
    renderApp('/dashboard/blog/post/A%2F7', testUser('pharmacy'));
    expect((await h1()).textContent).toBe('Edit post');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(crumbs).getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('/dashboard/blog/posts');
    await waitFor(() => expect(document.title).toBe('Edit post | PharmaLink'));
  });

  it('shows each role its own navigation, with the current page marked', async () => {
    renderApp('/dashboard/order/list', testUser('shipper'));
    await h1();
    const nav = screen.getAllByRole('navigation', { name: 'Dashboard' })[0];
    const deliveries = within(nav).getByRole('link', { name: 'My deliveries' });
    expect(deliveries.getAttribute('aria-current')).toBe('page');
    expect(within(nav).queryByRole('link', { name: 'Invoices' })).toBeNull();
    expect(within(nav).queryByRole('button', { name: 'Users' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Calendar' }).getAttribute('aria-current')).toBeNull();
  });

  it('has the landmarks and the skip link', async () => {
    renderApp('/dashboard/app', testUser('admin'));
    expect((await h1()).textContent).toBe('Good to see you, Alex');
    expect(screen.getByText('What needs doing today, from the live lists.')).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main').id).toBe('main-content');
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe('#main-content');
    expect(screen.getByRole('button', { name: 'Account menu of Alex Martin' })).toBeTruthy();
  });

  it('redirects /dashboard to the overview', async () => {
    const router = renderApp('/dashboard', testUser('admin'));
    await h1();
    expect(router.state.location.pathname).toBe('/dashboard/app');
  });

  it('sends a role to permission-denied when a page is not for it', async () => {
    const router = renderApp('/dashboard/invoice/list', testUser('shipper'));
    expect((await h1()).textContent).toBe('Permission denied');
    expect(router.state.location.pathname).toBe('/dashboard/permission-denied');
  });

  it('answers an unknown address with the 404 page', async () => {
    renderApp('/no/such/page');
    expect((await h1()).textContent).toBe('Page not found');
    expect(screen.getByRole('link', { name: 'Go to home page' }).getAttribute('href')).toBe('/');
  });

  it('greets a customer by name in their area', async () => {
    renderApp('/my/dashboard', testUser('customer', 'active', { first_name: 'Lotte' }));
    expect((await h1()).textContent).toBe('Hello, Lotte');
    const nav = screen.getAllByRole('navigation', { name: 'My space' })[0];
    expect(within(nav).getByRole('link', { name: 'My orders' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'New order' }).getAttribute('href')).toBe('/my/order');
    expect(within(nav).getByRole('link', { name: 'Chat' }).getAttribute('href')).toBe('/my/chat');
    expect(within(nav).getByRole('link', { name: 'Mail' }).getAttribute('href')).toBe('/my/mail');
  });

  it('opens the FAQ in a new tab from the public footer', async () => {
    renderApp('/');
    expect((await h1()).textContent).toBe('Order from your own pharmacy, with or without a prescription');
    const footer = screen.getByRole('contentinfo');
    const faq = within(footer).getByRole('link', { name: /FAQ/ });
    expect(faq.getAttribute('target')).toBe('_blank');
    expect(faq.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Order medicine' }).getAttribute('href')).toBe('/my/order');
  });

  it('renders the components gallery with real MUI pieces', async () => {
    renderApp('/components');
    expect((await h1()).textContent).toBe('UI components');
    expect(screen.getByRole('table', { name: 'Colour presets' })).toBeTruthy();
    expect(screen.getByRole('tablist', { name: 'Example tabs' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Last name' })).toBeTruthy();
  });

  it('mirrors in Arabic and keeps identifiers left-to-right', async () => {
    await act(() => changeLanguage('ar'));
    try {
      renderApp('/dashboard/order/A-17', testUser('pharmacy'));
      expect((await h1()).textContent).toBe('تفاصيل الطلب');
      await waitFor(() => expect(document.documentElement.getAttribute('dir')).toBe('rtl'));
      const crumbs = screen.getByRole('navigation', { name: 'مسار التنقل' });
      expect(within(crumbs).getByText('A-17').closest('bdi')?.getAttribute('dir')).toBe('ltr');
      expect(screen.getAllByRole('navigation', { name: 'لوحة التحكم' }).length).toBeGreaterThan(0);
    } finally {
      cleanup();
      await act(() => changeLanguage('en'));
      clearAllSettingsCookies();
    }
  });
});
