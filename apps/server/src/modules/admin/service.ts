import type { AccountListQuery, AccountList, UserProfile } from '@pharmacy/shared/schemas/user';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { Mailer } from '../../lib/mail';
import { renderMail } from '../../lib/mail-templates/render';
import { findProfile, listProfiles } from '../users/repository';
import { setStatus } from '../users/service';
import { decodeCursor, encodeCursor } from '../../lib/cursor';

export async function listAccounts(db: Db, query: AccountListQuery): Promise<AccountList> {
  const limit = query.limit;
  let after: { createdAt: Date; uid: string } | undefined;
  if (query.cursor) {
    after = decodeCursor(query.cursor) ?? undefined;
    if (!after) throw badRequest('The cursor is not valid.', { cursor: 'validation.cursor' });
  }
  const rows = await listProfiles(db, { status: query.status, limit: limit + 1, after });
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(new Date(last.createdAt), last.uid) : null };
}

export async function approveAccount(
  db: Db,
  uid: string,
  options: { mailer: Mailer; appUrl: string; onMailError: (error: unknown) => void },
): Promise<UserProfile> {
  const profile = await findProfile(db, uid);
  if (!profile) throw notFound('No such account.');
  if (profile.status !== 'pending') throw conflict('NOT_PENDING', 'This account is not waiting for approval.');
  await setStatus(db, uid, 'active');
  options.mailer
    .send(renderMail('approved', { to: profile.email, name: profile.displayName, link: `${options.appUrl}/auth/login`, language: profile.language }))
    .catch(options.onMailError);
  return (await findProfile(db, uid))!;
}
