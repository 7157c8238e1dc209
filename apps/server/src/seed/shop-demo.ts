import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { shopProductCreateSchema, type ShopProductCreateInput } from '@pharmacy/shared/schemas/shop-product';
import type { Db } from '../db/client';
import { medicinePresentations, medicines, pharmacies, shopDiscountCodes, shopProducts } from '../db/schema';
import { createProduct } from '../modules/shop/commands/write-product';
import { DEMO_PHARMACY } from './catalogue-demo';

/*
 * Demo shop products of the demo pharmacy (issue 15), through the shop's own command so the prescription rule holds:
 * three parapharmacy items with variants and two medicines without prescription from whatever catalogue is loaded
 * (the demo list or the real export). Nothing when the pharmacy is missing or already sells something.
 */

export const DEMO_DISCOUNT_CODE = 'BIENVENUE10';

const PARAPHARMACY: ShopProductCreateInput[] = [
  { kind: 'parapharmacy', name: 'Gourde isotherme 500 ml', brand: 'PharmaLink', category: 'other', description: 'Garde l’eau fraîche 24 heures, sans BPA.', colors: ['Bleu', 'Rose', 'Vert'], priceCents: 1990, quantity: 12, visible: true },
  { kind: 'parapharmacy', name: 'Crème solaire SPF 50+', brand: 'Demo Soleil', category: 'skin', description: 'Très haute protection, résistante à l’eau.', colors: ['50 ml', '200 ml'], priceCents: 1450, quantity: 20, visible: true },
  { kind: 'parapharmacy', name: 'Thermomètre digital flexible', brand: 'Demo Care', category: 'devices', description: 'Mesure en 10 secondes, embout souple.', colors: [], priceCents: 1299, quantity: 0, visible: true },
];

export async function seedDemoShop(db: Db): Promise<{ products: number } | null> {
  const [pharmacy] = await db.select({ id: pharmacies.id }).from(pharmacies).where(eq(pharmacies.code, DEMO_PHARMACY.code));
  if (!pharmacy) return null;
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(shopProducts).where(eq(shopProducts.pharmacyId, pharmacy.id));
  if (count > 0) return null;
  const packs = await db
    .select({ cip13: medicinePresentations.cip13, priceCents: medicinePresentations.priceCents })
    .from(medicinePresentations)
    .innerJoin(medicines, eq(medicines.cis, medicinePresentations.cis))
    .where(and(eq(medicines.requiresPrescription, false), isNull(medicines.withdrawnAt), isNull(medicinePresentations.withdrawnAt), eq(medicinePresentations.marketed, true)))
    .orderBy(medicinePresentations.cip13)
    .limit(2);
  const inputs: ShopProductCreateInput[] = [
    ...PARAPHARMACY,
    ...packs.map((p, i): ShopProductCreateInput => ({ kind: 'medicine', cip13: p.cip13, category: 'pain', priceCents: p.priceCents ?? 495, quantity: 8 + i * 4, visible: true })),
  ];
  for (const input of inputs) await createProduct(db, pharmacy.id, shopProductCreateSchema.parse(input), null);
  // A code to try the checkout's discount with.
  await db.insert(shopDiscountCodes).values({ id: randomUUID(), pharmacyId: pharmacy.id, code: DEMO_DISCOUNT_CODE, kind: 'percent', value: 10 }).onConflictDoNothing();
  return { products: inputs.length };
}
