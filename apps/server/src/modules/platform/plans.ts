import { asc } from 'drizzle-orm';
import type { PharmacyPlan, PharmacyPlansInput } from '@pharmacy/shared/schemas/platform';
import type { Db } from '../../db/client';
import { pharmacyPlans } from '../../db/schema';
import { writeAudit } from '../../lib/audit';

const PLAN_COLUMNS = {
  id: pharmacyPlans.id,
  name: pharmacyPlans.name,
  monthlyCents: pharmacyPlans.monthlyCents,
  perOrderCents: pharmacyPlans.perOrderCents,
  features: pharmacyPlans.features,
  highlighted: pharmacyPlans.highlighted,
};

export async function listPlans(db: Db): Promise<PharmacyPlan[]> {
  return db.select(PLAN_COLUMNS).from(pharmacyPlans).orderBy(asc(pharmacyPlans.position));
}

/** The admin's list replaces the old one in one transaction (so /pricing never shows half of each), audited. */
export async function savePlans(db: Db, adminId: string, input: PharmacyPlansInput): Promise<PharmacyPlan[]> {
  return db.transaction(async (tx) => {
    await tx.delete(pharmacyPlans);
    const rows = input.plans.length > 0 ? await tx.insert(pharmacyPlans).values(input.plans.map((plan, position) => ({ ...plan, position }))).returning({ ...PLAN_COLUMNS, position: pharmacyPlans.position }) : [];
    // RETURNING promises no order: the list's is the positions'.
    const saved = rows.sort((a, b) => a.position - b.position).map(({ position: _position, ...plan }) => plan);
    await writeAudit(tx, {
      actorId: adminId,
      action: 'platform.plans_changed',
      entityType: 'platform',
      entityId: 'plans',
      detail: { plans: input.plans.map((p) => ({ name: p.name, monthlyCents: p.monthlyCents, perOrderCents: p.perOrderCents })) },
    });
    return saved;
  });
}
