import type { FastifyInstance } from 'fastify';
import type { Person, UserCreateInput } from '@pharmacy/shared/schemas/accounts';
import { writeAudit } from '../../../lib/audit';
import { badRequest } from '../../../lib/errors';
import { findPerson } from '../repository/person';
import { createAccount } from './register';
import { linkPharmacy } from './change-status';

type NewPerson = Required<Omit<UserCreateInput, 'pharmacyId'>> & { pharmacyId?: string };

/**
 * POST /api/admin/accounts: an admin creates an account of any role, verified and active, with no password; the
 * person receives better-auth's reset link and chooses one. A pharmacy account may be linked to its pharmacy at once.
 */
export async function createPerson(app: FastifyInstance, actorId: string, input: NewPerson, onMailError: (e: unknown) => void): Promise<Person> {
  if (input.pharmacyId && input.role !== 'pharmacy') {
    throw badRequest('Only pharmacy accounts are linked to a pharmacy.', { pharmacyId: 'validation.role' });
  }
  const profile = await createAccount(app.db, {
    email: input.email,
    firstName: input.first_name,
    lastName: input.last_name,
    role: input.role,
    language: input.language,
    phone: input.phone,
    address: input.address,
    postalCode: input.postal_code,
    city: input.city,
    emailVerified: true,
    status: 'active',
    within: async (tx, uid) => {
      if (input.pharmacyId) await linkPharmacy(tx, { uid, role: input.role }, input.pharmacyId);
      await writeAudit(tx, {
        actorId,
        action: 'account.created',
        entityType: 'user',
        entityId: uid,
        detail: { role: input.role, ...(input.pharmacyId ? { pharmacyId: input.pharmacyId } : {}) },
      });
    },
  });
  // The account exists even if the mail fails: an admin (or the person, from the sign-in page) asks for a new link.
  await app.auth.api
    .requestPasswordReset({ body: { email: profile.email, redirectTo: '/auth/new-password' } })
    .catch(onMailError);
  return (await findPerson(app.db, profile.uid))!;
}
