import { eq } from 'drizzle-orm';
import type { Role } from '@pharmacy/shared/roles';
import type { Db } from '../../../db/client';
import { authUser, pharmacyStaff, shipperPharmacies, userRole, users } from '../../../db/schema';
import { writeAudit } from '../../../lib/audit';
import { announceAccount } from './account-messages';
import { lockPerson } from './change-status';
import { decideForAdmin } from './lifecycle';

/**
 * PUT /api/admin/accounts/:uid/role, admins only (so nobody becomes an admin without one). The three copies of the
 * role (users, auth_user, user_role) change together; the links that only make sense for the old role go.
 * Returns whether anything changed.
 */
export async function changeRole(db: Db, uid: string, role: Role, actorId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const person = await lockPerson(tx, uid);
    decideForAdmin(person, 'change_role', actorId);
    if (person.role === role) return false;
    const now = new Date();
    await tx.update(users).set({ role, updatedAt: now }).where(eq(users.uid, uid));
    await tx.update(authUser).set({ role, updatedAt: now }).where(eq(authUser.id, uid));
    await tx.delete(userRole).where(eq(userRole.userId, uid));
    await tx.insert(userRole).values({ userId: uid, roleId: role });
    if (person.role === 'pharmacy') await tx.delete(pharmacyStaff).where(eq(pharmacyStaff.userId, uid));
    if (person.role === 'shipper') await tx.delete(shipperPharmacies).where(eq(shipperPharmacies.shipperId, uid));
    await writeAudit(tx, { actorId, action: 'account.role_changed', entityType: 'user', entityId: uid, detail: { from: person.role, to: role } });
    await announceAccount(tx, {
      uid,
      email: person.email,
      language: person.language,
      displayName: person.displayName,
      event: 'role_changed',
      role,
    });
    return true;
  });
}
