import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createWorld, type Person, type World } from '../orders/test-world';
import { cellsOf, personIn } from '../orders/test-people';
import { aDraft, anIssued, draftBody, makeSeller } from './test-world';

/*
 * docs/PRODUCT.md "What each role may do", for every invoice endpoint (decided in access.ts): the customer the invoice
 * is issued to, another customer, the staff of its pharmacy and of another one, a courier, an admin (reads, never
 * acts), anonymous and a pending account. Mutating rows get a fresh invoice per person.
 */

let w: World;
beforeAll(async () => {
  w = await createWorld();
  await makeSeller(w.t.database.db, w.pharmacyA);
  await makeSeller(w.t.database.db, w.pharmacyB);
});
afterAll(async () => w?.t.close());

const WHO = ['anonymous', 'customer', 'other customer', 'pharmacy staff', 'staff of another pharmacy', 'shipper', 'admin', 'pending account'] as const;
type Who = (typeof WHO)[number];
type Expected = Record<Who, number>;

const personOf = (who: Who): Person | undefined => personIn(w, who);
const cells = (expected: Expected) => cellsOf(WHO, expected);
const send = (who: Who, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => {
  const cookie = personOf(who)?.cookie;
  return w.t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
};
const db = () => w.t.database.db;
const issued = () => anIssued(db(), w.pharmacyA, w.customer.uid);
const draft = () => aDraft(db(), w.pharmacyA, w.customer.uid);

const LIST: Expected = { anonymous: 401, customer: 200, 'other customer': 200, 'pharmacy staff': 200, 'staff of another pharmacy': 200, shipper: 403, admin: 200, 'pending account': 403 };
/** Its pharmacy's staff act; the customer sees an issued invoice but may not act (403); an admin reads only (403). */
const ACT_ON_ISSUED = { anonymous: 401, customer: 403, 'other customer': 404, 'pharmacy staff': 200, 'staff of another pharmacy': 404, shipper: 404, admin: 403, 'pending account': 403 };
/** A draft does not exist for its customer yet. */
const ACT_ON_DRAFT = { ...ACT_ON_ISSUED, customer: 404 };

describe('GET /api/invoices and its CSV', () => {
  it.each(cells(LIST))('list: %s → %i', async (who, status) => {
    expect((await send(who, 'GET', '/api/invoices')).statusCode).toBe(status);
  });
  it.each(cells(LIST))('export.csv: %s → %i', async (who, status) => {
    expect((await send(who, 'GET', '/api/invoices/export.csv')).statusCode).toBe(status);
  });
});

describe('GET /api/invoices/:id', () => {
  it.each(
    cells({ anonymous: 401, customer: 200, 'other customer': 404, 'pharmacy staff': 200, 'staff of another pharmacy': 404, shipper: 404, admin: 200, 'pending account': 403 }),
  )('an issued invoice: %s → %i', async (who, status) => {
    const invoice = await issued();
    const res = await send(who, 'GET', `/api/invoices/${invoice.id}`);
    expect(res.statusCode, res.body).toBe(status);
    if (status !== 200) expect(res.body).not.toContain(invoice.number!);
  });
  it.each(
    cells({ anonymous: 401, customer: 404, 'other customer': 404, 'pharmacy staff': 200, 'staff of another pharmacy': 404, shipper: 404, admin: 200, 'pending account': 403 }),
  )('a draft: %s → %i', async (who, status) => {
    expect((await send(who, 'GET', `/api/invoices/${(await draft()).id}`)).statusCode).toBe(status);
  });
  it('answers 404 for an unknown id and for an id that is not a UUID', async () => {
    expect((await send('admin', 'GET', '/api/invoices/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await send('admin', 'GET', '/api/invoices/not-an-id')).statusCode).toBe(404);
  });
});

describe('POST /api/invoices', () => {
  it.each(
    cells({ anonymous: 401, customer: 403, 'other customer': 403, 'pharmacy staff': 201, 'staff of another pharmacy': 201, shipper: 403, admin: 403, 'pending account': 403 }),
  )('%s → %i', async (who, status) => {
    const res = await send(who, 'POST', '/api/invoices', draftBody());
    expect(res.statusCode, res.body).toBe(status);
    if (status === 201) expect(res.json().pharmacyId).toBe(who === 'pharmacy staff' ? w.pharmacyA : w.pharmacyB);
  });
});

describe('commands on an invoice', () => {
  const rows: [string, () => Promise<{ id: string }>, 'PATCH' | 'POST', string, object | undefined, Expected][] = [
    ['PATCH a draft', draft, 'PATCH', '', { notes: 'Changed' }, ACT_ON_DRAFT],
    ['send a draft', draft, 'POST', '/send', undefined, ACT_ON_DRAFT],
    ['pay', issued, 'POST', '/pay', { method: 'card' }, ACT_ON_ISSUED],
    ['credit note', issued, 'POST', '/credit-note', undefined, { ...ACT_ON_ISSUED, 'pharmacy staff': 201 }],
  ];
  for (const [label, make, method, suffix, body, expected] of rows) {
    it.each(cells(expected))(`${label}: %s → %i`, async (who, status) => {
      const invoice = await make();
      const res = await send(who, method, `/api/invoices/${invoice.id}${suffix}`, body);
      expect(res.statusCode, res.body).toBe(status);
    });
  }
});

describe('OpenAPI', () => {
  it('documents every invoice route', async () => {
    const paths = Object.keys((await call(w, 'GET', '/api/docs/json')).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/invoices', '/api/invoices/export.csv', '/api/invoices/{id}', '/api/invoices/{id}/send', '/api/invoices/{id}/pay', '/api/invoices/{id}/credit-note']),
    );
  });
});
