import { sql } from 'drizzle-orm';
import { CHAT_CONTACTS_LIMIT, type ChatParticipant } from '@pharmacy/shared/schemas/chat';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { Role } from '@pharmacy/shared/roles';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/json-rows';
import { imageUrl } from '../../lib/images';
import { escapeLike } from '../catalogue/search-terms';
import { contactsOf } from './members';


/** The people `user` may write to (members.ts `contactsOf`), the platform's admins last, by name; at most 100. */
export async function listContacts(db: Db, user: UserProfile, q: string | undefined): Promise<ChatParticipant[]> {
  // Accents and case ignored, LIKE's wildcards taken literally, as in every other search.
  const search = q ? sql`AND catalogue_normalize(u.display_name) LIKE '%' || catalogue_normalize(${escapeLike(q)}) || '%'` : sql``;
  const rows = await queryRows<{ uid: string; name: string; role: Role; avatar_key: string | null; pharmacy_name: string | null }>(
    db,
    sql`SELECT u.uid, u.display_name AS name, u.role, u.avatar_key,
          (SELECT ph.name FROM pharmacy_staff s JOIN pharmacies ph ON ph.id = s.pharmacy_id
             WHERE u.role = 'pharmacy' AND s.user_id = u.uid ORDER BY ph.name LIMIT 1) AS pharmacy_name
        FROM users u WHERE ${contactsOf(user)} ${search}
        ORDER BY (u.role = 'admin'), u.display_name, u.uid LIMIT ${CHAT_CONTACTS_LIMIT}`,
  );
  return rows.map((r) => ({ id: r.uid, name: r.name, role: r.role, avatarUrl: imageUrl(r.avatar_key), pharmacyName: r.pharmacy_name, seenAt: null }));
}
