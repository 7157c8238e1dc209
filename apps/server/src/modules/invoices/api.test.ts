import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { isStructuredCommunication } from '@pharmacy/shared/invoices/structured-communication';
import type { Invoice } from '@pharmacy/shared/schemas/invoice';
import { auditLog, invoices, outboxEmails, pharmacies } from '../../db/schema';
import { acceptBody, call, createWorld, handoverCodeOf, placeOrder, readyOrder, step, type World } from '../orders/test-world';
import { markOverdue } from './overdue';
import { aDraft, anIssued, draftBody, makeSeller, SELLER_VAT } from './test-world';
import { brusselsToday } from './calendar';

/* The invoice API's rules (issue 14): drafts, sending, paying, credit notes, the overdue job, an order's invoice, the list and its CSV. */

let w: World;
beforeAll(async () => {
  w = await createWorld();
});
afterAll(async () => w?.t.close());

const db = () => w.t.database.db;
const api = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, cookie?: string, payload?: object) =>
  w.t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

describe('the pharmacy as a seller', () => {
  it('takes its VAT number, IBAN, BIC and payment term in the pharmacy PATCH, with field messages for bad values', async () => {
    const bad = await api('PATCH', `/api/pharmacies/${w.pharmacyB}`, w.otherStaff.cookie, { vatNumber: 'BE0123456700', iban: 'BE68539007547035', bic: 'NOPE', invoiceTermDays: 400 });
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json().fields).toEqual({ vatNumber: 'validation.vatNumber', iban: 'validation.iban', bic: 'validation.bic', invoiceTermDays: 'validation.invalid' });
    const good = await api('PATCH', `/api/pharmacies/${w.pharmacyB}`, w.otherStaff.cookie, { vatNumber: '0123.456.749', iban: 'be68 5390 0754 7034', bic: 'gkcc bebb', invoiceTermDays: 14 });
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().invoicing).toEqual({ vatNumber: SELLER_VAT, iban: 'BE68539007547034', bic: 'GKCCBEBB', invoiceTermDays: 14 });
    // Its staff and admins read them; the public directory does not carry them.
    expect((await api('GET', `/api/pharmacies/${w.pharmacyB}`, w.admin.cookie)).json().invoicing.vatNumber).toBe(SELLER_VAT);
    expect((await api('GET', `/api/pharmacies/${w.pharmacyB}`)).json().invoicing).toBeUndefined();
    expect((await api('GET', `/api/pharmacies/${w.pharmacyB}`, w.staff.cookie)).json().invoicing).toBeUndefined();
    const cleared = await api('PATCH', `/api/pharmacies/${w.pharmacyB}`, w.otherStaff.cookie, { iban: '', bic: null });
    expect(cleared.json().invoicing).toMatchObject({ vatNumber: SELLER_VAT, iban: null, bic: null });
  });
});

describe('a draft written by hand', () => {
  it('is created by its staff, edited while a draft, sent with a number and e-mailed, then refused edits', async () => {
    await makeSeller(db(), w.pharmacyA, null);
    const created = await api('POST', '/api/invoices', w.staff.cookie, draftBody());
    expect(created.statusCode, created.body).toBe(201);
    const draft = created.json() as Invoice;
    expect(draft).toMatchObject({ status: 'draft', number: null, pharmacyId: w.pharmacyA, totals: { netCents: 2484, vatCents: 71 + 273, grossCents: 2828 } });

    const edited = await api('PATCH', `/api/invoices/${draft.id}`, w.staff.cookie, { lines: [{ description: 'Sirop', quantity: 2, unitPriceCents: 850, vatRate: 6 }], notes: 'Livré' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ notes: 'Livré', totals: { netCents: 1700, vatCents: 102, grossCents: 1802 }, breakdown: [{ rate: 6, baseCents: 1700, vatCents: 102 }] });
    const badEdit = await api('PATCH', `/api/invoices/${draft.id}`, w.staff.cookie, { lines: [{ description: '', quantity: 0, unitPriceCents: -1, vatRate: 7 }] });
    expect(badEdit.statusCode).toBe(400);
    expect(Object.keys(badEdit.json().fields)).toEqual(expect.arrayContaining(['lines.0.description', 'lines.0.quantity', 'lines.0.unitPriceCents', 'lines.0.vatRate']));

    // The pharmacy has no VAT number yet: sending says which field is missing.
    const refused = await api('POST', `/api/invoices/${draft.id}/send`, w.staff.cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ vatNumber: 'validation.required' });

    await makeSeller(db(), w.pharmacyA);
    const sent = await api('POST', `/api/invoices/${draft.id}/send`, w.staff.cookie);
    expect(sent.statusCode, sent.body).toBe(200);
    const invoice = sent.json() as Invoice;
    expect(invoice).toMatchObject({ status: 'sent', issueDate: brusselsToday(), seller: { vatNumber: SELLER_VAT, iban: 'BE68539007547034' } });
    expect(invoice.number).toMatch(/-\d{4}-00001$/);
    expect(isStructuredCommunication(invoice.structuredCommunication!)).toBe(true);
    await w.t.app.outbox.drain();
    const mail = w.t.mailer.lastTo('compta@tilleuls.example')!;
    expect(mail.subject).toBe(`Facture ${invoice.number} de Pharmacie du Sablon`);
    expect(mail.text).toContain('18,02');
    expect(mail.text).toContain(invoice.structuredCommunication!);
    expect(mail.text).toContain('BE68 5390 0754 7034');

    const late = await api('PATCH', `/api/invoices/${draft.id}`, w.staff.cookie, { notes: 'changed' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'INVOICE_ISSUED', message: expect.stringContaining('credit note') });
    expect((await api('POST', `/api/invoices/${draft.id}/send`, w.staff.cookie)).json().code).toBe('INVOICE_ISSUED');
    // Who wrote, changed and sent it is in the audit log, without the buyer's name or address.
    const trail = await db().select().from(auditLog).where(eq(auditLog.entityId, draft.id));
    expect(trail.map((a) => [a.action, a.actorId])).toEqual(
      expect.arrayContaining([
        ['invoice.created', w.staff.uid],
        ['invoice.updated', w.staff.uid],
        ['invoice.sent', w.staff.uid],
      ]),
    );
    expect(JSON.stringify(trail)).not.toContain('Tilleuls');
  });

  it('needs pharmacyId from an account of several pharmacies, and only one of theirs', async () => {
    const [{ id: third }] = await db()
      .insert(pharmacies)
      .values({ id: crypto.randomUUID(), slug: `third-${Date.now()}`, name: 'Pharmacie Tierce', code: `BE-T${Date.now()}`, address: 'Rue 3', postalCode: '1000', city: 'Bruxelles', openingHours: [[], [], [], [], [], [], []] })
      .returning({ id: pharmacies.id });
    await call(w, 'PUT', `/api/pharmacies/${third}/staff/${w.otherStaff.uid}`, w.admin.cookie);
    const ambiguous = await api('POST', '/api/invoices', w.otherStaff.cookie, draftBody());
    expect(ambiguous.statusCode).toBe(400);
    expect(ambiguous.json().fields).toEqual({ pharmacyId: 'validation.required' });
    expect((await api('POST', '/api/invoices', w.otherStaff.cookie, draftBody({ pharmacyId: w.pharmacyA }))).statusCode).toBe(403);
    const chosen = await api('POST', '/api/invoices', w.otherStaff.cookie, draftBody({ pharmacyId: third }));
    expect(chosen.statusCode, chosen.body).toBe(201);
    expect(chosen.json().pharmacyId).toBe(third);
  });
});

describe('paying', () => {
  it('records the day and method of a sent invoice once; a draft or a future day is refused', async () => {
    await makeSeller(db(), w.pharmacyA);
    const draft = await aDraft(db(), w.pharmacyA);
    const early = await api('POST', `/api/invoices/${draft.id}/pay`, w.staff.cookie, { method: 'cash' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'INVOICE_NOT_PAYABLE', message: expect.stringContaining('send it') });

    const invoice = await anIssued(db(), w.pharmacyA, null, '2026-01-10');
    expect((await api('POST', `/api/invoices/${invoice.id}/pay`, w.staff.cookie, { method: 'cheque' })).json().fields).toEqual({ method: 'validation.invalid' });
    const future = await api('POST', `/api/invoices/${invoice.id}/pay`, w.staff.cookie, { method: 'card', paidOn: '2999-01-01' });
    expect(future.statusCode).toBe(400);
    expect(future.json().fields).toEqual({ paidOn: 'validation.date' });
    const before = await api('POST', `/api/invoices/${invoice.id}/pay`, w.staff.cookie, { method: 'card', paidOn: '2026-01-09' });
    expect(before.json().fields).toEqual({ paidOn: 'validation.date' });

    const paid = await api('POST', `/api/invoices/${invoice.id}/pay`, w.staff.cookie, { method: 'transfer', paidOn: '2026-01-20' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'paid', paymentMethod: 'transfer', paidAt: '2026-01-20T12:00:00.000Z' });
    const again = await api('POST', `/api/invoices/${invoice.id}/pay`, w.staff.cookie, { method: 'cash' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'INVOICE_PAID', message: expect.stringContaining('2026-01-20') });
    const [audit] = await db().select().from(auditLog).where(and(eq(auditLog.entityId, invoice.id), eq(auditLog.action, 'invoice.paid')));
    expect(audit).toMatchObject({ actorId: w.staff.uid, detail: { number: invoice.number, method: 'transfer', paidOn: '2026-01-20' } });
  });

  it('pays an overdue invoice; today’s payment keeps the time it was recorded', async () => {
    const invoice = await anIssued(db(), w.pharmacyA, null, '2020-02-01');
    await markOverdue(db());
    expect((await db().select({ s: invoices.status }).from(invoices).where(eq(invoices.id, invoice.id)))[0]!.s).toBe('overdue');
    const paid = await api('POST', `/api/invoices/${invoice.id}/pay`, w.staff.cookie, { method: 'card' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(Date.now() - Date.parse(paid.json().paidAt)).toBeLessThan(60_000);
  });
});

describe('a credit note', () => {
  it('corrects a sent invoice in full, once; the invoice is then neither payable nor overdue', async () => {
    const invoice = await anIssued(db(), w.pharmacyA, w.customer.uid, '2020-03-01');
    const res = await api('POST', `/api/invoices/${invoice.id}/credit-note`, w.staff.cookie);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ kind: 'credit_note', status: 'sent', creditedInvoiceId: invoice.id, totals: { grossCents: -invoice.grossCents }, structuredCommunication: null });
    expect(res.json().lines.every((l: { unitPriceCents: number }) => l.unitPriceCents < 0)).toBe(true);
    expect((await api('POST', `/api/invoices/${invoice.id}/credit-note`, w.staff.cookie)).json().code).toBe('INVOICE_CREDITED');
    expect((await api('POST', `/api/invoices/${invoice.id}/pay`, w.staff.cookie, { method: 'cash' })).json().code).toBe('INVOICE_CREDITED');
    expect((await api('POST', `/api/invoices/${res.json().id}/pay`, w.staff.cookie, { method: 'cash' })).json().code).toBe('INVOICE_NOT_PAYABLE');
    // Settled by the note: `credited`, so never overdue; the note itself is issued (`sent`) and never paid.
    expect((await api('GET', `/api/invoices/${invoice.id}`, w.staff.cookie)).json().status).toBe('credited');
    await markOverdue(db());
    expect((await db().select({ s: invoices.status }).from(invoices).where(eq(invoices.id, invoice.id)))[0]!.s).toBe('credited');
    // The customer reads the credit note too.
    expect((await api('GET', `/api/invoices/${res.json().id}`, w.customer.cookie)).statusCode).toBe(200);
    const draft = await aDraft(db(), w.pharmacyA);
    expect((await api('POST', `/api/invoices/${draft.id}/credit-note`, w.staff.cookie)).json().code).toBe('INVOICE_NOT_ISSUED');
  });

  it('credits a paid invoice, which keeps its payment (now to refund)', async () => {
    const invoice = await anIssued(db(), w.pharmacyA, null);
    expect((await api('POST', `/api/invoices/${invoice.id}/pay`, w.staff.cookie, { method: 'card' })).statusCode).toBe(200);
    expect((await api('POST', `/api/invoices/${invoice.id}/credit-note`, w.staff.cookie)).statusCode).toBe(201);
    expect((await api('GET', `/api/invoices/${invoice.id}`, w.staff.cookie)).json()).toMatchObject({ status: 'credited', paymentMethod: 'card', paidAt: expect.any(String) });
  });
});

describe('the overdue job', () => {
  it('marks each sent invoice past its due date once, even run twice at once, and leaves the rest', async () => {
    const past = await Promise.all([1, 2, 3, 4, 5].map(() => anIssued(db(), w.pharmacyA, null, '2021-06-01')));
    const current = await anIssued(db(), w.pharmacyA, null, '2021-06-20');
    // Due 2021-07-01 (30 days); the job runs on 2021-07-10 (Brussels dates): an invoice due that day is not late yet.
    const dueToday = await anIssued(db(), w.pharmacyA, null, '2021-06-10');
    const [waiting] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(invoices)
      .where(and(eq(invoices.status, 'sent'), eq(invoices.kind, 'invoice'), sql`${invoices.dueDate} < '2021-07-10'`));
    const runs = await Promise.all([markOverdue(db(), '2021-07-10'), markOverdue(db(), '2021-07-10')]);
    expect(runs[0] + runs[1]).toBe(waiting!.n);
    expect(runs[0] + runs[1]).toBeGreaterThanOrEqual(5);
    const statuses = await db().select({ id: invoices.id, status: invoices.status }).from(invoices).where(sql`${invoices.id} IN ${[...past.map((p) => p.id), current.id, dueToday.id]}`);
    const byId = new Map(statuses.map((s) => [s.id, s.status]));
    expect(past.map((p) => byId.get(p.id))).toEqual(Array(5).fill('overdue'));
    expect(byId.get(dueToday.id)).toBe('sent');
    expect(byId.get(current.id)).toBe('sent');
    expect(await markOverdue(db(), '2021-07-10')).toBe(0);
    expect(await markOverdue(db(), '2021-07-11')).toBe(1);
  });

  it('runs from the app’s job runner', async () => {
    const invoice = await anIssued(db(), w.pharmacyA, null, '2020-05-01');
    await w.t.app.jobs.runAll();
    expect((await db().select({ s: invoices.status }).from(invoices).where(eq(invoices.id, invoice.id)))[0]!.s).toBe('overdue');
  });
});

describe('a counter sale at consumer prices', () => {
  it('takes VAT out of prices that include it, and works the totals out again when the basis changes', async () => {
    await makeSeller(db(), w.pharmacyA);
    const body = { ...draftBody(), pricesIncludeVat: true, lines: [{ description: 'Sirop', quantity: 1, unitPriceCents: 1790, vatRate: 6 }] };
    const created = await api('POST', '/api/invoices', w.staff.cookie, body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ pricesIncludeVat: true, totals: { netCents: 1689, vatCents: 101, grossCents: 1790 }, lines: [{ amountCents: 1790 }] });
    // The same line read as a price before VAT: 17.90 + 1.07.
    const switched = await api('PATCH', `/api/invoices/${created.json().id}`, w.staff.cookie, { pricesIncludeVat: false });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json()).toMatchObject({ pricesIncludeVat: false, totals: { netCents: 1790, vatCents: 107, grossCents: 1897 } });
    const bad = await api('PATCH', `/api/invoices/${created.json().id}`, w.staff.cookie, { pricesIncludeVat: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ pricesIncludeVat: 'validation.invalid' });
  });
});

describe('an order’s invoice', () => {
  const invoiceOf = async (orderId: string) => (await db().select().from(invoices).where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice'))))[0];

  it('is issued on collection from the priced lines: medicines at 6 %, other goods at 21 %, read by its customer', async () => {
    await makeSeller(db(), w.pharmacyA);
    const order = await readyOrder(w, { delivery_type: 'take_away' });
    await step(w, w.staff, order.id, { action: 'collect', handoverCode: await handoverCodeOf(w, order.id) });
    const row = (await invoiceOf(order.id))!;
    expect(row).toMatchObject({ status: 'sent', customerId: w.customer.uid, kind: 'invoice' });
    const res = await api('GET', `/api/invoices/${row.id}`, w.customer.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const invoice = res.json() as Invoice;
    // The pharmacy's prices as paid (12.34 VAT included per unit); each rate's VAT is taken out of its total once:
    // 24.68 at 6 % holds 1.40, 12.34 at 21 % holds 2.14.
    expect(invoice.pricesIncludeVat).toBe(true);
    expect(invoice.lines.map((l) => [l.description, l.quantity, l.unitPriceCents, l.vatRate, l.amountCents])).toEqual([
      ['AMOXICILLINE TEST 500 mg, gélule', 2, 1234, 6, 2468],
      ['Crème solaire SPF 50', 1, 1234, 21, 1234],
    ]);
    expect(invoice.breakdown).toEqual([
      { rate: 6, baseCents: 2328, vatCents: 140 },
      { rate: 21, baseCents: 1020, vatCents: 214 },
    ]);
    expect(invoice.totals.grossCents).toBe(3 * 1234);
    expect(invoice.buyer).toMatchObject({ name: `${order.firstName} ${order.lastName}`, email: w.customer.email });
    expect(invoice.buyer.street).not.toBe('');
    expect(invoice.number).toBeTruthy();
    // E-mailed to the customer account's verified address.
    const [mail] = await db().select().from(outboxEmails).where(and(eq(outboxEmails.template, 'invoice-sent'), sql`${outboxEmails.params}->>'number' = ${invoice.number}`));
    expect(mail?.toAddress).toBe(w.customer.email);
  });

  it('is issued on delivery with the delivery fee at 21 %', async () => {
    await makeSeller(db(), w.pharmacyA);
    const order = await placeOrder(w, { delivery_type: 'neighbour' });
    await step(w, w.staff, order.id, acceptBody(order));
    await step(w, w.staff, order.id, { action: 'prepare' });
    await step(w, w.staff, order.id, { action: 'ready' });
    await step(w, w.staff, order.id, { action: 'assign_shipper', shipperId: w.shipper.uid });
    await step(w, w.shipper, order.id, { action: 'pick_up' });
    await step(w, w.shipper, order.id, { action: 'deliver', handoverCode: await handoverCodeOf(w, order.id), receiverName: 'Jean Dupont' });
    const row = (await invoiceOf(order.id))!;
    const invoice = (await api('GET', `/api/invoices/${row.id}`, w.staff.cookie)).json() as Invoice;
    expect(invoice.status).toBe('sent');
    // The fee of 4.50 VAT included, named in the order's language; 21 % holds 12.34 + 4.50 = 16.84, VAT 2.92 in it.
    expect(invoice.lines.at(-1)).toMatchObject({ description: 'Home delivery', quantity: 1, unitPriceCents: 450, vatRate: 21 });
    expect(invoice.breakdown.find((b) => b.rate === 21)).toEqual({ rate: 21, baseCents: 1684 - 292, vatCents: 292 });
    expect(invoice.totals.grossCents).toBe(3 * 1234 + 450);
    // The courier sees no invoice.
    expect((await api('GET', `/api/invoices/${row.id}`, w.shipper.cookie)).statusCode).toBe(404);
  });

  it('comes to the order’s total to the cent, whatever the prices (a 17.90 order once gave a 17.91 invoice)', async () => {
    await makeSeller(db(), w.pharmacyA);
    const prices = [1790, 1, 3, 999, 2659];
    const order = await placeOrder(w, {
      delivery_type: 'take_away',
      medicines: prices.map((_, i) => ({ cis: null, name: `Article ${i + 1}`, quantity: 1 + (i % 3) })),
    });
    await step(w, w.staff, order.id, { action: 'accept', prices: order.lines.map((l, i) => ({ lineId: l.id, unitPriceCents: prices[i]! })) });
    await step(w, w.staff, order.id, { action: 'prepare' });
    await step(w, w.staff, order.id, { action: 'ready' });
    const collected = await step(w, w.staff, order.id, { action: 'collect', handoverCode: await handoverCodeOf(w, order.id) });
    const row = (await invoiceOf(order.id))!;
    const invoice = (await api('GET', `/api/invoices/${row.id}`, w.staff.cookie)).json() as Invoice;
    expect(collected.totalCents).toBe(prices.reduce((sum, p, i) => sum + p * (1 + (i % 3)), 0));
    expect(invoice.totals.grossCents).toBe(collected.totalCents);
    expect(invoice.totals.netCents + invoice.totals.vatCents).toBe(invoice.totals.grossCents);
  });

  it('stays a draft the pharmacy completes when it has no VAT number, unseen by the customer until sent', async () => {
    await makeSeller(db(), w.pharmacyA, null);
    const order = await readyOrder(w, { delivery_type: 'take_away' });
    await step(w, w.staff, order.id, { action: 'collect', handoverCode: await handoverCodeOf(w, order.id) });
    const row = (await invoiceOf(order.id))!;
    expect(row).toMatchObject({ status: 'draft', number: null });
    expect((await api('GET', `/api/invoices/${row.id}`, w.customer.cookie)).statusCode).toBe(404);
    expect((await api('GET', '/api/invoices', w.customer.cookie)).json().items.map((i: { id: string }) => i.id)).not.toContain(row.id);
    await makeSeller(db(), w.pharmacyA);
    expect((await api('POST', `/api/invoices/${row.id}/send`, w.staff.cookie)).statusCode).toBe(200);
    expect((await api('GET', `/api/invoices/${row.id}`, w.customer.cookie)).statusCode).toBe(200);
  });
});

describe('the list', () => {
  it('shows customers their own issued invoices only, staff their pharmacy’s, with counts per status', async () => {
    await makeSeller(db(), w.pharmacyA);
    const mine = await anIssued(db(), w.pharmacyA, w.customer.uid);
    const theirs = await anIssued(db(), w.pharmacyA, w.otherCustomer.uid);
    const ids = async (cookie: string, query = '') => ((await api('GET', `/api/invoices?limit=100${query}`, cookie)).json().items as { id: string }[]).map((i) => i.id);
    expect(await ids(w.customer.cookie)).toContain(mine.id);
    expect(await ids(w.customer.cookie)).not.toContain(theirs.id);
    expect(await ids(w.otherCustomer.cookie)).toEqual([theirs.id]);
    expect(await ids(w.otherStaff.cookie)).not.toContain(mine.id);
    expect((await api('GET', `/api/invoices/${mine.id}`, w.otherCustomer.cookie)).statusCode).toBe(404);
    const staffList = (await api('GET', '/api/invoices?status=draft', w.staff.cookie)).json();
    expect(staffList.items.every((i: { status: string }) => i.status === 'draft')).toBe(true);
    expect(staffList.counts.draft).toBe(staffList.items.length);
    expect(staffList.counts.sent + staffList.counts.paid + staffList.counts.overdue).toBeGreaterThan(5);
    expect((await api('GET', '/api/invoices', w.shipper.cookie)).statusCode).toBe(403);
  });

  it('counts and totals the invoices per status for the tabs and the summary, the credit notes apart', async () => {
    const list = async () => (await api('GET', '/api/invoices?limit=1', w.otherStaff.cookie)).json();
    await makeSeller(db(), w.pharmacyB);
    const before = await list();
    const unpaid = await anIssued(db(), w.pharmacyB);
    const paid = await anIssued(db(), w.pharmacyB);
    const credited = await anIssued(db(), w.pharmacyB);
    expect((await api('POST', `/api/invoices/${paid.id}/pay`, w.otherStaff.cookie, { method: 'cash' })).statusCode).toBe(200);
    expect((await api('POST', `/api/invoices/${credited.id}/credit-note`, w.otherStaff.cookie)).statusCode).toBe(201);
    const after = await list();
    const grew = (key: 'counts' | 'amounts', status: string) => after[key][status] - before[key][status];
    expect([grew('counts', 'sent'), grew('counts', 'paid'), grew('counts', 'credited')]).toEqual([1, 1, 1]);
    expect([grew('amounts', 'sent'), grew('amounts', 'paid'), grew('amounts', 'credited')]).toEqual([unpaid.grossCents, paid.grossCents, credited.grossCents]);
    expect(after.creditNotes.count - before.creditNotes.count).toBe(1);
    expect(after.creditNotes.grossCents - before.creditNotes.grossCents).toBe(-credited.grossCents);
    // The tabs keep their counts whichever tab is open: status and kind narrow the rows, not the counts.
    const notes = (await api('GET', '/api/invoices?kind=credit_note', w.otherStaff.cookie)).json();
    expect(notes.counts).toEqual(after.counts);
    expect(notes.items.every((i: { kind: string }) => i.kind === 'credit_note')).toBe(true);
    const unpaidOnly = (await api('GET', '/api/invoices?status=sent&kind=invoice&limit=100', w.otherStaff.cookie)).json();
    expect(unpaidOnly.items.map((i: { id: string }) => i.id)).toContain(unpaid.id);
    expect(unpaidOnly.items.every((i: { kind: string; status: string }) => i.kind === 'invoice' && i.status === 'sent')).toBe(true);
  });

  it('gives an order’s invoice and its credit note by orderId, to those who may read them only', async () => {
    await makeSeller(db(), w.pharmacyA);
    const order = await readyOrder(w, { delivery_type: 'take_away' });
    await step(w, w.staff, order.id, { action: 'collect', handoverCode: await handoverCodeOf(w, order.id) });
    const list = async (cookie: string, query: string) => (await api('GET', `/api/invoices?${query}`, cookie)).json();
    const [invoice] = (await list(w.customer.cookie, `orderId=${order.id}`)).items;
    expect(invoice).toMatchObject({ orderId: order.id, kind: 'invoice' });
    const credit = await api('POST', `/api/invoices/${invoice.id}/credit-note`, w.staff.cookie);
    expect(credit.statusCode, credit.body).toBe(201);
    const both = await list(w.customer.cookie, `orderId=${order.id}`);
    expect(both.items.map((i: { kind: string }) => i.kind)).toEqual(['credit_note', 'invoice']);
    expect(both.items.every((i: { orderId: string }) => i.orderId === order.id)).toBe(true);
    expect((await list(w.staff.cookie, `orderId=${order.id}`)).items).toHaveLength(2);
    // Someone else's order is as unknown as a missing one.
    for (const cookie of [w.otherCustomer.cookie, w.otherStaff.cookie]) {
      expect((await api('GET', `/api/invoices?orderId=${order.id}`, cookie)).statusCode).toBe(404);
    }
    expect((await api('GET', `/api/invoices?orderId=${crypto.randomUUID()}`, w.admin.cookie)).statusCode).toBe(404);
    expect((await list(w.admin.cookie, `orderId=${order.id}`)).items).toHaveLength(2);
    const bad = await api('GET', '/api/invoices?orderId=42', w.customer.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ orderId: 'validation.invalid' });
  });

  it.each(['newest', 'oldest', 'issued', 'due', 'amount'] as const)('walks every invoice once, in %s order', async (sort) => {
    type Row = { id: string; createdAt: string; issueDate: string | null; dueDate: string | null; grossCents: number };
    const seen: Row[] = [];
    let cursor: string | null = null;
    do {
      const res = await api('GET', `/api/invoices?sort=${sort}&limit=9${cursor ? `&cursor=${cursor}` : ''}`, w.staff.cookie);
      expect(res.statusCode, res.body).toBe(200);
      const page: { items: Row[]; nextCursor: string | null } = res.json();
      seen.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    const [total] = await db().select({ n: sql<number>`count(*)::int` }).from(invoices).where(eq(invoices.pharmacyId, w.pharmacyA));
    expect(new Set(seen.map((r) => r.id)).size).toBe(total!.n);
    expect(seen.length).toBe(total!.n);
    // Each neighbour pair in the sort's order (ids break ties, the same way as the key).
    const key: Record<typeof sort, (r: Row) => string | number> = {
      newest: (r) => r.createdAt,
      oldest: (r) => r.createdAt,
      issued: (r) => r.issueDate ?? '',
      due: (r) => r.dueDate ?? '9999-12-31',
      amount: (r) => r.grossCents,
    };
    const desc = sort === 'newest' || sort === 'issued' || sort === 'amount';
    for (let i = 1; i < seen.length; i++) {
      const [a, b] = [key[sort](seen[i - 1]!), key[sort](seen[i]!)];
      if (a !== b) expect(desc ? a > b : a < b, `${sort}: ${a} then ${b}`).toBe(true);
    }
  });

  it('refuses a cursor of another sort and an unknown sort', async () => {
    const first = (await api('GET', '/api/invoices?sort=amount&limit=1', w.staff.cookie)).json();
    const wrong = await api('GET', `/api/invoices?sort=due&cursor=${first.nextCursor}`, w.staff.cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ cursor: 'validation.cursor' });
    expect((await api('GET', '/api/invoices?sort=random', w.staff.cookie)).json().fields).toEqual({ sort: 'validation.invalid' });
  });

  it('pages by cursor without a gap or a repeat, and filters by number, buyer, kind and issue dates', async () => {
    const all: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: { id: string }[]; nextCursor: string | null } = (await api('GET', `/api/invoices?limit=7${cursor ? `&cursor=${cursor}` : ''}`, w.staff.cookie)).json();
      all.push(...page.items.map((i) => i.id));
      // The counts come with the first page; a cursor page is a page only.
      expect('counts' in page).toBe(cursor === null);
      cursor = page.nextCursor;
    } while (cursor);
    const [total] = await db().select({ n: sql<number>`count(*)::int` }).from(invoices).where(eq(invoices.pharmacyId, w.pharmacyA));
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBe(total!.n);
    expect((await api('GET', '/api/invoices?cursor=nonsense', w.staff.cookie)).json().fields).toEqual({ cursor: 'validation.cursor' });

    const one = await anIssued(db(), w.pharmacyA, null, '2019-04-04');
    const byNumber = (await api('GET', `/api/invoices?q=${one.number!.slice(-10)}`, w.staff.cookie)).json();
    expect(byNumber.items.map((i: { id: string }) => i.id)).toEqual([one.id]);
    const byBuyer = (await api('GET', '/api/invoices?q=tilleuls&from=2019-04-04&to=2019-04-04', w.staff.cookie)).json();
    expect(byBuyer.items.map((i: { id: string }) => i.id)).toEqual([one.id]);
    const notes = (await api('GET', '/api/invoices?kind=credit_note', w.staff.cookie)).json();
    expect(notes.items.length).toBeGreaterThan(0);
    expect(notes.items.every((i: { kind: string }) => i.kind === 'credit_note')).toBe(true);
    expect((await api('GET', '/api/invoices?from=2019-02-30', w.staff.cookie)).json().fields).toEqual({ from: 'validation.date' });
  });

  it('exports the filtered list as CSV', async () => {
    const paid = await anIssued(db(), w.pharmacyA, null, '2018-08-08');
    await api('POST', `/api/invoices/${paid.id}/pay`, w.staff.cookie, { method: 'cash', paidOn: '2018-08-09' });
    const res = await api('GET', '/api/invoices/export.csv?status=paid&from=2018-08-01&to=2018-08-31', w.staff.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toContain('"number","kind","status"');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"${paid.number}","invoice","paid","2018-08-08"`);
    expect(lines[1]).toContain('"24.84","3.44","28.28"');
    expect((await api('GET', '/api/invoices/export.csv', w.shipper.cookie)).statusCode).toBe(403);
    expect((await api('GET', '/api/invoices/export.csv')).statusCode).toBe(401);
    const customer = await api('GET', '/api/invoices/export.csv', w.otherCustomer.cookie);
    expect(customer.statusCode).toBe(200);
    expect(customer.body).not.toContain(paid.number!);
  });
});
