import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { verifyPassword } from 'better-auth/crypto';
import type { AnonymiseSelfInput } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../../db/client';
import { authAccount, authSession, authUser, authVerification, slugRedirects, users } from '../../../db/schema';
import { writeAudit } from '../../../lib/audit';
import { badRequest, notFound } from '../../../lib/errors';
import { withUniqueSlug } from '../../../lib/slugs';
import type { FileStore } from '../../../lib/storage';
import { eraseCopies } from './erase-copies';
import { decideForAdmin } from './lifecycle';

export const FORMER_USER = { firstName: 'Former', lastName: 'user', displayName: 'Former user' } as const;

/** A unique address no mail server accepts (.invalid is reserved, RFC 2606). */
const placeholderEmail = () => `former-user-${randomUUID()}@anonymised.invalid`;

/**
 * Forgets a person (GDPR art. 17) without breaking what points at them: the users row stays (orders, invoices and
 * the audit log reference its uid), but the names, contact details and avatar go, every way to sign in goes
 * (credentials, social links, sessions, reset tokens), the account is suspended, and the slug becomes
 * `former-user-…` with the old ones released. Every copy elsewhere (orders, prescription files, notifications,
 * e-mails, audit details, invitations) is erased in the same transaction: erase-copies.ts says what stays and why.
 */
export async function anonymisePerson(db: Db, storage: FileStore, uid: string, actor: { uid: string; by: 'self' | 'admin' }): Promise<void> {
  const actorId = actor.uid;
  const shortId = randomUUID().slice(0, 8);
  const storageKeys = await withUniqueSlug(db, 'user', `former user ${shortId}`, (slug) =>
    db.transaction(async (tx) => {
      const [person] = await tx.select().from(users).where(eq(users.uid, uid)).for('update');
      if (!person) throw notFound('No such account.');
      // An admin decides by the shared lifecycle (never on their own account); a person may always forget themself.
      if (actor.by === 'admin') decideForAdmin(person, 'anonymise', actorId);
      // Already forgotten: nothing left to erase, and a repeated request succeeds.
      if (person.anonymisedAt) return [];
      const fileKeys = await eraseCopies(tx, person);
      const email = placeholderEmail();
      const now = new Date();
      await tx
        .update(users)
        .set({
          ...FORMER_USER,
          email,
          phone: '',
          address: '',
          postalCode: '',
          city: '',
          avatarKey: null,
          notificationPrefs: {},
          status: 'suspended',
          anonymisedAt: now,
          slug,
          updatedAt: now,
        })
        .where(eq(users.uid, uid));
      await tx
        .update(authUser)
        .set({ name: FORMER_USER.displayName, email, emailVerified: false, image: null, updatedAt: now })
        .where(eq(authUser.id, uid));
      await tx.delete(authAccount).where(eq(authAccount.userId, uid));
      await tx.delete(authSession).where(eq(authSession.userId, uid));
      await tx.delete(authVerification).where(and(eq(authVerification.value, uid), like(authVerification.identifier, 'reset-password:%')));
      // Old slugs spelled the person's name: they no longer lead anywhere.
      await tx.delete(slugRedirects).where(and(eq(slugRedirects.kind, 'user'), eq(slugRedirects.targetId, uid)));
      await writeAudit(tx, { actorId, action: 'account.anonymised', entityType: 'user', entityId: uid, detail: { self: actorId === uid } });
      return [...(person.avatarKey ? [person.avatarKey] : []), ...fileKeys];
    }),
  );
  // After the commit: a failed removal leaves an unreferenced file, never a row pointing at nothing.
  for (const key of storageKeys) await storage.remove(key);
}

/** The person proves it is them: their password, or (accounts made by social sign-in) their e-mail typed out. */
export async function checkSelfConfirmation(db: Db, uid: string, email: string, input: AnonymiseSelfInput): Promise<void> {
  const [credential] = await db
    .select({ hash: authAccount.password })
    .from(authAccount)
    .where(and(eq(authAccount.userId, uid), eq(authAccount.providerId, 'credential')));
  if (credential?.hash) {
    if (!input.password) throw badRequest('Type your password to confirm.', { password: 'validation.required' });
    if (!(await verifyPassword({ hash: credential.hash, password: input.password }))) {
      throw badRequest('The password is not correct.', { password: 'validation.passwordWrong' });
    }
    return;
  }
  if (!input.confirmEmail) throw badRequest('Type your e-mail address to confirm.', { confirmEmail: 'validation.required' });
  if (input.confirmEmail.trim().toLowerCase() !== email.toLowerCase()) {
    throw badRequest('This is not your e-mail address.', { confirmEmail: 'validation.emailMismatch' });
  }
}
