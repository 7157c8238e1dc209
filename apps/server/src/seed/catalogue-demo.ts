import { randomUUID } from 'node:crypto';
import { freeSlug } from '../lib/slugs';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { pharmacies, pharmacyStaff, pharmacyStock, users } from '../db/schema';
import { applyCatalogue, catalogueIsEmpty, type CatalogueData } from '../modules/catalogue/apply';
import { invalidateCatalogue } from '../modules/catalogue/cache';

/*
 * A small hand-written catalogue of common medicines for a fresh install (SEED_DEMO), so search works before
 * anyone imports the real BDPM export. Names, strengths and prescription status follow common practice; codes
 * and prices are made up: CIS codes start with 9 (real ones start with 6) and the 13-digit codes use the 2xxx
 * in-store range, so they can never collide with real packs. Importing the BDPM later withdraws these rows.
 */

interface DemoMedicine {
  name: string;
  form: string;
  route: string;
  substance: [code: string, name: string, strength: string, reference: string];
  condition?: 'liste I' | 'liste II' | 'stupéfiants';
  pack: string;
  priceCents: number | null;
  rate: number | null;
}

const DEMO: DemoMedicine[] = [
  { name: 'PARACETAMOL DEMO 500 mg, comprimé', form: 'comprimé', route: 'orale', substance: ['92001', 'PARACÉTAMOL', '500 mg', 'un comprimé'], pack: 'plaquette(s) de 16 comprimé(s)', priceCents: 195, rate: 65 },
  { name: 'PARACETAMOL DEMO 1000 mg, comprimé effervescent', form: 'comprimé effervescent', route: 'orale', substance: ['92001', 'PARACÉTAMOL', '1000 mg', 'un comprimé'], pack: 'tube(s) de 8 comprimé(s)', priceCents: 218, rate: 65 },
  { name: 'IBUPROFENE DEMO 200 mg, comprimé enrobé', form: 'comprimé enrobé', route: 'orale', substance: ['92002', 'IBUPROFÈNE', '200 mg', 'un comprimé'], pack: 'plaquette(s) de 20 comprimé(s)', priceCents: 250, rate: null },
  { name: 'IBUPROFENE DEMO 400 mg, comprimé pelliculé', form: 'comprimé pelliculé', route: 'orale', substance: ['92002', 'IBUPROFÈNE', '400 mg', 'un comprimé'], pack: 'plaquette(s) de 30 comprimé(s)', priceCents: 312, rate: 65 },
  { name: 'ACIDE ACETYLSALICYLIQUE DEMO 500 mg, comprimé', form: 'comprimé', route: 'orale', substance: ['92003', 'ACIDE ACÉTYLSALICYLIQUE', '500 mg', 'un comprimé'], pack: 'plaquette(s) de 20 comprimé(s)', priceCents: 290, rate: null },
  { name: 'CETIRIZINE DEMO 10 mg, comprimé pelliculé sécable', form: 'comprimé pelliculé sécable', route: 'orale', substance: ['92004', 'CÉTIRIZINE (DICHLORHYDRATE DE)', '10 mg', 'un comprimé'], pack: 'plaquette(s) de 15 comprimé(s)', priceCents: 395, rate: null },
  { name: 'LORATADINE DEMO 10 mg, comprimé', form: 'comprimé', route: 'orale', substance: ['92005', 'LORATADINE', '10 mg', 'un comprimé'], pack: 'plaquette(s) de 15 comprimé(s)', priceCents: 425, rate: null },
  { name: 'DIOSMECTITE DEMO 3 g, poudre pour suspension buvable en sachet', form: 'poudre pour suspension buvable', route: 'orale', substance: ['92006', 'DIOSMECTITE', '3 g', 'un sachet'], pack: '30 sachet(s)', priceCents: 408, rate: 30 },
  { name: 'AMOXICILLINE DEMO 500 mg, gélule', form: 'gélule', route: 'orale', substance: ['92007', 'AMOXICILLINE TRIHYDRATÉE', '500 mg', 'une gélule'], condition: 'liste I', pack: 'plaquette(s) de 12 gélule(s)', priceCents: 246, rate: 65 },
  { name: 'AMOXICILLINE/ACIDE CLAVULANIQUE DEMO 1 g/125 mg, comprimé pelliculé', form: 'comprimé pelliculé', route: 'orale', substance: ['92008', 'AMOXICILLINE TRIHYDRATÉE', '1 g', 'un comprimé'], condition: 'liste I', pack: 'plaquette(s) de 8 comprimé(s)', priceCents: 548, rate: 65 },
  { name: 'LEVOTHYROXINE DEMO 75 microgrammes, comprimé sécable', form: 'comprimé sécable', route: 'orale', substance: ['92009', 'LÉVOTHYROXINE SODIQUE', '75 microgrammes', 'un comprimé'], condition: 'liste I', pack: 'plaquette(s) de 30 comprimé(s)', priceCents: 226, rate: 65 },
  { name: 'OMEPRAZOLE DEMO 20 mg, gélule gastro-résistante', form: 'gélule gastro-résistante', route: 'orale', substance: ['92010', 'OMÉPRAZOLE', '20 mg', 'une gélule'], condition: 'liste II', pack: 'flacon(s) de 28 gélule(s)', priceCents: 412, rate: 65 },
  { name: 'SALBUTAMOL DEMO 100 microgrammes/dose, suspension pour inhalation en flacon pressurisé', form: 'suspension pour inhalation', route: 'inhalée', substance: ['92011', 'SALBUTAMOL (SULFATE DE)', '100 microgrammes', 'une dose'], condition: 'liste I', pack: '1 flacon(s) pressurisé(s) de 200 doses', priceCents: 359, rate: 65 },
  { name: 'METFORMINE DEMO 1000 mg, comprimé pelliculé', form: 'comprimé pelliculé', route: 'orale', substance: ['92012', 'CHLORHYDRATE DE METFORMINE', '1000 mg', 'un comprimé'], condition: 'liste I', pack: 'plaquette(s) de 90 comprimé(s)', priceCents: 1090, rate: 65 },
  { name: 'SIMVASTATINE DEMO 20 mg, comprimé pelliculé', form: 'comprimé pelliculé', route: 'orale', substance: ['92013', 'SIMVASTATINE', '20 mg', 'un comprimé'], condition: 'liste I', pack: 'plaquette(s) de 28 comprimé(s)', priceCents: 515, rate: 65 },
  { name: 'ALPRAZOLAM DEMO 0,25 mg, comprimé sécable', form: 'comprimé sécable', route: 'orale', substance: ['92014', 'ALPRAZOLAM', '0,25 mg', 'un comprimé'], condition: 'liste I', pack: 'plaquette(s) de 30 comprimé(s)', priceCents: 141, rate: 65 },
  { name: 'TRAMADOL DEMO 50 mg, gélule', form: 'gélule', route: 'orale', substance: ['92015', 'CHLORHYDRATE DE TRAMADOL', '50 mg', 'une gélule'], condition: 'liste I', pack: 'plaquette(s) de 30 gélule(s)', priceCents: 389, rate: 65 },
  { name: 'MORPHINE DEMO 10 mg, gélule à libération prolongée', form: 'gélule à libération prolongée', route: 'orale', substance: ['92016', 'SULFATE DE MORPHINE', '10 mg', 'une gélule'], condition: 'stupéfiants', pack: 'plaquette(s) de 14 gélule(s)', priceCents: 473, rate: 65 },
];

const HOLDER = 'PHARMALINK DÉMONSTRATION';

export function demoCatalogue(): CatalogueData {
  const data: CatalogueData = { medicines: [], presentations: [], substances: [], conditions: [], generics: [] };
  DEMO.forEach((m, i) => {
    const n = String(i + 1).padStart(2, '0');
    const cis = `900000${n}`;
    const [code, substanceName, strength, reference] = m.substance;
    data.medicines.push({
      cis,
      name: m.name,
      form: m.form,
      routes: [m.route],
      authorisationStatus: 'Autorisation active',
      procedure: 'Procédure nationale',
      marketingStatus: 'Commercialisée',
      marketed: true,
      authorisationDate: null,
      warningStatus: null,
      euNumber: null,
      holders: HOLDER,
      enhancedMonitoring: false,
      requiresPrescription: m.condition !== undefined,
      substancesText: substanceName,
    });
    data.presentations.push({
      cip13: `20000000000${n}`,
      cis,
      cip7: null,
      label: m.pack,
      status: 'Présentation active',
      marketingStatus: 'Déclaration de commercialisation',
      marketed: true,
      declarationDate: null,
      hospitalApproved: false,
      reimbursementRate: m.rate,
      priceCents: m.priceCents,
      priceWithFeeCents: m.priceCents === null ? null : m.priceCents + 102,
      dispensingFeeCents: m.priceCents === null ? null : 102,
      reimbursementNotes: null,
    });
    data.substances.push({ cis, element: m.form, substanceCode: code, substanceName, strength, strengthReference: reference, nature: 'SA', linkNumber: 1 });
    if (m.condition) data.conditions.push({ cis, condition: m.condition });
  });
  return data;
}

export const DEMO_PHARMACY = { name: 'Pharmacie de démonstration', code: 'DEMO-0001', address: 'Rue de l’Exemple 1', postalCode: '1000', city: 'Bruxelles' };
const DEMO_PHARMACIST = 'pharmacist@demo.pharmalink.be';

/**
 * On an empty catalogue only: the demo medicines, plus (when no pharmacy exists) a demo pharmacy that stocks
 * half of them and employs the demo pharmacist account if it exists.
 */
export async function seedDemoCatalogue(db: Db): Promise<{ medicines: number; pharmacy: string | null } | null> {
  if (!(await catalogueIsEmpty(db))) return null;
  const data = demoCatalogue();
  await applyCatalogue(db, data);
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(pharmacies);
  if (count > 0) return { medicines: data.medicines.length, pharmacy: null };
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(pharmacies).values({ id, slug: await freeSlug(tx, 'pharmacy', DEMO_PHARMACY.name), ...DEMO_PHARMACY });
    const [pharmacist] = await tx.select({ uid: users.uid }).from(users).where(eq(users.email, DEMO_PHARMACIST));
    if (pharmacist) await tx.insert(pharmacyStaff).values({ pharmacyId: id, userId: pharmacist.uid });
    await tx.insert(pharmacyStock).values(
      data.presentations
        .filter((_, i) => i % 2 === 0)
        .map((p, i) => ({ pharmacyId: id, cip13: p.cip13, quantity: 5 + ((i * 7) % 20), priceCents: null })),
    );
  });
  invalidateCatalogue(db);
  return { medicines: data.medicines.length, pharmacy: DEMO_PHARMACY.name };
}
