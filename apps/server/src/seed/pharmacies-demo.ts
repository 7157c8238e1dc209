import { randomUUID } from 'node:crypto';
import { freeSlug } from '../lib/slugs';
import { eq, inArray } from 'drizzle-orm';
import { localDate, type OpeningHours } from '@pharmacy/shared/pharmacy-hours';
import type { Vehicle } from '@pharmacy/shared/schemas/shipper';
import type { Db } from '../db/client';
import { pharmacies, pharmacyOnDuty, pharmacyStaff, shipperPharmacies, shippers, users } from '../db/schema';
import { DEMO_PHARMACY } from './catalogue-demo';

/*
 * Demo pharmacies and shippers for a fresh install (SEED_DEMO): the catalogue's demo pharmacy in Brussels gets its
 * contact details, hours and delivery policy, two more open in Antwerp and Liège, the three take turns on duty
 * around today, and the demo courier accounts deliver for them. Addresses, phone numbers (the unassigned 000
 * blocks) and e-mail addresses are made up.
 */

const weekdays = (...periods: [string, string][]) => periods.map(([open, close]) => ({ open, close }));

interface DemoPharmacy {
  name: string;
  code: string;
  address: string;
  postalCode: string;
  city: string;
  phone: string;
  email: string;
  openingHours: OpeningHours;
  homeDelivery: { enabled: boolean; postcodes: string[]; feeCents: number; minimumCents: number };
}

const brusselsDay = weekdays(['08:30', '19:00']);
const antwerpDay = weekdays(['08:30', '12:30'], ['13:30', '18:30']);
const liegeDay = weekdays(['08:00', '19:00']);

export const DEMO_PHARMACIES: DemoPharmacy[] = [
  {
    ...DEMO_PHARMACY,
    phone: '+32 2 000 00 01',
    email: 'bruxelles@demo.pharmalink.be',
    openingHours: [brusselsDay, brusselsDay, brusselsDay, brusselsDay, brusselsDay, weekdays(['09:00', '17:00']), []],
    homeDelivery: {
      enabled: true,
      postcodes: ['1000', '1040', '1050', '1060', '1210'],
      feeCents: 350,
      minimumCents: 0,
    },
  },
  {
    name: 'Apotheek Demo Antwerpen',
    code: 'DEMO-0002',
    address: 'Demostraat 12',
    postalCode: '2000',
    city: 'Antwerpen',
    phone: '+32 3 000 00 02',
    email: 'antwerpen@demo.pharmalink.be',
    openingHours: [antwerpDay, antwerpDay, antwerpDay, antwerpDay, antwerpDay, weekdays(['09:00', '12:30']), []],
    homeDelivery: { enabled: true, postcodes: ['2000', '2018', '2060', '2140'], feeCents: 450, minimumCents: 1500 },
  },
  {
    name: 'Pharmacie Démo Liège',
    code: 'DEMO-0003',
    address: 'Rue de la Démo 7',
    postalCode: '4000',
    city: 'Liège',
    phone: '+32 4 000 00 03',
    email: 'liege@demo.pharmalink.be',
    openingHours: [liegeDay, liegeDay, liegeDay, liegeDay, liegeDay, weekdays(['08:30', '13:00']), []],
    // Collection only: shows customers a pharmacy that does not deliver.
    homeDelivery: { enabled: false, postcodes: [], feeCents: 0, minimumCents: 0 },
  },
];

const DEMO_PHARMACIST = 'pharmacist@demo.pharmalink.be';

/** Demo shippers and the pharmacies (by index above) they deliver for. */
const DEMO_SHIPPERS: {
  email: string;
  phone: string;
  vehicle: Vehicle;
  available: boolean;
  serves: { pharmacy: number; isStaff: boolean }[];
}[] = [
  // The Brussels pharmacy's own courier: may carry prescription medicine home for it (docs/PRODUCT.md "The law").
  {
    email: 'courier@demo.pharmalink.be',
    phone: '+32 470 00 00 01',
    vehicle: 'bike',
    available: true,
    serves: [
      { pharmacy: 0, isStaff: true },
      { pharmacy: 1, isStaff: false },
    ],
  },
  // An independent courier: non-prescription deliveries only.
  {
    email: 'courier2@demo.pharmalink.be',
    phone: '+32 470 00 00 02',
    vehicle: 'scooter',
    available: true,
    serves: [
      { pharmacy: 0, isStaff: false },
      { pharmacy: 2, isStaff: false },
    ],
  },
];

/** From two weeks ago to three months ahead. */
const DUTY_PAST_DAYS = 14;
const DUTY_FUTURE_DAYS = 90;

function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * Fills in the demo pharmacies and shippers. Meant for a database whose demo accounts were just created; does
 * nothing (null) when the second demo pharmacy already exists. Returns what it made, for the start log.
 */
export async function seedDemoPharmacies(
  db: Db,
  now = new Date(),
): Promise<{ pharmacies: string[]; shippers: string[] } | null> {
  const existing = await db
    .select({ id: pharmacies.id })
    .from(pharmacies)
    .where(eq(pharmacies.code, DEMO_PHARMACIES[1].code));
  if (existing.length > 0) return null;
  const today = localDate(now);
  const linked: string[] = [];
  await db.transaction(async (tx) => {
    const ids: string[] = [];
    for (const demo of DEMO_PHARMACIES) {
      const { homeDelivery, ...fields } = demo;
      const values = {
        ...fields,
        homeDeliveryEnabled: homeDelivery.enabled,
        homeDeliveryPostcodes: homeDelivery.postcodes,
        homeDeliveryFeeCents: homeDelivery.feeCents,
        homeDeliveryMinimumCents: homeDelivery.minimumCents,
      };
      // The first one usually exists already (the demo catalogue stocks it): complete it rather than duplicate it.
      const [row] = await tx
        .insert(pharmacies)
        .values({ id: randomUUID(), slug: await freeSlug(tx, 'pharmacy', demo.name), ...values })
        .onConflictDoUpdate({ target: pharmacies.code, set: values })
        .returning({ id: pharmacies.id });
      ids.push(row.id);
    }
    const duties = [];
    for (let day = -DUTY_PAST_DAYS; day <= DUTY_FUTURE_DAYS; day++) {
      duties.push({ pharmacyId: ids[(day + DUTY_PAST_DAYS) % ids.length], date: addDays(today, day) });
    }
    await tx.insert(pharmacyOnDuty).values(duties).onConflictDoNothing();

    const emails = [DEMO_PHARMACIST, ...DEMO_SHIPPERS.map((s) => s.email)];
    const accounts = await tx
      .select({ uid: users.uid, email: users.email })
      .from(users)
      .where(inArray(users.email, emails));
    const uidOf = new Map(accounts.map((a) => [a.email, a.uid]));
    const pharmacist = uidOf.get(DEMO_PHARMACIST);
    if (pharmacist)
      await tx.insert(pharmacyStaff).values({ pharmacyId: ids[0], userId: pharmacist }).onConflictDoNothing();
    for (const shipper of DEMO_SHIPPERS) {
      const uid = uidOf.get(shipper.email);
      if (!uid) continue;
      await tx
        .insert(shippers)
        .values({ userId: uid, phone: shipper.phone, vehicle: shipper.vehicle, available: shipper.available })
        .onConflictDoNothing();
      await tx
        .insert(shipperPharmacies)
        .values(shipper.serves.map((s) => ({ shipperId: uid, pharmacyId: ids[s.pharmacy], isStaff: s.isStaff })))
        .onConflictDoNothing();
      linked.push(shipper.email);
    }
  });
  return { pharmacies: DEMO_PHARMACIES.map((p) => `${p.name} (${p.city})`), shippers: linked };
}
