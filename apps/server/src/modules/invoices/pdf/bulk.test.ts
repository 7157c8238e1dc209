import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unzipSync } from 'fflate';
import type { InvoiceList } from '@pharmacy/shared/schemas/invoice';
import { invoiceExportQuerySchema } from '@pharmacy/shared/schemas/invoice';
import { createWorld, type World } from '../../orders/test-world';
import { anIssued, makeSeller } from '../test-world';
import { invoicesZip } from './bulk';
import { pdfText } from './pdf-tools';

/* GET /api/invoices/export.zip (issue 14, "bulk download"): the PDFs of the filtered list, for whoever may list them. */

let w: World;
const DAY = '2031-03-03';
beforeAll(async () => {
  w = await createWorld();
  await makeSeller(w.t.database.db, w.pharmacyA);
  for (const customer of [w.customer.uid, w.customer.uid, w.otherCustomer.uid]) await anIssued(w.t.database.db, w.pharmacyA, customer, DAY);
});
afterAll(async () => w?.t.close());

const get = (url: string, cookie?: string) => w.t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const numbersOf = async (query: string, cookie: string) =>
  ((await get(`/api/invoices?${query}&limit=100`, cookie)).json() as InvoiceList).items.map((i) => `${i.number}.pdf`);

describe('GET /api/invoices/export.zip', () => {
  it('gives the staff the PDFs of the filtered list, one per invoice named after its number, in the list’s order', async () => {
    const query = `from=${DAY}&to=${DAY}&sort=amount`;
    const res = await get(`/api/invoices/export.zip?${query}`, w.staff.cookie);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="invoices-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files)).toEqual(await numbersOf(query, w.staff.cookie));
    expect(Object.keys(files)).toHaveLength(3);
    for (const [name, bytes] of Object.entries(files)) {
      expect(Buffer.from(bytes).subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdfText(Buffer.from(bytes))).toContain(name.replace(/\.pdf$/, ''));
    }
  });

  it('gives a customer their own invoices only, refuses a courier, and asks for the sign-in', async () => {
    const mine = unzipSync(new Uint8Array((await get(`/api/invoices/export.zip?from=${DAY}&to=${DAY}`, w.customer.cookie)).rawPayload));
    expect(Object.keys(mine).sort()).toEqual((await numbersOf(`from=${DAY}&to=${DAY}`, w.customer.cookie)).sort());
    expect(Object.keys(mine)).toHaveLength(2);
    expect((await get('/api/invoices/export.zip', w.shipper.cookie)).statusCode).toBe(403);
    expect((await get('/api/invoices/export.zip')).statusCode).toBe(401);
    expect((await get('/api/invoices/export.zip?from=2031-02-30', w.staff.cookie)).json().fields).toEqual({ from: 'validation.date' });
  });

  it('refuses more than it may hold before it starts, with the reason', async () => {
    const staff = (await get('/api/me', w.staff.cookie)).json();
    const query = invoiceExportQuerySchema.parse({ from: DAY, to: DAY });
    await expect(invoicesZip(w.t.database.db, staff, query, 2)).rejects.toMatchObject({ statusCode: 400, code: 'INVOICE_ZIP_TOO_MANY', message: expect.stringContaining('More than 2 invoices match') });
    const empty = unzipSync(new Uint8Array((await get('/api/invoices/export.zip?from=2040-01-01', w.staff.cookie)).rawPayload));
    expect(empty).toEqual({});
  });
});
