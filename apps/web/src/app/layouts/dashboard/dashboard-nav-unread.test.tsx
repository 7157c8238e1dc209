import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { navForRole } from '../../../config/nav';
import { useUnreadCounts } from '../../../api/unread-counts';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { mockFetch } from '../../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../../test/render';
import { DashboardNav } from './dashboard-nav';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

const labels = (inbox: number) => ({
  labels: [
    { id: 'inbox', type: 'system', name: 'inbox', color: null, unreadCount: inbox },
    { id: 'sent', type: 'system', name: 'sent', color: null, unreadCount: 5 },
  ],
});

/** The layout's wiring: the counts from the API into the navigation. */
function Nav({ mini = false }: { mini?: boolean }) {
  const badges = useUnreadCounts(true);
  return <DashboardNav sections={navForRole('pharmacy')} badges={badges} mini={mini} onToggleMini={() => {}} />;
}

function serve(inbox: number, chat: number) {
  return mockFetch(({ path }) => {
    if (path === '/api/mail/labels') return { status: 200, body: labels(inbox) };
    if (path === '/api/chat/conversations') return { status: 200, body: { conversations: [], unreadTotal: chat, nextCursor: null } };
    return { status: 404, body: { message: 'not here' } };
  });
}

describe('the navigation’s unread counts', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('shows the inbox’s unread mails and the unread chat messages beside Mail and Chat, in the links’ names', async () => {
    serve(3, 120);
    renderWithProviders(<Nav />);
    expect(await screen.findByRole('link', { name: 'Mail 3 unread' })).toBeTruthy();
    const chat = await screen.findByRole('link', { name: 'Chat 120 unread' });
    // Past 99 the pill says 99+; the exact figure is in the name and on the page.
    expect(chat.textContent).toContain('99+');
    // The sent label's count is not the inbox's.
    expect(screen.queryByText('5')).toBeNull();
  });

  it('shows nothing at zero, and the counts also in the narrow navigation', async () => {
    serve(0, 2);
    renderWithProviders(<Nav mini />);
    expect(await screen.findByRole('link', { name: 'Chat 2 unread' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Mail/ }).textContent).not.toMatch(/\d/);
  });
});
