import type { Db } from '../../db/client';
import { enforceLimit } from '../../lib/rate-limit';

/** Platform-branded e-mails to any address: a day's worth per pharmacy and per sender, shared by every process. */
export const INVITATIONS_PER_DAY = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Counts one invitation for the pharmacy and for its sender; 429 past either limit. */
export async function enforceInvitationLimits(db: Db, pharmacyId: string, senderId: string): Promise<void> {
  const what = 'invitations today';
  await enforceLimit(db, { key: `invitations:pharmacy:${pharmacyId}`, max: INVITATIONS_PER_DAY, windowMs: DAY_MS, what });
  await enforceLimit(db, { key: `invitations:sender:${senderId}`, max: INVITATIONS_PER_DAY, windowMs: DAY_MS, what });
}
