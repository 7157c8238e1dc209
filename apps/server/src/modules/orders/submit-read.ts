import { sql } from 'drizzle-orm';
import type { HomeDelivery } from '@pharmacy/shared/schemas/pharmacy';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/json-rows';
import type { Catalogue } from './order-rules';
import { partiesColumns, toParties, type Parties, type PartiesRow } from './parties';

/** Everything a submission needs to know before it writes, read in one query. */
export interface SubmissionFacts {
  /** Null for an unknown pharmacy. */
  policy: { homeDelivery: HomeDelivery } | null;
  /** Whether the submitter is staff of the form's pharmacy (pharmacies/service.ts `isStaff`). */
  isStaff: boolean;
  catalogue: Catalogue;
  /** The submitter's Idempotency-Key as already stored, or null. */
  previous: { orderId: string | null; requestHash: string } | null;
  /** The submitter's display name, as the order's history shows it. */
  actorName: string;
  parties: Parties;
}

interface FactsRow extends PartiesRow {
  home_delivery: HomeDelivery | null;
  is_staff: boolean;
  medicines: { cis: string; name: string; requiresPrescription: boolean; withdrawn: boolean }[];
  previous: { orderId: string | null; requestHash: string } | null;
  actor_name: string | null;
}

export async function readSubmission(
  db: Db,
  input: { uid: string; pharmacyId: string; customerId: string | null; key: string; cis: string[] },
): Promise<SubmissionFacts> {
  const cis = [...new Set(input.cis)];
  const wanted = cis.length > 0 ? sql.join(cis.map((c) => sql`${c}`), sql`, `) : sql`NULL`;
  const [row] = await queryRows<FactsRow>(
    db,
    sql`SELECT ${partiesColumns({ pharmacyId: input.pharmacyId, customerId: input.customerId, shipperId: null })},
      (SELECT json_build_object('enabled', p.home_delivery_enabled, 'postcodes', p.home_delivery_postcodes,
          'feeCents', p.home_delivery_fee_cents, 'minimumCents', p.home_delivery_minimum_cents)
         FROM pharmacies p WHERE p.id = ${input.pharmacyId}) AS home_delivery,
      EXISTS (SELECT 1 FROM pharmacy_staff s WHERE s.pharmacy_id = ${input.pharmacyId} AND s.user_id = ${input.uid}) AS is_staff,
      (SELECT coalesce(json_agg(json_build_object('cis', m.cis, 'name', m.name, 'requiresPrescription', m.requires_prescription,
          'withdrawn', m.withdrawn_at IS NOT NULL)), '[]'::json)
         FROM medicines m WHERE m.cis IN (${wanted})) AS medicines,
      (SELECT json_build_object('orderId', k.order_id, 'requestHash', k.request_hash)
         FROM idempotency_keys k WHERE k.user_id = ${input.uid} AND k.key = ${input.key}) AS previous,
      (SELECT u.display_name FROM users u WHERE u.uid = ${input.uid}) AS actor_name`,
  );
  return {
    policy: row.home_delivery ? { homeDelivery: row.home_delivery } : null,
    isStaff: row.is_staff,
    catalogue: new Map(row.medicines.map(({ cis: code, ...medicine }) => [code, medicine])),
    previous: row.previous,
    actorName: row.actor_name ?? '',
    parties: toParties(row),
  };
}
