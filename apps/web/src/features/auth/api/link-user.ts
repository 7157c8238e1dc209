import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import { api } from '../../../lib/api-client';

/** SPEC §7 PUT /user/link {firebaseid, email}: `firebaseid` is the auth user id; answers the profile. */
export function linkUser(user: Pick<UserProfile, 'uid' | 'email'>): Promise<UserProfile> {
  return api<UserProfile>('/api/user/link', { method: 'PUT', body: { firebaseid: user.uid, email: user.email } });
}
