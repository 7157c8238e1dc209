import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FakeAuth, testUser } from '../../lib/auth/testing/fake-auth';
import { changeLanguage, initI18n } from '../../lib/i18n';
import { mockFetch, requestsTo } from '../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../test/render';
import { PostEditorPage } from './post-editor-page';
import { MANAGED_POST_ID, managedPost } from './testing/managed-post';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

const ID = MANAGED_POST_ID;
const draft = managedPost;

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}
const show = (url: string) =>
  renderWithProviders(
    <>
      <Routes>
        <Route path="/dashboard/blog/new" element={<PostEditorPage />} />
        <Route path="/dashboard/blog/post/:title" element={<PostEditorPage />} />
        <Route path="/dashboard/blog/posts" element={null} />
      </Routes>
      <Where />
    </>,
    { url, around: (children) => <FakeAuth user={testUser('pharmacy')}>{children}</FakeAuth> },
  );
const SAVE_WAIT = { timeout: 4000 };

describe('blog post editor', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('autosaves; the server’s refusal shows beside its field with the text kept; publish saves then publishes', async () => {
    let refuse = true;
    let saved = draft();
    const fetch = mockFetch(({ method, path, body }) => {
      if (path === '/api/blog/manage/comments') return { status: 200, body: { comments: [], nextCursor: null } };
      if (path === `/api/blog/manage/posts/${ID}` && method === 'GET') return { status: 200, body: { post: saved } };
      if (path === `/api/blog/manage/posts/${ID}` && method === 'PATCH') {
        if (refuse) {
          refuse = false;
          return {
            status: 400,
            body: {
              code: 'VALIDATION',
              message: 'Some fields are not valid.',
              fields: { title: 'validation.tooLong' },
            },
          };
        }
        saved = { ...saved, ...(body as object) };
        return { status: 200, body: { post: saved } };
      }
      if (path === `/api/blog/manage/posts/${ID}/publish`) {
        saved = { ...saved, status: 'published', publishAt: '2026-11-27T10:00:00.000Z' };
        return { status: 200, body: { post: saved } };
      }
      return { status: 404 };
    });
    show(`/dashboard/blog/post/${ID}`);
    const title = (await screen.findByRole('textbox', { name: 'Title' })) as HTMLInputElement;
    expect(title.value).toBe('Sleep well');

    fireEvent.change(title, { target: { value: 'Sleep well, a very long title' } });
    expect(await screen.findByText('This is too long.', {}, SAVE_WAIT)).toBeTruthy();
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(title.value).toBe('Sleep well, a very long title');
    expect(await screen.findByText('Not saved')).toBeTruthy();

    fireEvent.change(title, { target: { value: 'Sleep well in winter' } });
    expect(await screen.findByText('Saved', {}, SAVE_WAIT)).toBeTruthy();
    expect(screen.queryByText('This is too long.')).toBeNull();
    expect(requestsTo(fetch, 'PATCH', `/api/blog/manage/posts/${ID}`).at(-1)?.body).toMatchObject({
      title: 'Sleep well in winter',
      bodyHtml: '<p>Go to bed early.</p>',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText('Published')).toBeTruthy();
    expect(requestsTo(fetch, 'POST', `/api/blog/manage/posts/${ID}/publish`).map((r) => r.body)).toEqual([{}]);
    // A pharmacist cannot put a post forward: the save never names `featured`.
    expect(
      requestsTo(fetch, 'PATCH', `/api/blog/manage/posts/${ID}`).every((r) => !('featured' in (r.body as object))),
    ).toBe(true);
  });

  it('creates a new post on its first save and moves to its own address', async () => {
    const fetch = mockFetch(({ method, path, body }) => {
      if (path === '/api/blog/manage/comments') return { status: 200, body: { comments: [], nextCursor: null } };
      if (method === 'POST' && path === '/api/blog/manage/posts')
        return { status: 201, body: { post: draft({ ...(body as object) }) } };
      return { status: 404 };
    });
    show('/dashboard/blog/new');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Title' }), { target: { value: 'Sleep well' } });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(`/dashboard/blog/post/${ID}`), SAVE_WAIT);
    expect(requestsTo(fetch, 'POST', '/api/blog/manage/posts')).toHaveLength(1);
    expect((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('Sleep well');
  });

  it('approves a waiting comment, schedules, and deletes the post after confirmation', async () => {
    let pending = true;
    const fetch = mockFetch(({ method, path }) => {
      if (path === '/api/blog/manage/comments') {
        const comment = {
          id: '55555555-5555-4555-8555-555555555555',
          body: 'Great advice',
          status: 'pending',
          createdAt: '2026-11-27T10:00:00.000Z',
          author: { name: 'Marc', avatarUrl: null },
          mine: false,
          post: { id: ID, slug: 'sleep-well', title: 'Sleep well' },
        };
        return { status: 200, body: { comments: pending ? [comment] : [], nextCursor: null } };
      }
      if (path.endsWith('/moderate')) {
        pending = false;
        return {
          status: 200,
          body: {
            comment: {
              id: '55555555-5555-4555-8555-555555555555',
              body: 'Great advice',
              status: 'approved',
              createdAt: '2026-11-27T10:00:00.000Z',
              author: null,
              mine: false,
            },
          },
        };
      }
      if (path === `/api/blog/manage/posts/${ID}/publish`)
        return { status: 200, body: { post: draft({ status: 'scheduled', publishAt: '2030-01-02T09:00:00.000Z' }) } };
      if (path === `/api/blog/manage/posts/${ID}` && method === 'GET') return { status: 200, body: { post: draft() } };
      if (path === `/api/blog/manage/posts/${ID}` && method === 'DELETE') return { status: 204 };
      return { status: 404 };
    });
    show(`/dashboard/blog/post/${ID}`);
    expect(await screen.findByText('Great advice')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('No comment is waiting.')).toBeTruthy();
    expect(
      requestsTo(fetch, 'POST', '/api/blog/manage/comments/55555555-5555-4555-8555-555555555555/moderate')[0]?.body,
    ).toEqual({ status: 'approved' });

    fireEvent.change(screen.getByLabelText('Publish at'), { target: { value: '2030-01-02T10:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Scheduled')).toBeTruthy();
    expect(requestsTo(fetch, 'POST', `/api/blog/manage/posts/${ID}/publish`)[0]?.body).toEqual({
      publishAt: new Date('2030-01-02T10:00').toISOString(),
    });

    fireEvent.click(screen.getByRole('button', { name: 'Delete post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this post?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete post' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/dashboard/blog/posts'));
    expect(requestsTo(fetch, 'DELETE', `/api/blog/manage/posts/${ID}`)).toHaveLength(1);
  });

  it('says a post that is not the writer’s does not exist', async () => {
    mockFetch(() => ({ status: 404, body: { code: 'NOT_FOUND', message: 'No such post.' } }));
    show(`/dashboard/blog/post/${ID}`);
    expect(await screen.findByText('This post does not exist or is not yours.')).toBeTruthy();
  });

  it('pages the waiting comments: “Show older comments” asks for the next page with the cursor', async () => {
    const waiting = (n: number) => ({
      id: `55555555-5555-4555-8555-${String(n).padStart(12, '0')}`,
      body: `Waiting number ${n}`,
      status: 'pending',
      createdAt: '2026-11-27T10:00:00.000Z',
      author: { name: 'Marc', avatarUrl: null },
      mine: false,
      post: { id: ID, slug: 'sleep-well', title: 'Sleep well' },
    });
    const fetch = mockFetch(({ method, path, search }) => {
      if (path === '/api/blog/manage/comments')
        return search.get('cursor') === 'older'
          ? { status: 200, body: { comments: [waiting(1)], nextCursor: null } }
          : { status: 200, body: { comments: [waiting(3), waiting(2)], nextCursor: 'older' } };
      if (path === `/api/blog/manage/posts/${ID}` && method === 'GET') return { status: 200, body: { post: draft() } };
      return { status: 404 };
    });
    show(`/dashboard/blog/post/${ID}`);
    expect(await screen.findByText('Waiting number 2')).toBeTruthy();
    expect(screen.queryByText('Waiting number 1')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show older comments' }));
    expect(await screen.findByText('Waiting number 1')).toBeTruthy();
    expect(screen.getAllByText(/^Waiting number \d$/).map((el) => el.textContent)).toEqual([
      'Waiting number 3',
      'Waiting number 2',
      'Waiting number 1',
    ]);
    expect(requestsTo(fetch, 'GET', '/api/blog/manage/comments').map((r) => r.search.get('cursor'))).toEqual([
      null,
      'older',
    ]);
    expect(requestsTo(fetch, 'GET', '/api/blog/manage/comments')[1]?.search.get('postId')).toBe(ID);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show older comments' })).toBeNull());
  });

  it('offers the writer’s tags with their counts as they type, and saves the one chosen', async () => {
    const fetch = mockFetch(({ method, path, search, body }) => {
      if (path === '/api/blog/manage/comments') return { status: 200, body: { comments: [], nextCursor: null } };
      if (path === '/api/blog/manage/tags') {
        const all = [
          { tag: 'sleep', count: 3 },
          { tag: 'sleep apnoea', count: 1 },
          { tag: 'vitamins', count: 2 },
        ];
        const q = search.get('q') ?? '';
        return { status: 200, body: { tags: all.filter((t) => t.tag.includes(q)) } };
      }
      if (path === `/api/blog/manage/posts/${ID}` && method === 'GET') return { status: 200, body: { post: draft() } };
      if (path === `/api/blog/manage/posts/${ID}` && method === 'PATCH')
        return { status: 200, body: { post: draft({ ...(body as object) }) } };
      return { status: 404 };
    });
    show(`/dashboard/blog/post/${ID}`);
    const tags = await screen.findByRole('combobox', { name: 'Tags' });
    fireEvent.mouseDown(tags);
    expect(await screen.findByRole('option', { name: 'vitamins (2)' })).toBeTruthy();
    fireEvent.change(tags, { target: { value: 'sle' } });
    await waitFor(() =>
      expect(requestsTo(fetch, 'GET', '/api/blog/manage/tags').map((r) => r.search.get('q'))).toEqual([null, 'sle']),
    );
    await waitFor(() => expect(screen.queryByRole('option', { name: 'vitamins (2)' })).toBeNull());
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['sleep (3)', 'sleep apnoea (1)']);
    fireEvent.click(screen.getByRole('option', { name: 'sleep (3)' }));
    await waitFor(
      () =>
        expect(requestsTo(fetch, 'PATCH', `/api/blog/manage/posts/${ID}`).at(-1)?.body).toMatchObject({
          tags: ['sleep'],
        }),
      SAVE_WAIT,
    );
  });
});
