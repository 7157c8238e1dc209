import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications, pharmacyInvitations, users } from '../../db/schema';
import {
  createTestApp,
  GOOD_PASSWORD,
  registerVerifiedUser,
  signIn,
  uniqueEmail,
  type TestApp,
} from '../../test/test-app';
import { hashToken } from './invitations';
import { approvedAccount, createPharmacyAs, linkStaff, requester, signInNewAdmin, type Person } from '../../test/fixtures';

let t: TestApp;
let call: ReturnType<typeof requester>;
let admin: string;
let staff: Person;
let pharmacy: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '1000' });
  call = requester(t);
  admin = await signInNewAdmin(t);
  staff = await approvedAccount(t, admin, 'pharmacy');
  pharmacy = await createPharmacyAs(t, admin, { name: 'Pharmacie Invitante', code: 'BE-INV-1' });
  await linkStaff(t, admin, pharmacy, staff.uid);
  // The inviter writes in Dutch: the invitation goes out in Dutch.
  const me = (await call('GET', '/api/me', staff.cookie)).json();
  await t.database.db.update(users).set({ language: 'nl' }).where(eq(users.uid, me.uid));
  // Written behind the app's back, as another process would: this process forgets the sessions it read.
  t.app.sessionCache.forgetAll();
});
afterAll(async () => t.close());

async function invite(email: string): Promise<{ id: string; token: string; text: string }> {
  const res = await call('POST', `/api/pharmacies/${pharmacy}/invitations`, staff.cookie, { email });
  expect(res.statusCode, res.body).toBe(201);
  await t.app.outbox.drain();
  const mail = t.mailer.lastTo(email.toLowerCase())!;
  return { id: res.json().id, token: mail.text.match(/invite=([\w-]+)/)![1], text: mail.text };
}

const register = (email: string, invitation?: string, role = 'pharmacy') =>
  call('POST', '/api/user', undefined, {
    email,
    password: GOOD_PASSWORD,
    name: 'Nieuwe',
    lastname: 'Collega',
    role,
    ...(invitation ? { invitation } : {}),
  });

describe('inviting', () => {
  it('e-mails a link in the inviter’s language, stores only the hash, and lists the invitation', async () => {
    const email = uniqueEmail('colleague');
    const { id, token, text } = await invite(email.toUpperCase());
    expect(text).toContain('Pharmacie Invitante');
    expect(text).toContain('De uitnodiging aanvaarden');
    expect(text).toContain(`http://localhost:3000/auth/register?invite=${token}`);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const [row] = await t.database.db.select().from(pharmacyInvitations).where(eq(pharmacyInvitations.id, id));
    expect(row.tokenHash).toBe(hashToken(token));
    expect(row.tokenHash).not.toContain(token);
    expect(row.email).toBe(email);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeCloseTo(14 * 86_400_000, -4);
    const list = (await call('GET', `/api/pharmacies/${pharmacy}/invitations`, staff.cookie)).json().items;
    expect(list[0]).toMatchObject({ id, email, invitedBy: 'Test Person', status: 'pending' });
    const preview = await call('GET', `/api/invitations/${token}`);
    expect(preview.json()).toMatchObject({
      email,
      pharmacyName: 'Pharmacie Invitante',
      pharmacySlug: 'pharmacie-invitante',
    });
  });

  it('an address that already has an account also finds the invitation in its mailbox, without the link', async () => {
    const colleague = await approvedAccount(t, admin, 'pharmacy');
    const { email } = (await call('GET', '/api/me', colleague.cookie)).json();
    const { token } = await invite(email);
    const inbox = (await call('GET', '/api/mail/mails?labelId=inbox', colleague.cookie)).json().mails;
    const notices = inbox.filter((m: { notice: { kind: string } | null }) => m.notice?.kind === 'pharmacy.invited');
    expect(notices).toHaveLength(1);
    expect(notices[0].notice).toEqual({
      kind: 'pharmacy.invited',
      params: { pharmacy: 'Pharmacie Invitante', inviter: 'Test Person' },
      link: null,
    });
    expect(JSON.stringify(notices)).not.toContain(token);
    // A new address has no mailbox yet: only the e-mail goes out.
    const before = await t.database.db.$count(notifications);
    await invite(uniqueEmail('newcomer'));
    expect(await t.database.db.$count(notifications)).toBe(before);
  });

  it('re-inviting revokes the pending link; a colleague already on the staff is a 409; bad e-mail is a 400', async () => {
    const email = uniqueEmail('twice');
    const first = await invite(email);
    const second = await invite(email);
    expect((await call('GET', `/api/invitations/${first.token}`)).json()).toMatchObject({ code: 'INVITATION_REVOKED' });
    expect((await call('GET', `/api/invitations/${second.token}`)).statusCode).toBe(200);
    const me = (await call('GET', '/api/me', staff.cookie)).json();
    const already = await call('POST', `/api/pharmacies/${pharmacy}/invitations`, admin, { email: me.email });
    expect(already.statusCode).toBe(409);
    expect(already.json().fields).toEqual({ email: 'validation.alreadyStaff' });
    for (const [body, key] of [
      [{ email: 'nope' }, 'validation.email'],
      [{ email: '' }, 'validation.required'],
      [{}, 'validation.invalid'],
    ] as const) {
      const res = await call('POST', `/api/pharmacies/${pharmacy}/invitations`, staff.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual(['email']);
      if (key !== 'validation.invalid') expect(res.json().fields.email).toBe(key);
    }
  });

  it('revoking makes the link a 404 saying so; revoking an unknown invitation is a 404', async () => {
    const { id, token } = await invite(uniqueEmail('revoked'));
    expect((await call('DELETE', `/api/pharmacies/${pharmacy}/invitations/${id}`, staff.cookie)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/pharmacies/${pharmacy}/invitations/${id}`, staff.cookie)).statusCode).toBe(204);
    const res = await call('GET', `/api/invitations/${token}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('INVITATION_REVOKED');
    expect((await call('DELETE', `/api/pharmacies/${pharmacy}/invitations/nope`, staff.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/invitations/unknown-token')).json().code).toBe('INVITATION_NOT_FOUND');
  });
});

describe('registering with an invitation', () => {
  it('creates a verified, active account linked to the pharmacy at once, without a verification e-mail', async () => {
    const email = uniqueEmail('newcomer');
    const { token } = await invite(email);
    const res = await register(email, token);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().user).toMatchObject({ email, role: 'pharmacy', status: 'active', emailVerified: true });
    expect(t.mailer.sent.some((m) => m.to === email && m.text.includes('/auth/verify?'))).toBe(false);
    const cookie = await signIn(t, email, GOOD_PASSWORD);
    expect((await call('GET', '/api/pharmacies/mine', cookie)).json().items.map((p: { id: string }) => p.id)).toEqual([
      pharmacy,
    ]);
    // The token served once.
    expect((await call('GET', `/api/invitations/${token}`)).json().code).toBe('INVITATION_USED');
    const again = await register(uniqueEmail('late'), token);
    expect(again.json().fields).toEqual({ invitation: 'validation.invitationInvalid' });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'pharmacy.invitation_accepted'));
    expect(audit.some((a) => a.actorId === res.json().user.uid)).toBe(true);
  });

  it('refuses a wrong e-mail, an expired, revoked or unknown token, or another role, with 400 on invitation', async () => {
    const email = uniqueEmail('checked');
    const { id, token } = await invite(email);
    expect((await register(uniqueEmail('other'), token)).json().fields).toEqual({
      invitation: 'validation.invitationEmail',
    });
    expect((await register(email, token, 'customer')).json().fields).toEqual({
      invitation: 'validation.invitationInvalid',
    });
    expect((await register(email, 'made-up')).json().fields).toEqual({ invitation: 'validation.invitationInvalid' });
    await t.database.db
      .update(pharmacyInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(pharmacyInvitations.id, id));
    const expired = await register(email, token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().fields).toEqual({ invitation: 'validation.invitationExpired' });
    expect((await call('GET', `/api/invitations/${token}`)).json().code).toBe('INVITATION_EXPIRED');
    // Nothing was created by the refusals.
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });
});

describe('accepting with an existing account', () => {
  it('a pending pharmacy account with the invited e-mail joins and becomes active; the token then is used', async () => {
    const pending = await registerVerifiedUser(t, { role: 'pharmacy' });
    const { token } = await invite(pending.email);
    expect((await call('GET', '/api/pharmacies/mine', pending.cookie)).statusCode).toBe(403);
    const res = await call('POST', `/api/invitations/${token}/accept`, pending.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().id).toBe(pharmacy);
    expect((await call('GET', '/api/me', pending.cookie)).json().status).toBe('active');
    expect((await call('GET', '/api/pharmacies/mine', pending.cookie)).json().items).toHaveLength(1);
    const reused = await call('POST', `/api/invitations/${token}/accept`, pending.cookie);
    expect(reused.statusCode).toBe(404);
    expect(reused.json().code).toBe('INVITATION_USED');
  });

  it('refuses another e-mail, another role, an expired token', async () => {
    const other = await approvedAccount(t, admin, 'pharmacy');
    const { id, token } = await invite(uniqueEmail('someone'));
    const wrong = await call('POST', `/api/invitations/${token}/accept`, other.cookie);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('INVITATION_EMAIL_MISMATCH');
    const customer = await registerVerifiedUser(t);
    const { token: forCustomer } = await invite(customer.email);
    expect((await call('POST', `/api/invitations/${forCustomer}/accept`, customer.cookie)).json().code).toBe(
      'ROLE_FORBIDDEN',
    );
    await t.database.db
      .update(pharmacyInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(pharmacyInvitations.id, id));
    expect((await call('POST', `/api/invitations/${token}/accept`, other.cookie)).json().code).toBe(
      'INVITATION_EXPIRED',
    );
    const list = (await call('GET', `/api/pharmacies/${pharmacy}/invitations`, admin)).json().items;
    expect(list.find((i: { id: string }) => i.id === id).status).toBe('expired');
  });
});
