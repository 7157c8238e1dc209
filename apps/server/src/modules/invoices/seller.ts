import { eq } from 'drizzle-orm';
import type { InvoiceSeller } from '@pharmacy/shared/schemas/invoice';
import type { Db } from '../../db/client';
import { pharmacies } from '../../db/schema';
import { notFound } from '../../lib/errors';

export interface Seller {
  seller: InvoiceSeller;
  /** Days from issue to due date. */
  termDays: number;
}

/** The pharmacy as its invoices name it today; an issued invoice keeps the copy it was issued with. */
export async function sellerOf(db: Db, pharmacyId: string): Promise<Seller> {
  const [row] = await db.select().from(pharmacies).where(eq(pharmacies.id, pharmacyId));
  if (!row) throw notFound('This pharmacy does not exist.');
  return {
    seller: {
      name: row.name,
      street: row.address,
      postalCode: row.postalCode,
      city: row.city,
      country: 'BE',
      vatNumber: row.vatNumber,
      pharmacyCode: row.code,
      iban: row.iban,
      bic: row.bic,
    },
    termDays: row.invoiceTermDays,
  };
}
