import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '@pharmacy/shared/schemas/invoice';
import { createWorld, type World } from '../../orders/test-world';
import { aDraft, anIssued, makeSeller } from '../test-world';
import { invoiceEpcPayload } from './layout/render-invoice-pdf';
import { decodeQrCodes, pdfText } from './pdf-tools';

/* GET /api/invoices/:id/pdf (issue 14): who downloads which invoice's PDF, and what it holds. */

let w: World;
let invoice: Invoice;
beforeAll(async () => {
  w = await createWorld();
  await makeSeller(w.t.database.db, w.pharmacyA);
  const issued = await anIssued(w.t.database.db, w.pharmacyA, w.customer.uid);
  invoice = (await get(`/api/invoices/${issued.id}`, w.staff.cookie)).json();
});
afterAll(async () => w?.t.close());

function get(url: string, cookie?: string) {
  return w.t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

describe('GET /api/invoices/:id/pdf', () => {
  it('gives the customer their own invoice as a PDF download in its language, with the EPC QR code, never cached', async () => {
    const res = await get(`/api/invoices/${invoice.id}/pdf`, w.customer.cookie);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${invoice.number}.pdf"`);
    expect(res.headers['cache-control']).toBe('no-store');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const expected of ['Facture', invoice.number!, 'Maison de repos Les Tilleuls', 'Total à payer', invoice.structuredCommunication!, 'BE68 5390 0754 7034']) {
      expect(text).toContain(expected);
    }
    const payload = invoiceEpcPayload(invoice)!;
    expect(payload).toContain(`EUR${Math.floor(invoice.totals.grossCents / 100)}.`);
    expect(decodeQrCodes(pdf)).toEqual([payload]);
  });

  it('answers like GET /api/invoices/:id: staff of its pharmacy and admins read it; other staff, other customers and shippers get a 404; nobody signed in a 401', async () => {
    const cases: [string, string | undefined, number][] = [
      ['staff of the pharmacy', w.staff.cookie, 200],
      ['admin', w.admin.cookie, 200],
      ['staff of another pharmacy', w.otherStaff.cookie, 404],
      ['another customer', w.otherCustomer.cookie, 404],
      ['a shipper of the pharmacy', w.shipper.cookie, 404],
      ['another shipper', w.otherShipper.cookie, 404],
      ['nobody', undefined, 401],
    ];
    for (const [who, cookie, status] of cases) {
      const pdf = await get(`/api/invoices/${invoice.id}/pdf`, cookie);
      const json = await get(`/api/invoices/${invoice.id}`, cookie);
      expect(pdf.statusCode, who).toBe(status);
      expect(json.statusCode, who).toBe(status);
      if (status !== 200) {
        expect(pdf.headers['content-type'], who).toContain('application/json');
        expect(pdf.json().code, who).toBe(json.json().code);
        // A refusal names no invoice.
        expect(pdf.body, who).not.toContain(invoice.number!);
      }
    }
    expect((await get('/api/invoices/not-a-uuid/pdf', w.staff.cookie)).statusCode).toBe(404);
    expect((await get(`/api/invoices/${crypto.randomUUID()}/pdf`, w.admin.cookie)).statusCode).toBe(404);
  });

  it('gives a draft to its staff only, marked as not a valid invoice and named draft.pdf; its customer gets a 404', async () => {
    const draft = await aDraft(w.t.database.db, w.pharmacyA, w.customer.uid);
    expect((await get(`/api/invoices/${draft.id}/pdf`, w.customer.cookie)).statusCode).toBe(404);
    const res = await get(`/api/invoices/${draft.id}/pdf`, w.staff.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="draft.pdf"');
    const pdf = res.rawPayload;
    expect(pdfText(pdf)).toContain('BROUILLON – facture non valable');
    expect(decodeQrCodes(pdf, 100)).toEqual([]);
  });

  it('names, on a credit note, the invoice it cancels', async () => {
    const issued = await anIssued(w.t.database.db, w.pharmacyA, w.customer.uid);
    const credited = await w.t.app.inject({ method: 'POST', url: `/api/invoices/${issued.id}/credit-note`, headers: { cookie: w.staff.cookie } });
    expect(credited.statusCode, credited.body).toBe(201);
    const note = credited.json() as Invoice;
    const res = await get(`/api/invoices/${note.id}/pdf`, w.customer.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${note.number}.pdf"`);
    // The sentence may wrap in the title block: compared with its line breaks as spaces.
    const text = pdfText(res.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('Note de crédit');
    expect(text).toContain(`Annule entièrement la facture ${issued.number}.`);
    expect(decodeQrCodes(res.rawPayload, 100)).toEqual([]);
  });

  it('counts downloads per account: after 60 in a minute, a 429 (drawing a PDF costs CPU)', async () => {
    // A missing invoice is counted like any other request. This account asked once above, in this window unless
    // the machine was slow enough for it to have closed: 59 or 60 of these pass.
    const missing = `/api/invoices/${crypto.randomUUID()}/pdf`;
    const answers = await Promise.all(Array.from({ length: 60 }, () => get(missing, w.otherCustomer.cookie)));
    expect(answers.filter((r) => r.statusCode === 404).length).toBeGreaterThanOrEqual(59);
    expect(answers.every((r) => r.statusCode === 404 || r.statusCode === 429)).toBe(true);
    expect((await get(missing, w.otherCustomer.cookie)).statusCode).toBe(429);
    // Another account has its own count.
    expect((await get(`/api/invoices/${invoice.id}/pdf`, w.customer.cookie)).statusCode).toBe(200);
  });
});
