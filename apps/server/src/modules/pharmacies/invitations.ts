import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { INVITATION_DAYS, type Invitation, type InvitationPreview } from '@pharmacy/shared/schemas/pharmacy';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../db/client';
import { pharmacies, pharmacyInvitations, pharmacyStaff, users } from '../../db/schema';
import { writeAudit } from '../../lib/audit';
import { notify } from '../notifications/service';
import { enqueueEmail } from '../../lib/outbox';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/errors';

/*
 * A pharmacy's staff invite a colleague by e-mail. The link carries a random token; only its SHA-256 is stored, so
 * a copy of the database opens no door. A token works once, until it expires or is revoked; inviting the same
 * address again revokes the pending one.
 */

type Row = typeof pharmacyInvitations.$inferSelect;
type Status = Invitation['status'];

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function statusOf(row: Row, now = new Date()): Status {
  if (row.acceptedAt) return 'accepted';
  if (row.revokedAt) return 'revoked';
  return row.expiresAt <= now ? 'expired' : 'pending';
}

const GONE: Record<Exclude<Status, 'pending'>, [code: string, message: string]> = {
  accepted: ['INVITATION_USED', 'This invitation has already been used.'],
  revoked: ['INVITATION_REVOKED', 'This invitation was withdrawn.'],
  expired: ['INVITATION_EXPIRED', 'This invitation has expired: ask for a new one.'],
};

/** 404 with a code saying why a link does not work (unknown, used, revoked, expired). */
function gone(status: Status | null): HttpError {
  if (status === null || status === 'pending')
    return new HttpError(404, 'INVITATION_NOT_FOUND', 'This invitation does not exist.');
  const [code, message] = GONE[status];
  return new HttpError(404, code, message);
}

async function findByToken(db: Db, token: string, forUpdate = false): Promise<Row | null> {
  const query = db
    .select()
    .from(pharmacyInvitations)
    .where(eq(pharmacyInvitations.tokenHash, hashToken(token)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** A pending invitation for this token, or the 404 saying why not. */
async function pendingByToken(db: Db, token: string, forUpdate = false): Promise<Row> {
  const row = await findByToken(db, token, forUpdate);
  const status = row ? statusOf(row) : null;
  if (!row || status !== 'pending') throw gone(status);
  return row;
}

function toInvitation(row: Row, inviterName: string | null): Invitation {
  return {
    id: row.id,
    email: row.email,
    invitedBy: inviterName,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    status: statusOf(row),
  };
}

/**
 * POST /api/pharmacies/:id/invitations: the invitation, the revocation of a pending one to the same address, the
 * e-mail (outbox, in the inviter's language), a notice in the mailbox of an account that already has the address, and
 * the audit entry commit together. Call `app.outbox.wake()` after, and tell `notified` (if any) live.
 */
export async function createInvitation(
  db: Db,
  pharmacyId: string,
  email: string,
  inviter: UserProfile,
): Promise<{ invitation: Invitation; notified: string | null }> {
  const token = randomBytes(32).toString('base64url');
  return db.transaction(async (tx) => {
    // Invitations of one pharmacy are made one after the other: two at once to one address leave one pending.
    const [pharmacy] = await tx
      .select({ name: pharmacies.name })
      .from(pharmacies)
      .where(eq(pharmacies.id, pharmacyId))
      .for('update');
    if (!pharmacy) throw notFound('No such pharmacy.');
    // The address's account, if it has one (it gets a notice below), and whether it already works here.
    const [account] = await tx
      .select({ uid: users.uid, staffOf: pharmacyStaff.pharmacyId })
      .from(users)
      .leftJoin(pharmacyStaff, and(eq(pharmacyStaff.userId, users.uid), eq(pharmacyStaff.pharmacyId, pharmacyId)))
      .where(sql`lower(${users.email}) = ${email}`);
    if (account?.staffOf)
      throw conflict('ALREADY_STAFF', 'This person already works for this pharmacy.', {
        email: 'validation.alreadyStaff',
      });
    await tx
      .update(pharmacyInvitations)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(pharmacyInvitations.pharmacyId, pharmacyId),
          eq(pharmacyInvitations.email, email),
          isNull(pharmacyInvitations.acceptedAt),
          isNull(pharmacyInvitations.revokedAt),
        ),
      );
    const [row] = await tx
      .insert(pharmacyInvitations)
      .values({
        id: randomUUID(),
        pharmacyId,
        email,
        tokenHash: hashToken(token),
        invitedBy: inviter.uid,
        expiresAt: sql`now() + ${INVITATION_DAYS}::int * interval '1 day'`,
      })
      .returning();
    await enqueueEmail(tx, {
      to: email,
      language: inviter.language ?? 'en',
      template: 'pharmacy-invitation',
      params: {
        pharmacy: pharmacy.name,
        inviter: inviter.displayName,
        link: `/auth/register?invite=${token}`,
        days: String(INVITATION_DAYS),
      },
    });
    // No link: the notice says where to look, the token stays in the e-mail only.
    if (account)
      await notify(tx, {
        userIds: [account.uid],
        kind: 'pharmacy.invited',
        params: { pharmacy: pharmacy.name, inviter: inviter.displayName },
        link: null,
      });
    await writeAudit(tx, {
      actorId: inviter.uid,
      action: 'pharmacy.invitation_created',
      entityType: 'pharmacy',
      entityId: pharmacyId,
      detail: { invitationId: row.id, email },
    });
    return { invitation: toInvitation(row, inviter.displayName), notified: account?.uid ?? null };
  });
}

/** GET /api/pharmacies/:id/invitations: newest first, with who invited. */
export async function listInvitations(db: Db, pharmacyId: string): Promise<{ items: Invitation[] }> {
  const rows = await db
    .select({ invitation: pharmacyInvitations, inviterName: users.displayName })
    .from(pharmacyInvitations)
    .leftJoin(users, eq(users.uid, pharmacyInvitations.invitedBy))
    .where(eq(pharmacyInvitations.pharmacyId, pharmacyId))
    .orderBy(desc(pharmacyInvitations.createdAt), desc(pharmacyInvitations.id))
    .limit(200);
  return { items: rows.map((r) => toInvitation(r.invitation, r.inviterName)) };
}

/** DELETE /api/pharmacies/:id/invitations/:invitationId: the link stops working (again: nothing changes). */
export async function revokeInvitation(db: Db, pharmacyId: string, invitationId: string, actorId: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(pharmacyInvitations)
      .where(and(eq(pharmacyInvitations.id, invitationId), eq(pharmacyInvitations.pharmacyId, pharmacyId)))
      .for('update');
    if (!row) throw notFound('No such invitation.');
    if (row.acceptedAt) throw conflict('INVITATION_USED', 'This invitation has already been accepted.');
    if (row.revokedAt) return;
    await tx
      .update(pharmacyInvitations)
      .set({ revokedAt: sql`now()` })
      .where(eq(pharmacyInvitations.id, row.id));
    await writeAudit(tx, {
      actorId,
      action: 'pharmacy.invitation_revoked',
      entityType: 'pharmacy',
      entityId: pharmacyId,
      detail: { invitationId: row.id, email: row.email },
    });
  });
}

/** GET /api/invitations/:token: what the link is for. */
export async function previewInvitation(db: Db, token: string): Promise<InvitationPreview> {
  const row = await pendingByToken(db, token);
  const [pharmacy] = await db
    .select({ name: pharmacies.name, slug: pharmacies.slug })
    .from(pharmacies)
    .where(eq(pharmacies.id, row.pharmacyId));
  if (!pharmacy) throw gone(null);
  return {
    email: row.email,
    pharmacyName: pharmacy.name,
    pharmacySlug: pharmacy.slug,
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * Inside the caller's transaction: links `uid` as staff, marks the invitation used and makes a pending account
 * active (a colleague vouched for it). Locks the invitation first, so one token never serves twice.
 */
async function consume(tx: Db, token: string, uid: string, onGone: (status: Status | null) => HttpError) {
  const row = await findByToken(tx, token, true);
  const status = row ? statusOf(row) : null;
  if (!row || status !== 'pending') throw onGone(status);
  await tx.insert(pharmacyStaff).values({ pharmacyId: row.pharmacyId, userId: uid }).onConflictDoNothing();
  await tx
    .update(pharmacyInvitations)
    .set({ acceptedAt: sql`now()`, acceptedBy: uid })
    .where(eq(pharmacyInvitations.id, row.id));
  const activated = await tx
    .update(users)
    .set({ status: 'active', updatedAt: sql`now()` })
    .where(and(eq(users.uid, uid), eq(users.status, 'pending')))
    .returning({ uid: users.uid });
  await writeAudit(tx, {
    actorId: uid,
    action: 'pharmacy.invitation_accepted',
    entityType: 'pharmacy',
    entityId: row.pharmacyId,
    detail: { invitationId: row.id, activated: activated.length > 0 },
  });
  return row.pharmacyId;
}

/**
 * POST /api/invitations/:token/accept: a signed-in pharmacy account (active or still pending) whose e-mail is the
 * invited one joins the pharmacy. Returns the pharmacy id.
 */
export async function acceptInvitation(db: Db, token: string, user: UserProfile): Promise<string> {
  if (user.role !== 'pharmacy') throw forbidden('Only pharmacy accounts can join a pharmacy.', 'ROLE_FORBIDDEN');
  if (user.status !== 'active' && user.status !== 'pending')
    throw forbidden('This account may not join a pharmacy.', 'ACCOUNT_NOT_ACTIVE');
  const row = await pendingByToken(db, token);
  if (row.email !== user.email.toLowerCase())
    throw forbidden('This invitation was sent to another e-mail address.', 'INVITATION_EMAIL_MISMATCH');
  return db.transaction((tx) => consume(tx, token, user.uid, gone));
}

const invitationError = (status: Status | null) =>
  status === 'expired'
    ? badRequest('This invitation has expired: ask for a new one.', { invitation: 'validation.invitationExpired' })
    : badRequest('This invitation is not valid.', { invitation: 'validation.invitationInvalid' });

/**
 * Registration with an invitation (POST /api/user with `invitation`): checks the token against the e-mail and role
 * before anything is written, and returns what `createAccount` runs inside its transaction. The account is then
 * created e-mail-verified (the invitation e-mail proved the address), active and linked, or not at all.
 */
export async function invitationForRegistration(
  db: Db,
  token: string,
  account: { email: string; role: string },
): Promise<(tx: Db, uid: string) => Promise<void>> {
  const row = await findByToken(db, token);
  const status = row ? statusOf(row) : null;
  if (!row || status !== 'pending') throw invitationError(status);
  if (account.role !== 'pharmacy') throw invitationError(null);
  if (row.email !== account.email.toLowerCase())
    throw badRequest('This invitation was sent to another e-mail address.', {
      invitation: 'validation.invitationEmail',
    });
  return async (tx, uid) => {
    await consume(tx, token, uid, invitationError);
  };
}
