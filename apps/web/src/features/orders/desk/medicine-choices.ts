import type { ProductDetail } from '@pharmacy/shared/schemas/catalogue';

/** The price to suggest for one unit: the pharmacy's own selling price when it stocks it, else the official price. */
export function suggestedUnitPrice(medicine: ProductDetail, pharmacyId: string): number | null {
  const own = medicine.presentations
    .flatMap((p) => p.offers)
    .filter((o) => o.pharmacyId === pharmacyId && o.price !== null)
    .map((o) => o.price as number);
  if (own.length > 0) return Math.min(...own);
  return medicine.price;
}

export interface SubstituteOption {
  cis: string;
  name: string;
  price: number | null;
  marketed: boolean;
  requiresPrescription: boolean;
  /** The generic group it is proposed from. */
  group: string;
}

/** The members of the medicine's generic groups, once each, without the medicine itself. */
export function substituteOptions(medicine: ProductDetail): SubstituteOption[] {
  const seen = new Set<string>([medicine.id]);
  const out: SubstituteOption[] = [];
  for (const group of medicine.genericGroups) {
    for (const member of group.members) {
      if (seen.has(member.cis)) continue;
      seen.add(member.cis);
      out.push({ ...member, group: group.label });
    }
  }
  return out;
}
