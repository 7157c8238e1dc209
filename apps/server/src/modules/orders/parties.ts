import { sql, type SQL } from 'drizzle-orm';
import type { NotificationPreferences } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/json-rows';
import type { MailRecipient } from './mail-recipient';

/** Everyone an order's change may reach, and what the trace names: read in one query. */
export interface Parties {
  pharmacyName: string;
  /** The pharmacy's active staff accounts, by id (pharmacies/service.ts `staffOfPharmacy`). */
  staff: string[];
  /** The stored notification choices of the staff, the shipper and the customer. */
  prefs: { uid: string; prefs: NotificationPreferences | null }[];
  /** The customer account's verified address (mail-recipient.ts), or null. */
  recipient: MailRecipient | null;
}

export interface PartiesOf {
  pharmacyId: string;
  customerId: string | null;
  shipperId: string | null;
}

export interface PartiesRow {
  pharmacy_name: string | null;
  staff: { uid: string; prefs: NotificationPreferences | null }[];
  others: { uid: string; prefs: NotificationPreferences | null }[];
  recipient: MailRecipient | null;
}

/**
 * The select list of `PartiesRow`, for a query of its own or one that reads more: the staff as `staffOfPharmacy`
 * (pharmacies/service.ts) lists them, everyone's stored choices (accounts/repository/preferences.ts `choicesFrom`),
 * and the customer's verified address (mail-recipient.ts).
 */
export function partiesColumns(of: PartiesOf): SQL {
  return sql`
    (SELECT p.name FROM pharmacies p WHERE p.id = ${of.pharmacyId}) AS pharmacy_name,
    (SELECT coalesce(json_agg(json_build_object('uid', u.uid, 'prefs', u.notification_prefs) ORDER BY s.user_id), '[]'::json)
       FROM pharmacy_staff s JOIN users u ON u.uid = s.user_id
       WHERE s.pharmacy_id = ${of.pharmacyId} AND u.role = 'pharmacy' AND u.status = 'active') AS staff,
    (SELECT coalesce(json_agg(json_build_object('uid', u.uid, 'prefs', u.notification_prefs)), '[]'::json)
       FROM users u WHERE u.uid IN (${of.customerId}, ${of.shipperId})) AS others,
    (SELECT json_build_object('email', a.email, 'language', u.language)
       FROM auth_user a JOIN users u ON u.uid = a.id WHERE a.id = ${of.customerId} AND a.email_verified) AS recipient`;
}

export function toParties(row: PartiesRow): Parties {
  return {
    pharmacyName: row.pharmacy_name ?? '',
    staff: row.staff.map((s) => s.uid),
    prefs: [...row.staff, ...row.others],
    recipient: row.recipient,
  };
}

export async function loadParties(db: Db, of: PartiesOf): Promise<Parties> {
  const [row] = await queryRows<PartiesRow>(db, sql`SELECT ${partiesColumns(of)}`);
  return toParties(row);
}
