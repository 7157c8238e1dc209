import type { Language } from '@pharmacy/shared/languages';
import { eq } from 'drizzle-orm';
import type { OwnProfileUpdateInput } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../../db/client';
import { authUser, users } from '../../../db/schema';
import { writeAudit } from '../../../lib/audit';
import { conflict, notFound } from '../../../lib/errors';
import { keepOldSlug, withUniqueSlug } from '../../../lib/slugs';

/** The person's details as validated by userUpdateSchema / ownProfileUpdateSchema (address parts optional). */
export type PersonPatch = Omit<OwnProfileUpdateInput, 'language'> & { language: Language };

/**
 * Edits a person's details. A new name gets a new slug; the old one stays in slug_redirects (links keep working) in
 * the same transaction, and auth_user.name follows. `actorId` set = an admin's edit, which is audited.
 */
export async function updatePerson(db: Db, uid: string, patch: PersonPatch, actorId?: string): Promise<void> {
  const displayName = `${patch.first_name} ${patch.last_name}`;
  const [current] = await db.select({ displayName: users.displayName, anonymisedAt: users.anonymisedAt }).from(users).where(eq(users.uid, uid));
  if (!current) throw notFound('No such account.');
  if (current.anonymisedAt) throw conflict('ANONYMISED', 'This account was anonymised.');

  const write = (slug: string | null) =>
    db.transaction(async (tx) => {
      // Locked: two renames at once take turns, so the second keeps the first's slug as a redirect.
      const [before] = await tx.select({ slug: users.slug }).from(users).where(eq(users.uid, uid)).for('update');
      if (!before) throw notFound('No such account.');
      const now = new Date();
      await tx
        .update(users)
        .set({
          firstName: patch.first_name,
          lastName: patch.last_name,
          displayName,
          phone: patch.phone,
          language: patch.language,
          ...(patch.address !== undefined ? { address: patch.address } : {}),
          ...(patch.postal_code !== undefined ? { postalCode: patch.postal_code } : {}),
          ...(patch.city !== undefined ? { city: patch.city } : {}),
          ...(slug ? { slug } : {}),
          updatedAt: now,
        })
        .where(eq(users.uid, uid));
      if (slug && slug !== before.slug) await keepOldSlug(tx, 'user', before.slug, uid);
      await tx.update(authUser).set({ name: displayName, updatedAt: now }).where(eq(authUser.id, uid));
      if (actorId) {
        await writeAudit(tx, {
          actorId,
          action: 'account.updated',
          entityType: 'user',
          entityId: uid,
          detail: { fields: Object.keys(patch), ...(slug && slug !== before.slug ? { slug: { from: before.slug, to: slug } } : {}) },
        });
      }
    });

  if (displayName === current.displayName) await write(null);
  else await withUniqueSlug(db, 'user', displayName, write, uid);
}
