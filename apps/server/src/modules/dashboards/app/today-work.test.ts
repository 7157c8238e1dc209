import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '@pharmacy/shared/orders/lifecycle';
import {
  DESK_STATUSES,
  IN_PROGRESS_STATUSES,
  UNDERWAY_STATUSES,
  type DashboardApp,
  type DashboardAppOf,
} from '@pharmacy/shared/schemas/dashboard-app';
import type { InvoiceBuyer, InvoiceSeller } from '@pharmacy/shared/schemas/invoice';
import {
  chatConversations,
  chatParticipants,
  invoices,
  orderLines,
  outboxEmails,
  pharmacyOnDuty,
  shopProducts,
  users,
} from '../../../db/schema';
import { call, createWorld, type Person, type World } from '../../orders/test-world';
import { personIn } from '../../orders/test-people';
import { EVERY_ACTIVE_ACCOUNT, insertOrder, whoMayAsk } from '../test-support';
import { todayWork } from './today-work';

/*
 * Issue 19 "Proof" for /dashboard/app: a known set of orders, history, invoices, stock, messages, e-mails and accounts
 * written straight into the tables around the Brussels day of 29 March 2026 (the spring clock change: the day runs
 * from 23:00 UTC the evening before to 22:00 UTC), then each role's figures checked against what this file computes
 * from the same lists in plain TypeScript. A pharmacy never sees another's numbers; a courier sees only theirs.
 */

const NOW = new Date('2026-03-29T10:00:00Z');
const DAY_START = '2026-03-28T23:00:00.000Z';
const DAY_END = '2026-03-29T22:00:00.000Z';
const inToday = (iso: string) => iso >= DAY_START && iso < DAY_END;

interface Step {
  to: OrderStatus;
  at: string;
  by: 'staff' | 'shipper' | 'otherShipper' | 'customer';
}

interface OrderSeed {
  key: string;
  pharmacy: 'A' | 'B';
  customer: 'customer' | 'otherCustomer' | null;
  shipper?: 'shipper' | 'otherShipper';
  status: OrderStatus;
  delivery: 'neighbour' | 'take_away';
  prescription?: 'in_pharmacy' | 'no_prescription';
  created: string;
  /** Transitions after submission, in order; the last one's time is the order's updated_at. */
  steps?: Step[];
  substitution?: boolean;
}

const at = (hour: string) => `2026-03-29T${hour}:00.000Z`;

const SEEDS: OrderSeed[] = [
  // Pharmacy A's desk: placed yesterday and today, either side of midnight (23:00 UTC).
  {
    key: 'a-sub-old',
    pharmacy: 'A',
    customer: 'customer',
    status: 'submitted',
    delivery: 'take_away',
    created: '2026-03-27T08:00:00.000Z',
  },
  {
    key: 'a-sub-eve',
    pharmacy: 'A',
    customer: 'otherCustomer',
    status: 'submitted',
    delivery: 'neighbour',
    created: '2026-03-28T22:59:00.000Z',
  },
  {
    key: 'a-sub-mid',
    pharmacy: 'A',
    customer: null,
    status: 'submitted',
    delivery: 'take_away',
    created: '2026-03-28T23:00:00.000Z',
  },
  {
    key: 'a-acc',
    pharmacy: 'A',
    customer: 'customer',
    status: 'accepted',
    delivery: 'neighbour',
    prescription: 'in_pharmacy',
    created: '2026-03-28T10:00:00.000Z',
    steps: [{ to: 'accepted', at: '2026-03-28T11:00:00.000Z', by: 'staff' }],
    substitution: true,
  },
  {
    key: 'a-prep',
    pharmacy: 'A',
    customer: 'customer',
    status: 'preparing',
    delivery: 'take_away',
    created: at('07:00'),
    steps: [
      { to: 'accepted', at: at('07:10'), by: 'staff' },
      { to: 'preparing', at: at('07:20'), by: 'staff' },
    ],
  },
  {
    key: 'a-ready-take',
    pharmacy: 'A',
    customer: 'customer',
    status: 'ready',
    delivery: 'take_away',
    prescription: 'in_pharmacy',
    created: '2026-03-26T09:00:00.000Z',
    steps: [
      { to: 'accepted', at: '2026-03-26T09:30:00.000Z', by: 'staff' },
      { to: 'ready', at: '2026-03-26T12:00:00.000Z', by: 'staff' },
    ],
  },
  {
    key: 'a-ready-ship',
    pharmacy: 'A',
    customer: 'otherCustomer',
    shipper: 'shipper',
    status: 'ready',
    delivery: 'neighbour',
    created: at('06:00'),
    steps: [{ to: 'ready', at: at('08:00'), by: 'staff' }],
  },
  // On the road, back from a failure, delivered and collected today or before.
  {
    key: 'a-out',
    pharmacy: 'A',
    customer: 'customer',
    shipper: 'shipper',
    status: 'out_for_delivery',
    delivery: 'neighbour',
    created: '2026-03-28T09:00:00.000Z',
    steps: [
      { to: 'ready', at: '2026-03-28T15:00:00.000Z', by: 'staff' },
      { to: 'out_for_delivery', at: at('08:30'), by: 'shipper' },
    ],
  },
  {
    key: 'a-failed',
    pharmacy: 'A',
    customer: 'otherCustomer',
    shipper: 'shipper',
    status: 'delivery_failed',
    delivery: 'neighbour',
    created: '2026-03-27T09:00:00.000Z',
    steps: [
      { to: 'out_for_delivery', at: '2026-03-28T23:30:00.000Z', by: 'shipper' },
      { to: 'delivery_failed', at: at('09:00'), by: 'shipper' },
    ],
  },
  {
    key: 'a-delivered',
    pharmacy: 'A',
    customer: 'customer',
    shipper: 'shipper',
    status: 'delivered',
    delivery: 'neighbour',
    created: '2026-03-28T08:00:00.000Z',
    steps: [
      { to: 'out_for_delivery', at: at('07:00'), by: 'shipper' },
      { to: 'delivered', at: at('07:45'), by: 'shipper' },
    ],
  },
  {
    key: 'a-delivered-late',
    pharmacy: 'A',
    customer: 'customer',
    shipper: 'shipper',
    status: 'delivered',
    delivery: 'neighbour',
    created: '2026-03-28T08:00:00.000Z',
    steps: [
      { to: 'out_for_delivery', at: '2026-03-28T20:00:00.000Z', by: 'shipper' },
      { to: 'delivered', at: '2026-03-28T22:59:59.000Z', by: 'shipper' },
    ],
  },
  {
    key: 'a-collected',
    pharmacy: 'A',
    customer: 'otherCustomer',
    status: 'collected',
    delivery: 'take_away',
    created: '2026-03-28T08:00:00.000Z',
    steps: [
      { to: 'ready', at: '2026-03-28T12:00:00.000Z', by: 'staff' },
      { to: 'collected', at: at('09:30'), by: 'staff' },
    ],
  },
  {
    key: 'a-rejected',
    pharmacy: 'A',
    customer: 'customer',
    status: 'rejected',
    delivery: 'take_away',
    created: at('05:00'),
    steps: [{ to: 'rejected', at: at('05:30'), by: 'staff' }],
  },
  {
    key: 'a-cancelled',
    pharmacy: 'A',
    customer: 'customer',
    status: 'cancelled',
    delivery: 'take_away',
    created: at('04:00'),
    steps: [{ to: 'cancelled', at: at('04:10'), by: 'customer' }],
  },
  // Tomorrow's first minute (00:00 CEST): not today.
  {
    key: 'a-tomorrow',
    pharmacy: 'A',
    customer: 'otherCustomer',
    status: 'submitted',
    delivery: 'take_away',
    created: DAY_END,
  },
  // Pharmacy B: another pharmacy's work, and the other courier's deliveries (one of them for pharmacy A).
  {
    key: 'b-sub',
    pharmacy: 'B',
    customer: 'customer',
    status: 'submitted',
    delivery: 'take_away',
    created: '2026-03-20T08:00:00.000Z',
  },
  {
    key: 'b-prep',
    pharmacy: 'B',
    customer: 'otherCustomer',
    status: 'preparing',
    delivery: 'take_away',
    created: at('03:00'),
    steps: [{ to: 'preparing', at: at('03:30'), by: 'staff' }],
  },
  {
    key: 'b-ready-take',
    pharmacy: 'B',
    customer: 'customer',
    status: 'ready',
    delivery: 'take_away',
    created: at('02:00'),
    steps: [{ to: 'ready', at: at('02:30'), by: 'staff' }],
  },
  {
    key: 'b-out',
    pharmacy: 'B',
    customer: 'otherCustomer',
    shipper: 'otherShipper',
    status: 'out_for_delivery',
    delivery: 'neighbour',
    created: at('01:00'),
    steps: [{ to: 'out_for_delivery', at: at('06:00'), by: 'otherShipper' }],
  },
  {
    key: 'b-delivered',
    pharmacy: 'B',
    customer: 'otherCustomer',
    shipper: 'otherShipper',
    status: 'delivered',
    delivery: 'neighbour',
    created: at('01:00'),
    steps: [
      { to: 'out_for_delivery', at: at('02:00'), by: 'otherShipper' },
      { to: 'delivered', at: at('03:00'), by: 'otherShipper' },
    ],
  },
  {
    key: 'b-collected',
    pharmacy: 'B',
    customer: 'customer',
    status: 'collected',
    delivery: 'take_away',
    created: at('01:00'),
    steps: [{ to: 'collected', at: at('08:00'), by: 'staff' }],
  },
  {
    key: 'ao-ready',
    pharmacy: 'A',
    customer: 'otherCustomer',
    shipper: 'otherShipper',
    status: 'ready',
    delivery: 'neighbour',
    created: at('02:00'),
    steps: [{ to: 'ready', at: at('03:00'), by: 'staff' }],
  },
];

let w: World;
const ids = new Map<string, string>();
const updatedOf = (s: OrderSeed) => s.steps?.at(-1)?.at ?? s.created;
const actor = (by: Step['by']) =>
  ({ staff: w.staff, shipper: w.shipper, otherShipper: w.otherShipper, customer: w.customer })[by];

async function seedOrders() {
  const roleOf = (by: Step['by']) => (by === 'staff' ? 'pharmacy' : by === 'customer' ? 'customer' : 'shipper');
  for (const [i, s] of SEEDS.entries()) {
    const id = await insertOrder(w, {
      reference: `PL-T${String(i).padStart(5, '0')}`,
      pharmacyId: s.pharmacy === 'A' ? w.pharmacyA : w.pharmacyB,
      status: s.status,
      delivery: s.delivery,
      prescription: s.prescription,
      created: s.created,
      customerId: s.customer ? w[s.customer].uid : null,
      shipperId: s.shipper ? w[s.shipper].uid : null,
      postalCode: s.pharmacy === 'A' ? '1000' : '9000',
      city: s.pharmacy === 'A' ? 'Bruxelles' : 'Gent',
      steps: (s.steps ?? []).map((step) => [step.to, step.at, { uid: actor(step.by).uid, role: roleOf(step.by) }]),
    });
    ids.set(s.key, id);
    await w.t.database.db.insert(orderLines).values({
      id: randomUUID(),
      orderId: id,
      position: 0,
      name: 'Dafalgan',
      quantity: 1,
      requiresPrescription: false,
      substitutionStatus: s.substitution ? 'proposed' : null,
    });
  }
}

const seller = (name: string) =>
  ({
    name,
    street: 'Rue Haute 1',
    postalCode: '1000',
    city: 'Bruxelles',
    country: 'BE',
    vatNumber: 'BE0123456749',
  }) as unknown as InvoiceSeller;
const buyer = { name: 'Secret Patient' } as unknown as InvoiceBuyer;
const INVOICES = [
  {
    key: 'draft',
    status: 'draft',
    number: null,
    issueDate: null,
    created: at('09:00'),
    gross: 100,
    customer: 'customer',
  },
  {
    key: 'paid',
    status: 'paid',
    number: 'A-2026-00001',
    issueDate: '2026-03-20',
    created: '2026-03-20T10:00:00.000Z',
    gross: 1250,
    customer: 'customer',
  },
  {
    key: 'sent-today',
    status: 'sent',
    number: 'A-2026-00002',
    issueDate: '2026-03-29',
    created: at('08:00'),
    gross: 990,
    customer: 'customer',
  },
  {
    key: 'overdue',
    status: 'overdue',
    number: 'A-2026-00003',
    issueDate: '2026-02-01',
    created: '2026-02-01T10:00:00.000Z',
    gross: 450,
    customer: 'customer',
  },
  {
    key: 'other',
    status: 'sent',
    number: 'A-2026-00004',
    issueDate: '2026-03-29',
    created: at('07:00'),
    gross: 300,
    customer: 'otherCustomer',
  },
] as const;

async function seedTheRest() {
  const db = w.t.database.db;
  for (const inv of INVOICES) {
    await db.insert(invoices).values({
      id: randomUUID(),
      pharmacyId: w.pharmacyA,
      kind: 'invoice',
      status: inv.status,
      number: inv.number,
      customerId: w[inv.customer].uid,
      seller: seller('Pharmacie du Sablon'),
      buyer,
      language: 'fr',
      netCents: inv.gross,
      vatCents: 0,
      grossCents: inv.gross,
      breakdown: [],
      issueDate: inv.issueDate,
      createdAt: new Date(inv.created),
    });
  }
  const product = (pharmacyId: string, name: string, quantity: number, visible = true) => {
    const id = randomUUID();
    return {
      id,
      pharmacyId,
      slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${id.slice(0, 6)}`,
      kind: 'parapharmacy' as const,
      name,
      category: 'other' as const,
      priceCents: 500,
      vatRate: 21,
      quantity,
      visible,
    };
  };
  await db
    .insert(shopProducts)
    .values([
      product(w.pharmacyA, 'Zinc cream', 0),
      product(w.pharmacyA, 'Arnica gel', 3),
      product(w.pharmacyA, 'Baby wipes', 5),
      product(w.pharmacyA, 'Sun cream', 6),
      product(w.pharmacyA, 'Hidden plaster', 0, false),
      product(w.pharmacyB, 'Linde balm', 1),
    ]);
  await db.insert(pharmacyOnDuty).values([
    { pharmacyId: w.pharmacyA, date: '2026-03-29', startTime: '19:00', endTime: '08:00' },
    { pharmacyId: w.pharmacyB, date: '2026-03-28' },
  ]);
  // Unread messages: the staff's 4 in an order's conversation, the courier's 2 in a direct one.
  const orderChat = randomUUID();
  const direct = randomUUID();
  await db.insert(chatConversations).values([
    { id: orderChat, kind: 'order', orderId: ids.get('a-acc')! },
    { id: direct, kind: 'direct', memberKey: `${w.shipper.uid}:${w.staff.uid}` },
  ]);
  await db.insert(chatParticipants).values([
    { conversationId: orderChat, userId: w.staff.uid, unreadCount: 4 },
    { conversationId: direct, userId: w.shipper.uid, unreadCount: 2 },
  ]);
  await db.insert(outboxEmails).values([
    {
      toAddress: 'a@example.com',
      language: 'fr',
      template: 't',
      params: {},
      status: 'pending',
      createdAt: new Date('2026-03-29T06:00:00Z'),
    },
    {
      toAddress: 'b@example.com',
      language: 'fr',
      template: 't',
      params: {},
      status: 'pending',
      createdAt: new Date('2026-03-29T07:00:00Z'),
    },
    { toAddress: 'c@example.com', language: 'fr', template: 't', params: {}, status: 'failed' },
    { toAddress: 'd@example.com', language: 'fr', template: 't', params: {}, status: 'sent' },
  ]);
  // Sign-ups: two accounts made today, one the evening before; the rest of the world was made "now" (not in March).
  await db
    .update(users)
    .set({ createdAt: new Date(at('09:00')) })
    .where(inArray(users.uid, [w.customer.uid, w.pending.uid]));
  await db
    .update(users)
    .set({ createdAt: new Date('2026-03-28T22:00:00Z') })
    .where(eq(users.uid, w.otherCustomer.uid));
}

beforeAll(async () => {
  w = await createWorld();
  // Whatever the outbox held from making the world (verification mails) is sent: only the seeded e-mails count.
  await w.t.database.db.delete(outboxEmails);
  await seedOrders();
  await seedTheRest();
}, 120_000);

afterAll(async () => {
  await w?.t.close();
});

const figuresOf = async (who: Person) =>
  todayWork(w.t.database.db, (await call(w, 'GET', '/api/me', who.cookie)).json(), w.t.app.serverHealth, NOW);
const byKey = (keys: string[]) => keys.map((k) => ids.get(k));

/** Per status: how many seeds are in it and when the oldest was placed. */
function perStatus(list: OrderSeed[], statuses: readonly OrderStatus[]) {
  return statuses.map((status) => {
    const inIt = list
      .filter((s) => s.status === status)
      .map((s) => s.created)
      .sort();
    return { status, count: inIt.length, oldestAt: inIt[0] ?? null };
  });
}

/** Transitions into `to` today by the given seeds' history (optionally only by `by`). */
const stepsToday = (list: OrderSeed[], to: OrderStatus[], by?: Step['by']) =>
  list
    .flatMap((s) => s.steps ?? [])
    .filter((step) => to.includes(step.to) && inToday(step.at) && (!by || step.by === by)).length;

describe('a pharmacist: their pharmacy’s desk today', () => {
  it('every figure, from pharmacy A only', async () => {
    const a = SEEDS.filter((s) => s.pharmacy === 'A');
    const body = (await figuresOf(w.staff)) as DashboardAppOf<'pharmacy'>;
    expect(body.role).toBe('pharmacy');
    expect(body.pharmacies).toEqual([
      { id: w.pharmacyA, name: 'Pharmacie du Sablon', onDutyToday: { start: '19:00', end: '08:00' } },
    ]);
    expect(body.desk).toEqual(perStatus(a, DESK_STATUSES));
    expect(body.underway).toEqual(perStatus(a, UNDERWAY_STATUSES));
    const oldest = a
      .filter((s) => (DESK_STATUSES as readonly string[]).includes(s.status))
      .sort((x, y) => x.created.localeCompare(y.created))
      .slice(0, 5);
    expect(body.oldest.map((o) => o.id)).toEqual(byKey(oldest.map((s) => s.key)));
    expect(body.today).toEqual({
      received: a.filter((s) => inToday(s.created)).length,
      handedOver: stepsToday(a, ['delivered', 'collected']),
      rejected: stepsToday(a, ['rejected']),
    });
    expect(body.unreadMessages).toBe(4);
    expect(body.stock).toEqual({
      out: 1,
      low: 2,
      lowest: [
        { slug: expect.any(String), name: 'Zinc cream', quantity: 0 },
        { slug: expect.any(String), name: 'Arnica gel', quantity: 3 },
        { slug: expect.any(String), name: 'Baby wipes', quantity: 5 },
      ],
    });
  });

  it('the figures checked by hand: the day starts at 23:00 UTC on the clock change', async () => {
    const body = (await figuresOf(w.staff)) as DashboardAppOf<'pharmacy'>;
    // Submitted: two days old, the evening before, midnight, tomorrow's first minute; ready: three, one the other courier's.
    expect(body.desk.map((d) => d.count)).toEqual([4, 1, 1, 3]);
    expect(body.desk[0]?.oldestAt).toBe('2026-03-27T08:00:00.000Z');
    // Placed today: a-sub-mid (23:00 UTC), a-prep, a-ready-ship, a-rejected, a-cancelled, ao-ready; not a-sub-eve (22:59) nor a-tomorrow (22:00).
    expect(body.today).toEqual({ received: 6, handedOver: 2, rejected: 1 });
  });

  it('the other pharmacy’s staff see only pharmacy B', async () => {
    const b = SEEDS.filter((s) => s.pharmacy === 'B');
    const body = (await figuresOf(w.otherStaff)) as DashboardAppOf<'pharmacy'>;
    expect(body.pharmacies).toEqual([{ id: w.pharmacyB, name: 'Apotheek De Linde', onDutyToday: null }]);
    expect(body.desk).toEqual(perStatus(b, DESK_STATUSES));
    expect(body.underway).toEqual(perStatus(b, UNDERWAY_STATUSES));
    expect(body.today).toEqual({
      received: b.filter((s) => inToday(s.created)).length,
      handedOver: stepsToday(b, ['delivered', 'collected']),
      rejected: 0,
    });
    expect(body.stock).toEqual({
      out: 0,
      low: 1,
      lowest: [{ slug: expect.any(String), name: 'Linde balm', quantity: 1 }],
    });
    expect(body.unreadMessages).toBe(0);
    expect(body.oldest.every((o) => b.some((s) => ids.get(s.key) === o.id))).toBe(true);
  });
});

describe('a courier: their own deliveries', () => {
  it('the next ones (on the road, to bring back, to pick up) and today’s totals', async () => {
    const mine = SEEDS.filter((s) => s.shipper === 'shipper');
    const body = (await figuresOf(w.shipper)) as DashboardAppOf<'shipper'>;
    expect(body.role).toBe('shipper');
    expect(body.next.map((o) => o.id)).toEqual(byKey(['a-out', 'a-failed', 'a-ready-ship']));
    expect(body.assigned).toBe(
      mine.filter((s) => ['out_for_delivery', 'delivery_failed', 'ready'].includes(s.status)).length,
    );
    expect(body.today).toEqual({
      delivered: stepsToday(mine, ['delivered'], 'shipper'),
      failed: stepsToday(mine, ['delivery_failed'], 'shipper'),
      pickedUp: stepsToday(mine, ['out_for_delivery'], 'shipper'),
    });
    expect(body.today).toEqual({ delivered: 1, failed: 1, pickedUp: 3 });
    expect(body.next[0]).toMatchObject({
      reference: expect.stringMatching(/^PL-T/),
      pharmacyName: 'Pharmacie du Sablon',
      postalCode: '1000',
      city: 'Bruxelles',
    });
    expect(body.unreadMessages).toBe(2);
  });

  it('the other courier sees theirs, for both pharmacies', async () => {
    const body = (await figuresOf(w.otherShipper)) as DashboardAppOf<'shipper'>;
    expect(body.next.map((o) => o.id)).toEqual(byKey(['b-out', 'ao-ready']));
    expect(body.today).toEqual({ delivered: 1, failed: 0, pickedUp: 2 });
  });
});

describe('a customer: their orders and invoices', () => {
  it('in progress, ready to collect, paper prescriptions, substitutions and the latest invoices', async () => {
    const mine = SEEDS.filter((s) => s.customer === 'customer');
    const open = mine.filter((s) => (IN_PROGRESS_STATUSES as readonly string[]).includes(s.status));
    const body = (await figuresOf(w.customer)) as DashboardAppOf<'customer'>;
    expect(body.role).toBe('customer');
    expect(body.inProgress).toBe(open.length);
    expect(body.readyForPickup.map((o) => o.id).sort()).toEqual(
      byKey(open.filter((s) => s.status === 'ready' && s.delivery === 'take_away').map((s) => s.key)).sort(),
    );
    expect(body.readyForPickup.map((o) => o.pharmacyName).sort()).toEqual(['Apotheek De Linde', 'Pharmacie du Sablon']);
    expect(body.paperPrescriptions.map((o) => o.id).sort()).toEqual(
      byKey(open.filter((s) => s.prescription === 'in_pharmacy').map((s) => s.key)).sort(),
    );
    expect(body.substitutionsToAnswer.map((o) => o.id)).toEqual(byKey(['a-acc']));
    const issued = INVOICES.filter((i) => i.customer === 'customer' && i.status !== 'draft').sort((x, y) =>
      y.created.localeCompare(x.created),
    );
    expect(body.invoices.map((i) => [i.number, i.status, i.issueDate, i.grossCents, i.pharmacyName])).toEqual(
      issued.map((i) => [i.number, i.status, i.issueDate, i.gross, 'Pharmacie du Sablon']),
    );
    // No row carries the patient's name, contact or identifiers; a customer's rows carry no address either.
    const text = JSON.stringify(body);
    for (const secret of ['Secret', 'secret.patient', '85073003328', '0470']) expect(text).not.toContain(secret);
    expect(body.readyForPickup.every((o) => o.postalCode === null && o.city === null)).toBe(true);
  });

  it('another customer sees only theirs', async () => {
    const body = (await figuresOf(w.otherCustomer)) as DashboardAppOf<'customer'>;
    const open = SEEDS.filter(
      (s) => s.customer === 'otherCustomer' && (IN_PROGRESS_STATUSES as readonly string[]).includes(s.status),
    );
    expect(body.inProgress).toBe(open.length);
    expect(body.substitutionsToAnswer).toEqual([]);
    expect(body.invoices.map((i) => i.number)).toEqual(['A-2026-00004']);
  });
});

describe('an admin: approvals, platform health and today’s volume', () => {
  it('every figure over the platform', async () => {
    const body = (await figuresOf(w.admin)) as DashboardAppOf<'admin'>;
    expect(body.role).toBe('admin');
    expect(body.pending).toEqual({ pharmacy: 1, shipper: 0, oldestAt: new Date(at('09:00')).toISOString() });
    expect(body.outbox).toEqual({ pending: 2, failed: 1, oldestPendingAt: '2026-03-29T06:00:00.000Z' });
    expect(body.today).toEqual({
      orders: SEEDS.filter((s) => inToday(s.created)).length,
      invoices: INVOICES.filter((i) => i.issueDate === '2026-03-29').length,
      signUps: 2,
      deliveries: SEEDS.filter((s) => ['delivered', 'collected'].includes(s.status) && inToday(updatedOf(s))).length,
    });
    expect(body.server.serverErrors).toBe(w.t.app.serverHealth.serverErrors);
  });
});

describe('GET /api/dashboards/app: who may ask, and each gets their own shape', () => {
  whoMayAsk(() => w, ['/api/dashboards/app'], EVERY_ACTIVE_ACCOUNT);

  it.each([
    ['customer', 'customer'],
    ['pharmacy staff', 'pharmacy'],
    ['staff of another pharmacy', 'pharmacy'],
    ['shipper', 'shipper'],
    ['admin', 'admin'],
  ] as const)('%s gets the %s shape', async (who, role) => {
    const res = await call(w, 'GET', '/api/dashboards/app', personIn(w, who)?.cookie);
    expect((res.json() as DashboardApp).role).toBe(role);
  });
});
