import { sql } from 'drizzle-orm';
import type { CatalogueFigures } from '@pharmacy/shared/schemas/catalogue-figures';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/json-rows';

/** How many pharmaceutical forms the figures name; the rest are counted together as `other`. */
const FORMS_SHOWN = 7;

/**
 * The catalogue in a few numbers (medicines on the market, with and without prescription, the commonest forms): real
 * public data for charts that anyone may see. One pass over the medicines table.
 */
export async function catalogueFigures(db: Db): Promise<CatalogueFigures> {
  const [totals] = await queryRows<{ total: number; marketed: number; prescription: number }>(
    db,
    sql`SELECT count(*)::int AS total,
          count(*) FILTER (WHERE marketed)::int AS marketed,
          count(*) FILTER (WHERE marketed AND requires_prescription)::int AS prescription
        FROM medicines`,
  );
  const forms = await queryRows<{ form: string; count: number }>(
    db,
    sql`SELECT form, count(*)::int AS count FROM medicines WHERE marketed GROUP BY form ORDER BY count(*) DESC, form LIMIT ${FORMS_SHOWN}`,
  );
  const marketed = totals?.marketed ?? 0;
  const shown = forms.reduce((sum, f) => sum + f.count, 0);
  return {
    total: totals?.total ?? 0,
    marketed,
    withPrescription: totals?.prescription ?? 0,
    withoutPrescription: marketed - (totals?.prescription ?? 0),
    forms,
    otherForms: marketed - shown,
  };
}
