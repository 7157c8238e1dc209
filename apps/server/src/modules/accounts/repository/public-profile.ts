import { and, count, eq, inArray } from 'drizzle-orm';
import type { UserPublicProfile } from '@pharmacy/shared/schemas/accounts';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../../db/client';
import { orders, pharmacyStaff } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import { resolveSlug } from '../../../lib/slugs';
import { findPerson } from './person';

async function countOrders(db: Db, role: string, uid: string): Promise<{ ordersCount: number; deliveriesCount: number }> {
  if (role === 'customer') {
    const [row] = await db.select({ n: count() }).from(orders).where(eq(orders.customerId, uid));
    return { ordersCount: row?.n ?? 0, deliveriesCount: 0 };
  }
  if (role === 'pharmacy') {
    const theirs = db.select({ id: pharmacyStaff.pharmacyId }).from(pharmacyStaff).where(eq(pharmacyStaff.userId, uid));
    const [row] = await db.select({ n: count() }).from(orders).where(inArray(orders.pharmacyId, theirs));
    return { ordersCount: row?.n ?? 0, deliveriesCount: 0 };
  }
  if (role === 'shipper') {
    const [row] = await db.select({ n: count() }).from(orders).where(and(eq(orders.shipperId, uid), eq(orders.status, 'delivered')));
    return { ordersCount: 0, deliveriesCount: row?.n ?? 0 };
  }
  return { ordersCount: 0, deliveriesCount: 0 };
}

/** GET /api/people/:slug/profile: the person themself or an active admin; anyone else learns nothing (404). */
export async function publicProfile(db: Db, viewer: UserProfile, slug: string): Promise<UserPublicProfile> {
  const uid = await resolveSlug(db, 'user', slug);
  const isAdmin = viewer.role === 'admin' && viewer.status === 'active';
  if (!uid || (uid !== viewer.uid && !isAdmin)) throw notFound('No such person.');
  const person = await findPerson(db, uid);
  if (!person) throw notFound('No such person.');
  return {
    uid: person.uid,
    slug: person.slug,
    displayName: person.displayName,
    role: person.role,
    status: person.status,
    avatarUrl: person.avatarUrl,
    city: person.city,
    memberSince: person.createdAt,
    ...(await countOrders(db, person.role, person.uid)),
    pharmacies: person.pharmacies,
  };
}
