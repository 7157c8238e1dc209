import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DashboardFile } from '@pharmacy/shared/schemas/dashboards';
import { FakeAuth, testUser } from '../../lib/auth/testing/fake-auth';
import { changeLanguage, initI18n } from '../../lib/i18n';
import { mockFetch, requestsTo } from '../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../test/render';
import { FileDashboard } from './file-dashboard';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

const PATH = '/api/dashboards/file';

const figures = (range = { from: '2026-03-01', to: '2026-03-03' }): DashboardFile => ({
  range,
  homes: [
    { home: 'mine', name: null, used: 329_000, quota: 500 * 1024 * 1024, files: 7, trashFiles: 2, trashBytes: 80_000 },
    { home: 'pharmacy', name: 'Pharmacie du Sablon', used: 301_000, quota: 2 * 1024 * 1024 * 1024, files: 2, trashFiles: 1, trashBytes: 11_000 },
  ],
  byKind: [
    { kind: 'application/pdf', files: 4, bytes: 440_000 },
    { kind: 'image/jpeg', files: 2, bytes: 75_000 },
    { kind: 'image/png', files: 3, bytes: 100_000 },
    { kind: 'image/webp', files: 2, bytes: 14_000 },
  ],
  uploads: [
    { date: '2026-03-01', files: 2, bytes: 320_000 },
    { date: '2026-03-02', files: 0, bytes: 0 },
    { date: '2026-03-03', files: 1, bytes: 8_000 },
  ],
  recent: [
    { id: 'f1', name: 'top.pdf', mimeType: 'application/pdf', size: 70_000, home: 'mine', folderId: null, updatedAt: '2026-03-03T10:00:00.000Z' },
    { id: 'f2', name: 'team-rota.pdf', mimeType: 'application/pdf', size: 200_000, home: 'pharmacy', folderId: 'folder-1', updatedAt: '2026-03-01T10:00:00.000Z' },
  ],
  sharing: { given: 3, people: 2, received: 1 },
});

const render = (url = '/dashboard/file?from=2026-03-01&to=2026-03-03') =>
  renderWithProviders(<FileDashboard />, { url, around: (children) => <FakeAuth user={testUser('pharmacy')}>{children}</FakeAuth> });

describe('/dashboard/file', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('shows the answer’s figures, links and the CSV of the range', async () => {
    const fetch = mockFetch(({ path }) => (path === PATH ? { status: 200, body: figures() } : { status: 404 }));
    render();
    expect(await screen.findByText('Pharmacie du Sablon')).toBeTruthy();
    // The cards follow the page title directly: h2 (h1 → h3 skipped a level), a home's name under its card h3.
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(5);
    expect(screen.getByRole('heading', { level: 3, name: 'Pharmacie du Sablon' })).toBeTruthy();
    expect(screen.getByText('My files')).toBeTruthy();
    expect(screen.getByText(/Files: 7/)).toBeTruthy();
    expect(screen.getByText(/In the trash: 2 \(\u206878\.1 KB\u2069\)/)).toBeTruthy();
    expect(screen.getByText(/\u2068321\.3 KB\u2069 of \u2068500 MB\u2069/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'top.pdf' }).getAttribute('href')).toBe('/dashboard/files-manager');
    expect(screen.getByRole('link', { name: 'team-rota.pdf' }).getAttribute('href')).toBe('/dashboard/files-manager?space=pharmacy&folder=folder-1');
    expect(screen.getByText('Shares you gave').nextSibling?.textContent).toBe('3');
    expect(screen.getByText('People you share with').nextSibling?.textContent).toBe('2');
    expect(screen.getByText('Items shared with you').nextSibling?.textContent).toBe('1');
    // Both charts drawn (MUI X Charts, fetched with their module on first use: slow on a loaded machine).
    await waitFor(() => expect(document.querySelectorAll('.MuiChartsSurface-root')).toHaveLength(2), { timeout: 20_000 });
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe('/api/dashboards/file.csv?from=2026-03-01&to=2026-03-03');
    const asked = requestsTo(fetch, 'GET', PATH);
    expect([asked[0]?.search.get('from'), asked[0]?.search.get('to')]).toEqual(['2026-03-01', '2026-03-03']);
  });

  it('asks again with the new dates when the range changes', async () => {
    const fetch = mockFetch(({ path, search }) =>
      path === PATH ? { status: 200, body: figures({ from: search.get('from')!, to: search.get('to')! }) } : { status: 404 },
    );
    render();
    await screen.findByText('Pharmacie du Sablon');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-02-10' } });
    await waitFor(() => {
      const last = requestsTo(fetch, 'GET', PATH).at(-1)!;
      expect([last.search.get('from'), last.search.get('to')]).toEqual(['2026-02-10', '2026-03-03']);
    });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-02-20' } });
    await waitFor(() => {
      const last = requestsTo(fetch, 'GET', PATH).at(-1)!;
      expect([last.search.get('from'), last.search.get('to')]).toEqual(['2026-02-10', '2026-02-20']);
    });
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe('/api/dashboards/file.csv?from=2026-02-10&to=2026-02-20');
  });

  it('shows each widget’s error with a retry that asks again', async () => {
    let fail = true;
    const fetch = mockFetch(({ path }) => (path !== PATH ? { status: 404 } : fail ? { status: 500, body: { message: 'Boom', code: 'INTERNAL' } } : { status: 200, body: figures() }));
    render();
    const retries = await screen.findAllByRole('button', { name: 'Try again' });
    expect(retries).toHaveLength(5);
    expect(screen.queryByText('Pharmacie du Sablon')).toBeNull();
    fail = false;
    fireEvent.click(retries[0]!);
    expect(await screen.findByText('Pharmacie du Sablon')).toBeTruthy();
    expect(requestsTo(fetch, 'GET', PATH)).toHaveLength(2);
  });

  it('says what will appear when there is nothing yet, and shows a refused range under its field', async () => {
    const empty: DashboardFile = {
      ...figures(),
      homes: [{ home: 'mine', name: null, used: 0, quota: 500 * 1024 * 1024, files: 0, trashFiles: 0, trashBytes: 0 }],
      byKind: figures().byKind.map((k) => ({ ...k, files: 0, bytes: 0 })),
      uploads: figures().uploads.map((d) => ({ ...d, files: 0, bytes: 0 })),
      recent: [],
      sharing: { given: 0, people: 0, received: 0 },
    };
    mockFetch(({ path, search }) =>
      path !== PATH
        ? { status: 404 }
        : search.get('from') === '2020-01-01'
          ? { status: 400, body: { message: 'Some fields are not valid.', code: 'VALIDATION', fields: { to: 'dashboards.range.tooLong' } } }
          : { status: 200, body: empty },
    );
    render();
    expect(await screen.findByText('The room your files take will appear here once you add a file.')).toBeTruthy();
    expect(screen.getByText('The files added each day will appear here once files are uploaded in this period.')).toBeTruthy();
    expect(screen.getByText('Your latest files will appear here once you add some.')).toBeTruthy();
    expect(screen.getByText('What you share and what others share with you will appear here.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2020-01-01' } });
    expect(await screen.findByText('Choose a period of at most 366 days.')).toBeTruthy();
  });
});
