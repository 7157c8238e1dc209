import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../lib/i18n';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../test/render';
import { InvoiceActions } from './invoice-actions';
import { makeInvoice } from './invoice-fixtures';
import { InvoicePdfButton } from './invoice-pdf-button';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** fetch answers a PDF; the browser's download (an object URL and a clicked link) is watched. */
function stubDownload() {
  const fetch = vi.fn(async () => new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="APB123-2026-00007.pdf"' } }));
  vi.stubGlobal('fetch', fetch);
  const createObjectURL = vi.fn(() => 'blob:invoice');
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return { fetch, createObjectURL, click };
}

describe('Download PDF', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('downloads the invoice’s PDF with the session cookie, under the name the server gives', async () => {
    const { fetch, createObjectURL, click } = stubDownload();
    const invoice = makeInvoice();
    renderWithProviders(<InvoicePdfButton invoice={invoice} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Download PDF' })));
    expect(fetch).toHaveBeenCalledWith(`/api/invoices/${invoice.id}/pdf`, expect.objectContaining({ credentials: 'same-origin' }));
    expect(createObjectURL).toHaveBeenCalled();
    expect(click).toHaveBeenCalled();
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('APB123-2026-00007.pdf');
  });

  it('beside a list row: an icon link to the file, named after the invoice number, fetched on click', async () => {
    const { fetch } = stubDownload();
    renderWithProviders(<InvoicePdfButton invoice={{ id: 'inv-1', number: 'APB123-2026-00009' }} compact />);
    const link = screen.getByRole('link', { name: 'Download the PDF of APB123-2026-00009' });
    expect(link.getAttribute('href')).toBe('/api/invoices/inv-1/pdf');
    await act(async () => fireEvent.click(link));
    expect(fetch).toHaveBeenCalledWith('/api/invoices/inv-1/pdf', expect.anything());
  });

  it("says so when the download is refused, with the server's reason", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'This invoice does not exist.' }), { status: 404 })));
    renderWithProviders(<InvoicePdfButton invoice={makeInvoice()} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Download PDF' })));
    expect(await screen.findByText(/^The PDF could not be downloaded\./)).toBeTruthy();
  });

  it('is among the staff’s actions on a draft, an unpaid and a paid invoice', () => {
    for (const invoice of [makeInvoice({ status: 'draft', number: null }), makeInvoice({ status: 'sent' }), makeInvoice({ status: 'paid' })]) {
      const { unmount } = renderWithProviders(<InvoiceActions invoice={invoice} />);
      expect(screen.getByRole('button', { name: 'Download PDF' }), invoice.status).toBeTruthy();
      unmount();
    }
  });
});
