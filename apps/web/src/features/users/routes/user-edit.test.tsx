import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { mockFetch } from '../../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../../test/render';
import { asAdmin } from '../testing/as-admin';
import { makePerson } from '../testing/person-fixtures';
import { UserEditPage } from './user-edit';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderAt(url: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/dashboard/user/:name/edit" element={<UserEditPage />} />
      </Routes>
      <Where />
    </>,
    { url, around: asAdmin },
  );
}

const renamed = makePerson({ first_name: 'Anneke', slug: 'anneke-janssens', status: 'active' });

describe('UserEditPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('follows an old slug to the current one', async () => {
    mockFetch(({ path }) =>
      path === '/api/admin/accounts/by-slug/an-janssens' || path === '/api/admin/accounts/by-slug/anneke-janssens'
        ? { status: 200, body: renamed }
        : { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } },
    );
    renderAt('/dashboard/user/an-janssens/edit');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/dashboard/user/anneke-janssens/edit'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Anneke Janssens' })).toBeTruthy();
    expect((screen.getByLabelText(/First name/) as HTMLInputElement).value).toBe('Anneke');
    expect(screen.getByRole('button', { name: 'Suspend' })).toBeTruthy();
  });

  it('downloads the person’s data archive from GET /api/users/:id/export', async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === `/api/users/${renamed.uid}/export`) return new Response(new Uint8Array([0x50, 0x4b]), { status: 200, headers: { 'Content-Type': 'application/zip' } });
      return path === '/api/admin/accounts/by-slug/anneke-janssens' ? Response.json(renamed) : Response.json({ code: 'NOT_FOUND', message: 'Not found' }, { status: 404 });
    });
    vi.stubGlobal('fetch', fetch);
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = vi.fn(() => 'blob:archive');
    URL.revokeObjectURL = vi.fn();
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    renderAt('/dashboard/user/anneke-janssens/edit');
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: "Download this person's data" })));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(fetch.mock.calls.filter(([input]) => String(input) === `/api/users/${renamed.uid}/export`)).toHaveLength(1);
    // No name from the server: the fallback.
    expect(clicked[0]).toMatchObject({ download: 'pharmalink-data.zip', href: 'blob:archive' });
    click.mockRestore();
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke ?? (() => {});
  });

  it('shows an unknown person as a clean "not found" inside the page', async () => {
    mockFetch(() => ({ status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } }));
    renderAt('/dashboard/user/nobody/edit');
    expect(await screen.findByText('This person could not be found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the users' }).getAttribute('href')).toBe('/dashboard/user/list');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Edit user');
  });
});
