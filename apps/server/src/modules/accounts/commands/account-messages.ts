import type { FastifyInstance } from 'fastify';
import type { Role } from '@pharmacy/shared/roles';
import type { Db } from '../../../db/client';
import { enqueueEmail } from '../../../lib/outbox';
import type { AccountEvent } from '../../../lib/mail-templates/account-update-texts';
import { notify } from '../../notifications/service';

export interface AccountMessage {
  uid: string;
  email: string;
  language: string;
  displayName: string;
  event: AccountEvent;
  /** The admin's words, shown in the app and in the e-mail. */
  message?: string;
  /** The new role (role_changed). */
  role?: Role;
}

/**
 * Tells a person what an admin decided about their account, in the caller's transaction: a bell notification
 * `account.<event>` and an e-mail through the outbox, in the person's language. These are not order events: the
 * person's notification preferences do not apply (they must learn they were refused or suspended).
 */
export async function announceAccount(tx: Db, m: AccountMessage): Promise<void> {
  const params: Record<string, string> = {
    ...(m.message ? { message: m.message } : {}),
    ...(m.role ? { role: m.role } : {}),
  };
  await notify(tx, { userIds: [m.uid], kind: `account.${m.event}`, params, link: null });
  await enqueueEmail(tx, {
    to: m.email,
    language: m.language,
    template: 'account-update',
    params: { event: m.event, name: m.displayName, ...params },
  });
}

/** After the commit: the bell rings live and the outbox sends now. */
export function afterAccountMessages(app: FastifyInstance, uids: string[]): void {
  if (uids.length > 0) app.realtime.publishToUsers(uids, { type: 'notification.created' });
  app.outbox.wake();
}
