import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authUser, users } from '../../db/schema';

export interface MailRecipient {
  email: string;
  language: string;
}

/**
 * Where an order's e-mails go: the customer account's verified address, in the language of its profile. The e-mail
 * typed in the order form is contact data for the pharmacy, never a destination: anyone could type someone else's
 * address there and have order updates (health data) sent to it. A counter order has no account, so no e-mail; the
 * pharmacy has the patient's phone.
 */
export async function orderMailRecipient(db: Db, customerId: string | null): Promise<MailRecipient | null> {
  if (!customerId) return null;
  const [row] = await db
    .select({ email: authUser.email, language: users.language })
    .from(authUser)
    .innerJoin(users, eq(users.uid, authUser.id))
    .where(and(eq(authUser.id, customerId), eq(authUser.emailVerified, true)));
  return row ?? null;
}
