import { asc } from 'drizzle-orm';
import type { PharmacyPlan, PharmacyPlansInput } from '@pharmacy/shared/schemas/platform';
import type { Db } from '../../db/client';
import { pharmacyPlans } from '../../db/schema';
import { writeAudit } from '../../lib/audit';

export async function listPlans(db: Db): Promise<PharmacyPlan[]> {
  const rows = await db.select().from(pharmacyPlans).orderBy(asc(pharmacyPlans.position));
  return rows.map(({ id, name, monthlyCents, perOrderCents, features, highlighted }) => ({ id, name, monthlyCents, perOrderCents, features, highlighted }));
}

/** The admin's list replaces the old one in one transaction (so /pricing never shows half of each), audited. */
export async function savePlans(db: Db, adminId: string, input: PharmacyPlansInput): Promise<PharmacyPlan[]> {
  await db.transaction(async (tx) => {
    await tx.delete(pharmacyPlans);
    if (input.plans.length > 0) await tx.insert(pharmacyPlans).values(input.plans.map((plan, position) => ({ ...plan, position })));
    await writeAudit(tx, {
      actorId: adminId,
      action: 'platform.plans_changed',
      entityType: 'platform',
      entityId: 'plans',
      detail: { plans: input.plans.map((p) => ({ name: p.name, monthlyCents: p.monthlyCents, perOrderCents: p.perOrderCents })) },
    });
  });
  return listPlans(db);
}
