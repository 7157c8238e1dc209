import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { invoiceCodePrefix } from '@pharmacy/shared/invoices/numbering';
import { isStructuredCommunication } from '@pharmacy/shared/invoices/structured-communication';
import { invoiceDraftCreateSchema, type InvoiceDraftCreateInput } from '@pharmacy/shared/schemas/invoice';
import { invoices, pharmacies } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import { createTestApp, type TestApp } from '../../test/test-app';
import { aPharmacy } from '../accounts/testing/fixtures';
import { creditInvoice } from './credit-note';
import { createDraft, updateDraft } from './drafts';
import { issueInvoice } from './issue';
import { takeNumber } from './numbering';

/* Invoice numbers: gapless and unique per pharmacy and year, given when an invoice is issued; issued invoices never change. */

let t: TestApp;
let pharmacy: string;
let code: string;
beforeAll(async () => {
  t = await createTestApp();
  pharmacy = await aPharmacy(t, 'Pharmacie du Sablon');
  await t.database.db.update(pharmacies).set({ vatNumber: 'BE0123456749', iban: 'BE68539007547034' }).where(eq(pharmacies.id, pharmacy));
  code = invoiceCodePrefix((await t.database.db.select({ code: pharmacies.code }).from(pharmacies).where(eq(pharmacies.id, pharmacy)))[0]!.code);
});
afterAll(() => t.close());

const db = () => t.database.db;
const input = (patch: Partial<InvoiceDraftCreateInput> = {}) =>
  invoiceDraftCreateSchema.parse({
    buyer: { name: 'Maison de repos Les Tilleuls', street: 'Rue Haute 12', postalCode: '1000', city: 'Bruxelles' },
    lines: [
      { description: 'Dafalgan 1 g, 20 comprimés', quantity: 3, unitPriceCents: 395, vatRate: 6 },
      { description: 'Thermomètre digital', quantity: 1, unitPriceCents: 1299, vatRate: 21 },
    ],
    language: 'fr',
    ...patch,
  });
const draft = (pharmacyId = pharmacy) => createDraft(db(), { pharmacyId, createdBy: null, input: input() });
const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
};

describe('a draft', () => {
  it('has no number, and its amounts come from its lines with VAT per rate', async () => {
    const d = await draft();
    expect(d).toMatchObject({ status: 'draft', number: null, structuredCommunication: null, netCents: 3 * 395 + 1299 });
    // 6 % of 11.85 = 0.711 → 0.71; 21 % of 12.99 = 2.7279 → 2.73.
    expect(d.breakdown).toEqual([
      { rate: 6, baseCents: 1185, vatCents: 71 },
      { rate: 21, baseCents: 1299, vatCents: 273 },
    ]);
    expect(d.grossCents).toBe(1185 + 1299 + 71 + 273);
  });

  it('is edited until it is issued, and refused once issued', async () => {
    const d = await draft();
    const edited = await updateDraft(db(), d.id, { lines: [{ description: 'Sirop', quantity: 2, unitPriceCents: 850, vatRate: 6, cis: null }], notes: 'Livré' });
    expect(edited).toMatchObject({ netCents: 1700, vatCents: 102, grossCents: 1802, notes: 'Livré' });
    await issueInvoice(db(), d.id, '2026-03-02');
    expect((await refusal(updateDraft(db(), d.id, { notes: 'changed' }))).code).toBe('INVOICE_ISSUED');
    expect((await refusal(issueInvoice(db(), d.id, '2026-03-02'))).code).toBe('INVOICE_ISSUED');
  });
});

describe('issuing', () => {
  it('numbers CODE-YYYY-NNNNN from 1 in each year, with a structured communication and a due date', async () => {
    const other = await aPharmacy(t, 'Pharmacie Neuve');
    await db().update(pharmacies).set({ vatNumber: 'BE0123456749', invoiceTermDays: 14 }).where(eq(pharmacies.id, other));
    const otherCode = invoiceCodePrefix((await db().select({ code: pharmacies.code }).from(pharmacies).where(eq(pharmacies.id, other)))[0]!.code);
    const first = await issueInvoice(db(), (await draft(other)).id, '2025-12-31');
    const second = await issueInvoice(db(), (await draft(other)).id, '2026-01-01');
    const third = await issueInvoice(db(), (await draft(other)).id, '2026-01-02');
    expect([first.number, second.number, third.number]).toEqual([`${otherCode}-2025-00001`, `${otherCode}-2026-00001`, `${otherCode}-2026-00002`]);
    expect(first).toMatchObject({ status: 'sent', issueDate: '2025-12-31', dueDate: '2026-01-14', year: 2025, sequence: 1 });
    expect(isStructuredCommunication(first.structuredCommunication!)).toBe(true);
    // Unique in the series: the year's two digits, then the sequence.
    expect(third.structuredCommunication).toMatch(/^\+\+\+260\/0000\/002\d\d\+\+\+$/);
  });

  it('refuses without the pharmacy’s VAT number, naming the field', async () => {
    const bare = await aPharmacy(t, 'Pharmacie sans TVA');
    const error = await refusal(issueInvoice(db(), (await draft(bare)).id, '2026-05-01'));
    expect(error).toMatchObject({ statusCode: 400, fields: { vatNumber: 'validation.required' } });
  });

  it('gives 50 concurrent issues at one pharmacy the numbers 1 to 50, none twice and none skipped', async () => {
    const drafts = await Promise.all(Array.from({ length: 50 }, () => draft()));
    const issued = await Promise.all(drafts.map((d) => issueInvoice(db(), d.id, '2027-06-15')));
    expect(issued.map((i) => i.sequence).sort((a, b) => a! - b!)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(new Set(issued.map((i) => i.number)).size).toBe(50);
    expect(issued.every((i) => i.number!.startsWith(`${code}-2027-`))).toBe(true);
  });

  it('gives a number back when the issuing transaction rolls back', async () => {
    await issueInvoice(db(), (await draft()).id, '2028-01-10');
    await db()
      .transaction(async (tx) => {
        expect(await takeNumber(tx, pharmacy, 2028)).toBe(2);
        throw new Error('the issue failed after taking its number');
      })
      .catch(() => {});
    expect((await issueInvoice(db(), (await draft()).id, '2028-01-11')).sequence).toBe(2);
  });
});

describe('a credit note', () => {
  it('corrects an issued invoice in full, numbered next in the same series, and only once', async () => {
    const invoice = await issueInvoice(db(), (await draft()).id, '2029-02-01');
    const note = await creditInvoice(db(), invoice.id, null, '2029-02-03');
    expect(note).toMatchObject({
      kind: 'credit_note',
      status: 'sent',
      creditedInvoiceId: invoice.id,
      number: `${code}-2029-00002`,
      netCents: -invoice.netCents,
      vatCents: -invoice.vatCents,
      grossCents: -invoice.grossCents,
      structuredCommunication: null,
      buyer: invoice.buyer,
    });
    expect(note.breakdown).toEqual(invoice.breakdown.map((r) => ({ ...r, baseCents: -r.baseCents, vatCents: -r.vatCents })));
    // The invoice is as it was issued; only its status says it is settled by the note.
    const { status, updatedAt, ...issued } = (await db().select().from(invoices).where(eq(invoices.id, invoice.id)))[0]!;
    expect(status).toBe('credited');
    expect(updatedAt.getTime()).toBeGreaterThanOrEqual(invoice.updatedAt.getTime());
    const { status: _wasSent, updatedAt: _wasUpdated, ...asIssued } = invoice;
    expect(issued).toEqual(asIssued);
    expect((await refusal(creditInvoice(db(), invoice.id, null, '2029-02-04'))).code).toBe('INVOICE_CREDITED');
  });

  it('is refused for a draft and for a credit note', async () => {
    const d = await draft();
    expect((await refusal(creditInvoice(db(), d.id, null))).code).toBe('INVOICE_NOT_ISSUED');
    const invoice = await issueInvoice(db(), d.id, '2030-01-05');
    const note = await creditInvoice(db(), invoice.id, null, '2030-01-06');
    expect((await refusal(creditInvoice(db(), note.id, null))).code).toBe('INVOICE_NOT_ISSUED');
  });

  it('keeps the series gapless across invoices and credit notes', async () => {
    const rows = await db().execute(sql`SELECT year, array_agg(sequence ORDER BY sequence) AS s FROM invoices WHERE pharmacy_id = ${pharmacy} AND sequence IS NOT NULL GROUP BY year`);
    for (const row of (rows as unknown as { rows: { year: number; s: number[] }[] }).rows) {
      expect(row.s, String(row.year)).toEqual(Array.from({ length: row.s.length }, (_, i) => i + 1));
    }
  });
});
