import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FakeAuth, testUser } from '../../lib/auth/testing/fake-auth';
import { changeLanguage, initI18n } from '../../lib/i18n';
import { mockFetch, requestsTo } from '../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../test/render';
import { ManagePostsPage } from './manage-posts-page';
import { managedPost } from './testing/managed-post';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

const row = managedPost();

describe('/dashboard/blog/posts', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('shows the posts with the tabs’ counts, and asks by status, search and sort', async () => {
    const fetch = mockFetch(({ path }) =>
      path === '/api/blog/manage/posts'
        ? { status: 200, body: { posts: [row], counts: { draft: 1, scheduled: 0, published: 2 }, nextCursor: null } }
        : { status: 404 },
    );
    renderWithProviders(<ManagePostsPage />, {
      url: '/dashboard/blog/posts',
      around: (children) => <FakeAuth user={testUser('pharmacy')}>{children}</FakeAuth>,
    });
    const link = await screen.findByRole('link', { name: /Sleep well/ });
    expect(link.getAttribute('href')).toBe(`/dashboard/blog/post/${row.id}`);
    expect(screen.getByRole('tab', { name: 'All 3' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Published 2' })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Published 2' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search articles' }), { target: { value: 'sleep' } });
    await waitFor(() => {
      const last = requestsTo(fetch, 'GET', '/api/blog/manage/posts').at(-1)!;
      expect([last.search.get('status'), last.search.get('q'), last.search.get('sort')]).toEqual([
        'published',
        'sleep',
        'updated',
      ]);
    });
  });
});
