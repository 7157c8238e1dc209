import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '@pharmacy/shared/pharmacy-hours';
import { homeDeliveryInputSchema, openingHoursSchema, type Pharmacy } from '@pharmacy/shared/schemas/pharmacy';
import { createTestApp, type TestApp } from '../test/test-app';
import { users } from '../db/schema';
import { getShipper } from '../modules/shippers/service';
import { pharmaciesOfStaff, staffOfPharmacy } from '../modules/pharmacies/service';
import { seedDemoCatalogue } from './catalogue-demo';
import { seedDemo } from './demo';
import { DEMO_PHARMACIES, seedDemoPharmacies } from './pharmacies-demo';

/** A fresh database with the demo accounts (what a first start creates before the pharmacies). */
async function withDemoAccounts(): Promise<TestApp> {
  const app = await createTestApp();
  await seedDemo(app.database.db);
  return app;
}

const uidOf = async (app: TestApp, email: string) => {
  const [row] = await app.database.db.select({ uid: users.uid }).from(users).where(eq(users.email, email));
  return row.uid;
};

describe('demo pharmacies and shippers after the demo catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await withDemoAccounts();
    await seedDemoCatalogue(t.database.db);
  });
  afterAll(() => t.close());

  it('complete the demo catalogue’s pharmacy, add two more, and link the demo pharmacist and couriers, once', async () => {
    const db = t.database.db;
    const made = await seedDemoPharmacies(db);
    expect(made?.shippers).toEqual(['courier@demo.pharmalink.be', 'courier2@demo.pharmalink.be']);
    expect(await seedDemoPharmacies(db)).toBeNull();

    const items: Pharmacy[] = (await t.app.inject({ method: 'GET', url: '/api/pharmacies' })).json().items;
    expect(items.map((p) => p.city).sort()).toEqual(['Antwerpen', 'Bruxelles', 'Liège']);
    // Readable addresses (/dashboard/pharmacy/profile?name=pharmacie-demo-liege), never the random fallback.
    expect(items.map((p) => p.slug).sort()).toEqual(['apotheek-demo-antwerpen', 'pharmacie-de-demonstration', 'pharmacie-demo-liege']);
    // Exactly one of them is on duty today, and each has upcoming duties.
    expect(items.filter((p) => p.onDutyToday)).toHaveLength(1);
    for (const p of items) {
      expect(p.onDutyDates.length).toBeGreaterThan(20);
      expect(p.onDutyDates[0] >= localDate(new Date())).toBe(true);
      expect(p.phone).not.toBe('');
      expect(openingHoursSchema.safeParse(p.openingHours).success).toBe(true);
      expect(homeDeliveryInputSchema.safeParse(p.homeDelivery).success).toBe(true);
    }
    const brussels = items.find((p) => p.code === 'DEMO-0001')!;
    // The demo catalogue's stock still points at the same pharmacy.
    const product = (await t.app.inject({ method: 'GET', url: '/api/products/product?name=90000001' })).json();
    expect(product.presentations[0].offers[0]).toMatchObject({ pharmacyId: brussels.id });
    expect(brussels).toMatchObject({ name: 'Pharmacie de démonstration', homeDelivery: { enabled: true } });

    const pharmacist = await uidOf(t, 'pharmacist@demo.pharmalink.be');
    expect(await staffOfPharmacy(db, brussels.id)).toEqual([pharmacist]);
    expect((await pharmaciesOfStaff(db, pharmacist)).map((p) => p.code)).toEqual(['DEMO-0001']);
    const courier = await getShipper(db, await uidOf(t, 'courier@demo.pharmalink.be'));
    expect(courier).toMatchObject({ available: true, vehicle: 'bike' });
    expect(courier.pharmacies.map((p) => [p.pharmacyName, p.isStaff])).toEqual([
      ['Apotheek Demo Antwerpen', false],
      ['Pharmacie de démonstration', true],
    ]);
    const second = await getShipper(db, await uidOf(t, 'courier2@demo.pharmalink.be'));
    expect(second.available).toBe(true);
    expect(second.pharmacies.every((p) => !p.isStaff)).toBe(true);
  });
});

describe('demo pharmacies without the demo catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await withDemoAccounts();
  });
  afterAll(() => t.close());

  it('create the first pharmacy too when the catalogue came from elsewhere', async () => {
    await seedDemoPharmacies(t.database.db);
    const items: Pharmacy[] = (await t.app.inject({ method: 'GET', url: '/api/pharmacies' })).json().items;
    expect(items.map((p) => p.code).sort()).toEqual(DEMO_PHARMACIES.map((p) => p.code).sort());
  });
});
