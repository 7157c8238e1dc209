import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_METHODS } from '@pharmacy/shared/schemas/shop-checkout';
import type { DashboardEcommerce } from '@pharmacy/shared/schemas/dashboard-ecommerce';
import type { InvoiceBuyer } from '@pharmacy/shared/schemas/invoice';
import { carts, shopCheckouts, shopProducts } from '../../db/schema';
import { call, createWorld, type Person, type World } from '../orders/test-world';
import { ecommerceDashboard } from './ecommerce';
import { PHARMACY_AND_ADMIN, whoMayAsk } from './test-support';

/*
 * Issue 19 "Proof" for /dashboard/ecommerce: checkouts, carts and products written straight into the tables, with
 * checkouts either side of the range's Brussels midnights, then every figure checked against what this file computes
 * from the same lists. A pharmacy's staff never see another pharmacy's shop.
 */

const RANGE = { from: '2026-03-28', to: '2026-03-30' };

interface Line {
  product: 'cream' | 'plaster' | 'vitamins' | 'balm';
  quantity: number;
  unit: number;
}
interface Seed {
  pharmacy: 'A' | 'B';
  status: 'open' | 'paid' | 'failed' | 'expired' | 'canceled' | 'at_pharmacy';
  payment: 'online' | 'at_pharmacy';
  created: string;
  lines: Line[];
  discount?: number;
  shipping?: number;
}

const SEEDS: Seed[] = [
  // Saturday 28 March 00:30 in Brussels (winter time) is 23:30 UTC on the 27th: in the range; 22:30 UTC is the 27th.
  {
    pharmacy: 'A',
    status: 'paid',
    payment: 'online',
    created: '2026-03-27T23:30:00.000Z',
    lines: [{ product: 'cream', quantity: 2, unit: 1_250 }],
  },
  {
    pharmacy: 'A',
    status: 'paid',
    payment: 'online',
    created: '2026-03-27T22:30:00.000Z',
    lines: [{ product: 'cream', quantity: 9, unit: 1_250 }],
  },
  {
    pharmacy: 'A',
    status: 'at_pharmacy',
    payment: 'at_pharmacy',
    created: '2026-03-29T10:00:00.000Z',
    lines: [
      { product: 'plaster', quantity: 3, unit: 400 },
      { product: 'vitamins', quantity: 1, unit: 2_000 },
    ],
    discount: 320,
  },
  {
    pharmacy: 'A',
    status: 'paid',
    payment: 'online',
    created: '2026-03-30T21:59:00.000Z',
    lines: [{ product: 'vitamins', quantity: 2, unit: 2_000 }],
    shipping: 450,
  },
  // Monday 30 March 23:59 in Brussels (summer time) is 21:59 UTC; 22:00 UTC is the 31st: after.
  {
    pharmacy: 'A',
    status: 'paid',
    payment: 'online',
    created: '2026-03-30T22:00:00.000Z',
    lines: [{ product: 'plaster', quantity: 50, unit: 400 }],
  },
  {
    pharmacy: 'A',
    status: 'failed',
    payment: 'online',
    created: '2026-03-29T11:00:00.000Z',
    lines: [{ product: 'cream', quantity: 1, unit: 1_250 }],
  },
  {
    pharmacy: 'A',
    status: 'expired',
    payment: 'online',
    created: '2026-03-29T12:00:00.000Z',
    lines: [{ product: 'cream', quantity: 1, unit: 1_250 }],
  },
  {
    pharmacy: 'A',
    status: 'open',
    payment: 'online',
    created: '2026-03-30T08:00:00.000Z',
    lines: [{ product: 'vitamins', quantity: 1, unit: 2_000 }],
  },
  {
    pharmacy: 'B',
    status: 'paid',
    payment: 'online',
    created: '2026-03-29T09:00:00.000Z',
    lines: [{ product: 'balm', quantity: 4, unit: 990 }],
  },
  {
    pharmacy: 'B',
    status: 'canceled',
    payment: 'online',
    created: '2026-03-29T09:30:00.000Z',
    lines: [{ product: 'balm', quantity: 1, unit: 990 }],
  },
];

const brusselsDay = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date(iso));
const subtotal = (s: Seed) => s.lines.reduce((n, l) => n + l.quantity * l.unit, 0);
const total = (s: Seed) => subtotal(s) - (s.discount ?? 0) + (s.shipping ?? 0);
const sold = (s: Seed) => s.status === 'paid' || s.status === 'at_pharmacy';

let w: World;
const productIds = new Map<Line['product'], string>();
const NAMES: Record<Line['product'], string> = {
  cream: 'Sun cream SPF 50',
  plaster: 'Plasters',
  vitamins: 'Vitamin D3',
  balm: 'Linde balm',
};

function expected(
  pharmacies: Seed['pharmacy'][],
  stock: DashboardEcommerce['stock'],
  openCarts: number,
): DashboardEcommerce {
  const inRange = SEEDS.filter(
    (s) =>
      pharmacies.includes(s.pharmacy) && brusselsDay(s.created) >= RANGE.from && brusselsDay(s.created) <= RANGE.to,
  );
  const sales = inRange.filter(sold);
  const sum = (list: Seed[]) => list.reduce((n, s) => n + total(s), 0);
  const perProduct = new Map<string, { productId: string; name: string; units: number; totalCents: number }>();
  for (const line of sales.flatMap((s) => s.lines)) {
    const row = perProduct.get(line.product) ?? {
      productId: productIds.get(line.product)!,
      name: NAMES[line.product],
      units: 0,
      totalCents: 0,
    };
    row.units += line.quantity;
    row.totalCents += line.quantity * line.unit;
    perProduct.set(line.product, row);
  }
  return {
    range: RANGE,
    sales: {
      orders: sales.length,
      totalCents: sum(sales),
      averageCents: sales.length ? Math.round(sum(sales) / sales.length) : null,
      discountCents: sales.reduce((n, s) => n + (s.discount ?? 0), 0),
    },
    funnel: { started: inRange.length, completed: sales.length, abandoned: inRange.length - sales.length },
    openCarts,
    perDay: ['2026-03-28', '2026-03-29', '2026-03-30'].map((date) => {
      const day = sales.filter((s) => brusselsDay(s.created) === date);
      return { date, orders: day.length, totalCents: sum(day) };
    }),
    byPayment: PAYMENT_METHODS.map((method) => {
      const list = sales.filter((s) => s.payment === method);
      return { method, orders: list.length, totalCents: sum(list) };
    }),
    topProducts: [...perProduct.values()]
      .sort((a, b) => b.totalCents - a.totalCents || a.name.localeCompare(b.name))
      .slice(0, 5),
    stock,
  };
}

beforeAll(async () => {
  w = await createWorld();
  const db = w.t.database.db;
  const row = (name: string, pharmacyId: string, quantity: number, visible = true) => {
    const id = randomUUID();
    return {
      id,
      pharmacyId,
      slug: `p-${id.slice(0, 8)}`,
      kind: 'parapharmacy' as const,
      name,
      category: 'other' as const,
      priceCents: 500,
      vatRate: 21,
      quantity,
      visible,
    };
  };
  const product = (key: Line['product'], pharmacyId: string, quantity: number) => {
    const values = row(NAMES[key], pharmacyId, quantity);
    productIds.set(key, values.id);
    return values;
  };
  // A hidden product with none left is not on sale: no alert.
  await db
    .insert(shopProducts)
    .values([
      product('cream', w.pharmacyA, 0),
      product('plaster', w.pharmacyA, 4),
      product('vitamins', w.pharmacyA, 30),
      product('balm', w.pharmacyB, 2),
      row('Hidden', w.pharmacyA, 0, false),
    ]);
  for (const s of SEEDS) {
    await db.insert(shopCheckouts).values({
      id: randomUUID(),
      customerId: w.customer.uid,
      pharmacyId: s.pharmacy === 'A' ? w.pharmacyA : w.pharmacyB,
      idempotencyKey: randomUUID(),
      requestHash: 'x',
      status: s.status,
      payment: s.payment,
      delivery: s.shipping ? 'home' : 'collect',
      lines: s.lines.map((l) => ({
        productId: productIds.get(l.product)!,
        kind: 'parapharmacy' as const,
        name: NAMES[l.product],
        cis: null,
        cip13: null,
        colors: [],
        quantity: l.quantity,
        unitPriceCents: l.unit,
      })) as never,
      phone: '0470000000',
      billing: { name: 'Secret Patient' } as unknown as InvoiceBuyer,
      language: 'fr',
      subtotalCents: subtotal(s),
      discountCents: s.discount ?? 0,
      shippingCents: s.shipping ?? 0,
      totalCents: total(s),
      expiresAt: new Date(new Date(s.created).getTime() + 3_600_000),
      createdAt: new Date(s.created),
    });
  }
  await db.insert(carts).values([
    {
      customerId: w.customer.uid,
      pharmacyId: w.pharmacyA,
      items: [{ id: productIds.get('plaster')!, quantity: 1, colors: [] }],
    },
    { customerId: w.otherCustomer.uid, pharmacyId: w.pharmacyA, items: [] },
  ]);
}, 120_000);

afterAll(async () => {
  await w?.t.close();
});

const figuresOf = async (who: Person) =>
  ecommerceDashboard(w.t.database.db, (await call(w, 'GET', '/api/me', who.cookie)).json(), RANGE);

describe('the e-commerce dashboard’s figures', () => {
  it('pharmacy staff: their shop only, every figure', async () => {
    // Sold out: the cream (the hidden product is not on sale); low: the plasters (4).
    expect(await figuresOf(w.staff)).toEqual(expected(['A'], { out: 1, low: 1 }, 1));
  });

  it('the figures checked by hand: Brussels midnights either side, discounts and shipping in the totals', async () => {
    const body = await figuresOf(w.staff);
    expect(body.sales).toEqual({
      orders: 3,
      totalCents: 2_500 + 2_880 + 4_450,
      averageCents: 3_277,
      discountCents: 320,
    });
    expect(body.funnel).toEqual({ started: 6, completed: 3, abandoned: 3 });
    expect(body.topProducts.map((p) => [p.name, p.units, p.totalCents])).toEqual([
      ['Vitamin D3', 3, 6_000],
      ['Sun cream SPF 50', 2, 2_500],
      ['Plasters', 3, 1_200],
    ]);
  });

  it('the other pharmacy’s staff see pharmacy B’s only; an admin sees both', async () => {
    expect(await figuresOf(w.otherStaff)).toEqual(expected(['B'], { out: 0, low: 1 }, 0));
    expect(await figuresOf(w.admin)).toEqual(expected(['A', 'B'], { out: 1, low: 2 }, 1));
  });
});

describe('GET /api/dashboards/ecommerce', () => {
  whoMayAsk(() => w, ['/api/dashboards/ecommerce', '/api/dashboards/ecommerce.csv'], PHARMACY_AND_ADMIN);

  it('answers the range asked; the CSV holds each day, each payment and the top products', async () => {
    const res = await call(w, 'GET', `/api/dashboards/ecommerce?from=${RANGE.from}&to=${RANGE.to}`, w.staff.cookie);
    expect(res.json()).toEqual(expected(['A'], { out: 1, low: 1 }, 1));
    const csv = await call(w, 'GET', `/api/dashboards/ecommerce.csv?from=${RANGE.from}&to=${RANGE.to}`, w.staff.cookie);
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="ecommerce-dashboard-${RANGE.from}-${RANGE.to}.csv"`,
    );
    expect(csv.body).toContain('"sales_per_day","2026-03-28","1","2500"');
    expect(csv.body).toContain('"top_products","Vitamin D3","3","6000"');
    expect(csv.body).not.toContain('Secret');
  });
});
