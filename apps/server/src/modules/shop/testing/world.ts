import type { ShopProductCreateInput, ShopProductDetail } from '@pharmacy/shared/schemas/shop-product';
import type { Db } from '../../../db/client';
import { medicinePresentations } from '../../../db/schema';
import { call, CIS, type Person, type World } from '../../orders/test-world';

/*
 * Test-only: packs of the order world's tiny catalogue for the shop, and products put on sale through the API (so
 * the tests go through the same rules as a pharmacist would).
 */

export const PACKS = {
  /** PARACÉTAMOL TEST: no prescription. */
  paracetamol: '3400935000011',
  /** IBUPROFÈNE TEST: no prescription. */
  ibuprofen: '3400935000028',
  /** AMOXICILLINE TEST: prescription only. */
  amoxicillin: '3400935000035',
} as const;

const pack = (cip13: string, cis: string, priceCents: number) => ({
  cip13,
  cis,
  label: 'plaquette(s) de 20 comprimé(s)',
  status: 'Présentation active',
  marketingStatus: 'Déclaration de commercialisation',
  marketed: true,
  priceCents,
});

export async function addShopPacks(db: Db): Promise<void> {
  await db
    .insert(medicinePresentations)
    .values([pack(PACKS.paracetamol, CIS.paracetamol, 250), pack(PACKS.ibuprofen, CIS.ibuprofen, 390), pack(PACKS.amoxicillin, CIS.amoxicillin, 820)])
    .onConflictDoNothing();
}

let counter = 0;
/** A visible parapharmacy product with colours, unique by name. */
export const paraBody = (patch: Partial<ShopProductCreateInput> = {}): ShopProductCreateInput => ({
  kind: 'parapharmacy',
  name: `Gourde isotherme ${++counter}`,
  brand: 'Aquaflask',
  category: 'other',
  description: 'Garde l’eau fraîche 24 heures.',
  colors: ['Bleu', 'Rose'],
  priceCents: 1990,
  quantity: 10,
  visible: true,
  ...patch,
});

/** Puts a product on sale as `staff` through the API; fails the test unless it answers 201. */
export async function aProduct(w: World, staff: Person, patch: Partial<ShopProductCreateInput> = {}): Promise<ShopProductDetail> {
  const res = await call(w, 'POST', '/api/shop/products', staff.cookie, paraBody(patch));
  if (res.statusCode !== 201) throw new Error(`create product: ${res.statusCode} ${res.body}`);
  return res.json();
}
