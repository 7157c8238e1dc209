import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BlogPostSummary } from '@pharmacy/shared/schemas/blog';
import { FakeAuth, testUser } from '../../lib/auth/testing/fake-auth';
import { changeLanguage, initI18n } from '../../lib/i18n';
import { mockFetch, requestsTo } from '../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../test/render';
import { BlogListPage } from './blog-list-page';
import { BlogPostPage } from './blog-post-page';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

const summary = (patch: Partial<BlogPostSummary> = {}): BlogPostSummary => ({
  id: '11111111-1111-4111-8111-111111111111',
  slug: 'sleep-well',
  title: 'Sleep well in winter',
  description: 'Five habits for better nights.',
  coverUrl: null,
  tags: ['sleep'],
  language: 'en',
  featured: false,
  publishAt: '2026-11-20T09:00:00.000Z',
  readingMinutes: 4,
  author: { name: 'Anna Peeters', avatarUrl: null },
  ...patch,
});

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}
const inAuth = (children: React.ReactNode) => <FakeAuth user={null}>{children}</FakeAuth>;

describe('/blog', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('lists posts with author and reading time, and asks again with the search and the chosen tag', async () => {
    const fetch = mockFetch(({ path }) => {
      if (path === '/api/blog/posts') return { status: 200, body: { posts: [summary()], nextCursor: null } };
      if (path === '/api/blog/tags') return { status: 200, body: { tags: [{ tag: 'sleep', count: 1 }] } };
      return { status: 404 };
    });
    renderWithProviders(<BlogListPage />, { url: '/blog', around: inAuth });
    expect((await screen.findAllByRole('heading', { name: 'Sleep well in winter' })).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Anna Peeters').length).toBeGreaterThan(0);
    expect(screen.getAllByText(/4 min read/).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Subscribe (RSS)' }).getAttribute('href')).toBe('/blog/rss.xml');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search articles' }), { target: { value: 'vitamin' } });
    await waitFor(() =>
      expect(requestsTo(fetch, 'GET', '/api/blog/posts').some((r) => r.search.get('q') === 'vitamin')).toBe(true),
    );

    fireEvent.click(await screen.findByRole('button', { name: 'sleep (1)' }));
    await waitFor(() =>
      expect(
        requestsTo(fetch, 'GET', '/api/blog/posts').some(
          (r) => r.search.get('tag') === 'sleep' && r.search.get('q') === 'vitamin',
        ),
      ).toBe(true),
    );
  });

  it('says so when nothing is published', async () => {
    mockFetch(({ path }) =>
      path === '/api/blog/posts'
        ? { status: 200, body: { posts: [], nextCursor: null } }
        : path === '/api/blog/tags'
          ? { status: 200, body: { tags: [] } }
          : { status: 404 },
    );
    renderWithProviders(<BlogListPage />, { url: '/blog', around: inAuth });
    expect(await screen.findByText('No articles')).toBeTruthy();
    expect(screen.getByText('Nothing has been published yet. Come back soon.')).toBeTruthy();
  });
});

const postRoutes = (
  <>
    <Routes>
      <Route path="/blog/post/:title" element={<BlogPostPage />} />
    </Routes>
    <Where />
  </>
);

describe('/blog/post/:title', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('shows the server’s body, the author and approved comments; an old slug moves to the current one', async () => {
    const fetch = mockFetch(({ path, search }) => {
      if (path !== '/api/blog/post') return { status: 404 };
      if (search.get('slug') === 'old-sleep') return { status: 200, body: { redirectTo: 'sleep-well' } };
      return {
        status: 200,
        body: {
          post: { ...summary(), bodyHtml: '<h2>Keep a rhythm</h2><p>Go to bed at the same time.</p>' },
          related: [summary({ id: '22222222-2222-4222-8222-222222222222', slug: 'naps', title: 'Short naps' })],
          comments: [
            {
              id: '33333333-3333-4333-8333-333333333333',
              body: 'Very useful, thanks!',
              status: 'approved',
              createdAt: '2026-11-21T10:00:00.000Z',
              author: { name: 'Marc', avatarUrl: null },
              mine: false,
            },
          ],
          commentsNextCursor: null,
          commentCount: 1,
        },
      };
    });
    renderWithProviders(postRoutes, { url: '/blog/post/old-sleep', around: inAuth });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sleep well in winter' })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/blog/post/sleep-well');
    expect(screen.getByRole('heading', { level: 2, name: 'Keep a rhythm' })).toBeTruthy();
    expect(screen.getByText('Go to bed at the same time.')).toBeTruthy();
    expect(screen.getAllByText('Anna Peeters').length).toBe(2); // the article's and the related card's author
    expect(screen.getByText('Very useful, thanks!')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Short naps' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in to comment' }).getAttribute('href')).toBe(
      '/auth/login?returnTo=%2Fblog%2Fpost%2Fsleep-well',
    );
    expect(requestsTo(fetch, 'GET', '/api/blog/post').map((r) => r.search.get('slug'))).toEqual([
      'old-sleep',
      'sleep-well',
    ]);
  });

  it('says an unknown post does not exist, with the way back to the blog', async () => {
    mockFetch(() => ({ status: 404, body: { code: 'NOT_FOUND', message: 'No such post.' } }));
    renderWithProviders(postRoutes, { url: '/blog/post/nothing-here', around: inAuth });
    expect(await screen.findByText('This article does not exist or is no longer published.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the blog' }).getAttribute('href')).toBe('/blog');
  });

  it('lets a signed-in person comment, held for moderation', async () => {
    const fetch = mockFetch(({ method, path }) => {
      if (method === 'GET' && path === '/api/blog/post')
        return {
          status: 200,
          body: {
            post: { ...summary(), bodyHtml: '<p>Text</p>' },
            related: [],
            comments: [],
            commentsNextCursor: null,
            commentCount: 0,
          },
        };
      if (method === 'POST')
        return {
          status: 201,
          body: {
            comment: {
              id: '44444444-4444-4444-8444-444444444444',
              body: 'Thanks',
              status: 'pending',
              createdAt: '2026-11-27T10:00:00.000Z',
              author: { name: 'Eva', avatarUrl: null },
              mine: true,
            },
          },
        };
      return { status: 404 };
    });
    renderWithProviders(postRoutes, {
      url: '/blog/post/sleep-well',
      around: (children) => <FakeAuth user={testUser('customer')}>{children}</FakeAuth>,
    });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Your comment' }), { target: { value: 'Thanks' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send comment' }));
    expect(await screen.findByText('Thank you. Your comment is held for moderation.')).toBeTruthy();
    expect(requestsTo(fetch, 'POST', `/api/blog/posts/${summary().id}/comments`)[0]?.body).toEqual({ body: 'Thanks' });
  });

  it('shows a long thread a page at a time: the next page comes with the cursor, and the button goes at the end', async () => {
    const comment = (n: number) => ({
      id: `33333333-3333-4333-8333-${String(n).padStart(12, '0')}`,
      body: `Comment number ${n}`,
      status: 'approved',
      createdAt: '2026-11-21T10:00:00.000Z',
      author: { name: 'Marc', avatarUrl: null },
      mine: false,
    });
    const fetch = mockFetch(({ path, search }) => {
      if (path === '/api/blog/post')
        return {
          status: 200,
          body: {
            post: { ...summary(), bodyHtml: '<p>Text</p>' },
            related: [],
            comments: [comment(1), comment(2)],
            commentsNextCursor: 'after-2',
            commentCount: 3,
          },
        };
      if (path === `/api/blog/posts/${summary().id}/comments` && search.get('cursor') === 'after-2')
        return { status: 200, body: { comments: [comment(3)], nextCursor: null } };
      return { status: 404 };
    });
    renderWithProviders(postRoutes, { url: '/blog/post/sleep-well', around: inAuth });
    expect(await screen.findByText('Comment number 2')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '3 comments' })).toBeTruthy();
    expect(screen.queryByText('Comment number 3')).toBeNull();
    // The first page came with the post: nothing else was asked.
    expect(requestsTo(fetch, 'GET', `/api/blog/posts/${summary().id}/comments`)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Show more comments' }));
    expect(await screen.findByText('Comment number 3')).toBeTruthy();
    const items = screen.getAllByText(/^Comment number \d$/).map((el) => el.textContent);
    expect(items).toEqual(['Comment number 1', 'Comment number 2', 'Comment number 3']);
    expect(
      requestsTo(fetch, 'GET', `/api/blog/posts/${summary().id}/comments`).map((r) => r.search.get('cursor')),
    ).toEqual(['after-2']);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show more comments' })).toBeNull());
  });
});
