import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FileList } from '@pharmacy/shared/schemas/files';
import { changeLanguage, initI18n } from '../../lib/i18n';
import { mockFetch, requestsTo, type MockReply, type MockRequest } from '../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../test/render';
import { makeItem, makeList, notFound, plainText } from './file-fixtures';
import { FileManager } from './file-manager';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const folder = makeItem({ kind: 'folder', id: 'd-1', name: 'Prescriptions', childCount: 2 });
const file = makeItem({ kind: 'file', id: 'f-1', name: 'scan.pdf', size: 2 * 1024 * 1024 });
const trashed = makeItem({
  kind: 'file',
  id: 'f-9',
  name: 'old.png',
  mimeType: 'image/png',
  trashedAt: '2026-11-25T10:00:00.000Z',
});

function Location() {
  const { search } = useLocation();
  return <output data-testid="search">{search}</output>;
}

function setup(
  lists: (request: MockRequest) => FileList = () => makeList({ items: [folder, file] }),
  other: (request: MockRequest) => MockReply | undefined = () => undefined,
  url = '/my/files',
) {
  const fetch = mockFetch((request) => {
    const answer = other(request);
    if (answer) return answer;
    if (request.method === 'GET' && request.path === '/api/files') return { status: 200, body: lists(request) };
    if (
      request.method === 'POST' &&
      ['/api/files/trash', '/api/files/restore', '/api/files/purge'].includes(request.path)
    )
      return { status: 204 };
    return notFound;
  });
  renderWithProviders(
    <Routes>
      <Route
        path="/my/files"
        element={
          <>
            <FileManager />
            <Location />
          </>
        }
      />
    </Routes>,
    { url },
  );
  return fetch;
}

describe('the file manager', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('shows the folders and files of the answer, the storage used and no pharmacy folder for a customer', async () => {
    setup();
    const list = await screen.findByRole('list', { name: 'Files and folders' });
    expect(within(list).getByRole('button', { name: /^Prescriptions/ })).toBeTruthy();
    expect(within(list).getByRole('button', { name: /^scan\.pdf/ })).toBeTruthy();
    expect(within(list).getByText('2 items')).toBeTruthy();
    expect(within(list).getByText(plainText('2 MB · PDF'))).toBeTruthy();
    expect(screen.getAllByText(plainText('50 MB of 500 MB used')).length).toBeGreaterThan(0);
    const nav = screen.getByRole('navigation', { name: 'Files and documents' });
    expect(within(nav).getByRole('button', { name: 'My files' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).queryByRole('button', { name: 'Pharmacy folder' })).toBeNull();
  });

  it('offers the pharmacy folder when the answer names the pharmacy', async () => {
    setup(() => makeList({ items: [], pharmacy: { id: 'ph-1', name: 'Pharmacie du Parc' } }));
    const nav = await screen.findByRole('navigation', { name: 'Files and documents' });
    expect(await within(nav).findByRole('button', { name: 'Pharmacy folder' })).toBeTruthy();
    expect(screen.getByText('No files yet')).toBeTruthy();
  });

  it('opens a folder into the address and asks for its items, with breadcrumbs back', async () => {
    const fetch = setup(({ search }) =>
      search.get('folderId') === 'd-1'
        ? makeList({
            items: [makeItem({ id: 'f-2', name: 'inside.pdf', folderId: 'd-1' })],
            path: [{ id: 'd-1', name: 'Prescriptions' }],
          })
        : makeList({ items: [folder, file] }),
    );
    fireEvent.click(
      within(await screen.findByRole('list', { name: 'Files and folders' })).getByRole('button', {
        name: /^Prescriptions/,
      }),
    );
    expect(screen.getByTestId('search').textContent).toBe('?folder=d-1');
    expect(await screen.findByRole('button', { name: /^inside\.pdf/ })).toBeTruthy();
    expect(requestsTo(fetch, 'GET', '/api/files').some((r) => r.search.get('folderId') === 'd-1')).toBe(true);
    const crumbs = screen.getByRole('navigation', { name: 'Folder path' });
    fireEvent.click(within(crumbs).getByRole('button', { name: 'My files' }));
    expect(screen.getByTestId('search').textContent).toBe('');
  });

  it('says so when the open folder is gone, with the way back to the top', async () => {
    setup(
      undefined,
      ({ path, search }) => (path === '/api/files' && search.get('folderId') === 'gone' ? notFound : undefined),
      '/my/files?folder=gone',
    );
    expect(await screen.findByText('This folder is not available')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to My files' }));
    expect(screen.getByTestId('search').textContent).toBe('');
    expect(await screen.findByRole('list', { name: 'Files and folders' })).toBeTruthy();
  });

  it('moves a file to the trash and puts it back with Undo', async () => {
    const fetch = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'More actions for scan.pdf' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Move to trash' }));
    await waitFor(() =>
      expect(requestsTo(fetch, 'POST', '/api/files/trash').map((r) => r.body)).toEqual([
        { files: ['f-1'], folders: [] },
      ]),
    );
    expect(await screen.findByText('“scan.pdf” moved to the trash')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(requestsTo(fetch, 'POST', '/api/files/restore').map((r) => r.body)).toEqual([
        { files: ['f-1'], folders: [] },
      ]),
    );
  });

  it('in the trash, restores the selection and deletes for good after asking', async () => {
    const fetch = setup(() => makeList({ items: [trashed], canWrite: false }), undefined, '/my/files?space=trash');
    expect(await screen.findByText(/deleted for good after 30 days/)).toBeTruthy();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select old.png' }));
    const bar = screen.getByRole('region', { name: 'Selected items' });
    expect(within(bar).getByText('1 selected')).toBeTruthy();
    fireEvent.click(within(bar).getByRole('button', { name: 'Restore' }));
    await waitFor(() =>
      expect(requestsTo(fetch, 'POST', '/api/files/restore').map((r) => r.body)).toEqual([
        { files: ['f-9'], folders: [] },
      ]),
    );

    fireEvent.click(screen.getByRole('button', { name: 'More actions for old.png' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete for good' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete for good?' });
    expect(requestsTo(fetch, 'POST', '/api/files/purge')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    await waitFor(() =>
      expect(requestsTo(fetch, 'POST', '/api/files/purge').map((r) => r.body)).toEqual([
        { files: ['f-9'], folders: [] },
      ]),
    );
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
  });

  it('shows the server’s message beside the new folder’s name', async () => {
    const fetch = setup(undefined, ({ method, path }) =>
      method === 'POST' && path === '/api/files/folders'
        ? {
            status: 400,
            body: { message: 'Invalid name', code: 'VALIDATION_ERROR', fields: { name: 'validation.fileName' } },
          }
        : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'New folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'New folder' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'a/b' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Use a name without / or \\ and not only dots.')).toBeTruthy();
    expect(requestsTo(fetch, 'POST', '/api/files/folders').map((r) => r.body)).toEqual([
      { name: 'a/b', parentId: null, home: 'mine' },
    ]);
  });

  it('previews a PDF in a frame and a picture as an image, from their inline addresses, with the details', async () => {
    const photo = makeItem({ id: 'f-2', name: 'photo.png', mimeType: 'image/png', size: 1024 });
    setup(
      () => makeList({ items: [file, photo] }),
      ({ path }) => (path === '/api/files/shares' ? { status: 200, body: { shares: [] } } : undefined),
    );
    const list = await screen.findByRole('list', { name: 'Files and folders' });
    fireEvent.click(within(list).getByRole('button', { name: /^scan\.pdf/ }));
    let dialog = await screen.findByRole('dialog', { name: 'scan.pdf' });
    expect(within(dialog).getByTitle('Preview of scan.pdf').getAttribute('src')).toBe(
      '/api/files/files/f-1/content?disposition=inline',
    );
    expect(within(dialog).getByText('Alex Martin')).toBeTruthy();
    expect(await within(dialog).findByText('Not shared with anyone yet.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(within(list).getByRole('button', { name: /^photo\.png/ }));
    dialog = await screen.findByRole('dialog', { name: 'photo.png' });
    expect(within(dialog).getByRole('img', { name: 'photo.png' }).getAttribute('src')).toBe(
      '/api/files/files/f-2/content?disposition=inline',
    );
  });

  it('switches to the list view and remembers it', async () => {
    setup();
    await screen.findByRole('list', { name: 'Files and folders' });
    fireEvent.click(screen.getByRole('button', { name: 'List view' }));
    const table = await screen.findByRole('table', { name: 'Files and folders' });
    expect(within(table).getByRole('button', { name: /^scan\.pdf/ })).toBeTruthy();
    expect(window.localStorage.getItem('pharmacy.files.view')).toBe('list');
  });

  it('lists a source’s documents with their links, and says so when there are none', async () => {
    setup(undefined, ({ path, search }) =>
      path === '/api/files/documents'
        ? {
            status: 200,
            body: {
              truncated: false,
              documents:
                search.get('source') === 'invoices'
                  ? [
                      {
                        id: 'inv-1',
                        name: 'Invoice F-2026-0042.pdf',
                        mimeType: 'application/pdf',
                        size: null,
                        createdAt: '2026-11-02T10:00:00.000Z',
                        url: '/api/invoices/inv-1/pdf',
                        context: 'F-2026-0042',
                        href: '/dashboard/invoice/inv-1',
                      },
                    ]
                  : [],
            },
          }
        : undefined,
    );
    const nav = await screen.findByRole('navigation', { name: 'Files and documents' });
    fireEvent.click(within(nav).getByRole('button', { name: 'Invoices' }));
    const link = await screen.findByRole('link', { name: /Invoice F-2026-0042\.pdf/ });
    expect(link.getAttribute('href')).toBe('/api/invoices/inv-1/pdf');
    expect(screen.getByRole('link', { name: 'Open the invoice' }).getAttribute('href')).toBe(
      '/dashboard/invoice/inv-1',
    );
    fireEvent.click(within(nav).getByRole('button', { name: 'Mail attachments' }));
    expect(await screen.findByText('The attachments of your mails will appear here.')).toBeTruthy();
  });
});
