import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../lib/i18n';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../test/render';
import { ExportCsvButton } from './export-csv-button';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('ExportCsvButton', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('downloads the CSV of the given address with the session cookie', async () => {
    const fetch = vi.fn(async () => new Response('name\nAn', { status: 200, headers: { 'Content-Type': 'text/csv' } }));
    vi.stubGlobal('fetch', fetch);
    const createObjectURL = vi.fn(() => 'blob:users');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWithProviders(<ExportCsvButton url="/api/admin/accounts/export.csv?role=pharmacy" fileName="users.csv" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Export CSV' })));
    expect(fetch).toHaveBeenCalledWith('/api/admin/accounts/export.csv?role=pharmacy', expect.objectContaining({ credentials: 'same-origin' }));
    expect(createObjectURL).toHaveBeenCalled();
    expect(click).toHaveBeenCalled();
    click.mockRestore();
  });

  it("says so when the export fails, with the server's message", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ code: 'FORBIDDEN', message: 'Admins only.' }), { status: 403 })));
    renderWithProviders(<ExportCsvButton url="/api/admin/accounts/export.csv" fileName="users.csv" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Export CSV' })));
    expect(await screen.findByText('The export failed. Admins only.')).toBeTruthy();
  });
});
