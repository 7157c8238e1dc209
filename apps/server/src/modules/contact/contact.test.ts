import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Mail, MailList } from '@pharmacy/shared/schemas/mail';
import { mailEntries, outboxEmails, users } from '../../db/schema';
import { loggerOptions } from '../../lib/logger-options';
import { createTestApp, type TestApp } from '../../test/test-app';
import { someone, type Someone } from '../accounts/testing/fixtures';
import { makeFormToken } from './form-token';

/*
 * Issue 18, /contact-us: POST /api/contact files the message in every active admin's inbox and e-mails the platform's
 * address; bad fields are 400s beside the field; bots (the hidden field, a form sent too fast) get a 202 and file
 * nothing; 5 an hour per address; the visitor's words stay text and stay out of the log.
 */

const SECRET = 'contact-test-secret-0123456789-abcdefgh';
const DESK = 'desk@pharmalink.test';
let log = '';
const stream = new Writable({
  write(chunk, _encoding, done) {
    log += String(chunk);
    done();
  },
});

let t: TestApp;
let admins: Someone[];
let suspendedAdmin: Someone;
let customer: Someone;
beforeAll(async () => {
  t = await createTestApp(
    { AUTH_SECRET: SECRET, CONTACT_EMAIL: DESK, RATE_LIMIT_MAX: '10000' },
    { logger: { ...loggerOptions('info'), stream } },
  );
  const [a, b, c, d] = await Promise.all([
    someone(t, 'admin'),
    someone(t, 'admin'),
    someone(t, 'customer'),
    someone(t, 'admin'),
  ]);
  admins = [a!, b!];
  customer = c!;
  suspendedAdmin = d!;
  await t.database.db.update(users).set({ status: 'suspended' }).where(eq(users.uid, suspendedAdmin.uid));
});
afterAll(async () => t?.close());

/** Each test writes from an address of its own: the limit counts per address. */
let lastIp = 0;
const newIp = () => `198.51.100.${++lastIp}`;
/** A token as if the page had been open for a minute. */
const shownAMinuteAgo = () => makeFormToken(SECRET, Date.now() - 60_000);
const good = (patch: Record<string, unknown> = {}) => ({
  name: 'Marie Dubois',
  email: 'marie.dubois@example.be',
  subject: 'Opening hours on Sunday',
  message: 'Hello, which pharmacy is open near Namur this Sunday?',
  website: '',
  token: shownAMinuteAgo(),
  ...patch,
});
const post = (payload: object, options: { ip?: string; cookie?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress: options.ip ?? newIp(),
    headers: options.cookie ? { cookie: options.cookie } : {},
    payload,
  });

const inbox = async (who: Someone) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/mail/mails', headers: { cookie: who.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as MailList).mails.filter((m) => m.subject.startsWith('[Contact]'));
};
const openMail = async (who: Someone, id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/mail/mail?mailId=${id}`, headers: { cookie: who.cookie } })).json()
    .mail as Mail;
const outbox = () => t.database.db.select().from(outboxEmails).where(eq(outboxEmails.template, 'contact-message'));
const filedCount = async () => ({
  inboxes: (await Promise.all([...admins, customer].map(inbox))).flat().length,
  outbox: (await outbox()).length,
});

describe('POST /api/contact: bad input', () => {
  it.each([
    ['name', 'empty', '', 'validation.required'],
    ['name', 'blank', '   ', 'validation.required'],
    ['name', '101 characters', 'x'.repeat(101), 'validation.tooLong'],
    ['email', 'empty', '', 'validation.required'],
    ['email', 'not an address', 'marie at example', 'validation.email'],
    ['subject', 'empty', '', 'validation.required'],
    ['subject', '151 characters', 's'.repeat(151), 'validation.tooLong'],
    ['message', 'empty', '', 'validation.required'],
    ['message', '9 characters', 'Too short', 'validation.tooShort'],
    ['message', '5001 characters', 'm'.repeat(5001), 'validation.tooLong'],
    ['token', 'missing', undefined, 'validation.required'],
  ])('%s %s is a 400 beside the field', async (field, _what, value, key) => {
    const res = await post(good({ [field]: value }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', fields: { [field]: key } });
    expect(Object.keys(res.json().fields)).toEqual([field]);
  });

  it.each([
    ['forged', `${Date.now() - 60_000}.${'A'.repeat(43)}`],
    ['signed with another secret', makeFormToken('another-secret-0123456789-0123456789', Date.now() - 60_000)],
    ['a day old', makeFormToken(SECRET, Date.now() - 25 * 60 * 60 * 1000)],
    ['not a token', 'hello'],
  ])('a %s token is refused: the page asks for a new one', async (_what, token) => {
    const res = await post(good({ token }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'FORM_EXPIRED', fields: { token: 'validation.invalid' } });
  });
});

describe('POST /api/contact: bots', () => {
  it('GET /api/contact/token gives a signed time; sent at once, the message is dropped with a 202', async () => {
    const before = await filedCount();
    const res = await t.app.inject({ method: 'GET', url: '/api/contact/token', remoteAddress: newIp() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { token } = res.json() as { token: string };
    expect(token).toMatch(/^\d+\.[\w-]{43}$/);
    const sent = await post(good({ token }));
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json()).toEqual({ received: true });
    expect(await filedCount()).toEqual(before);
  });

  it('a filled hidden field answers like a success and files nothing in any mailbox or the outbox', async () => {
    const before = await filedCount();
    const res = await post(good({ website: 'https://cheap-pills.example' }));
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ received: true });
    expect(await filedCount()).toEqual(before);
  });
});

describe('POST /api/contact: a message', () => {
  it('reaches each active admin’s inbox (from the platform) and the platform’s e-mail with Reply-To the visitor', async () => {
    const live = vi.spyOn(t.app.realtime, 'publishToUsers');
    const res = await post(good());
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ received: true });
    expect(live).toHaveBeenCalledWith(expect.arrayContaining(admins.map((a) => a.uid)), { type: 'mail.received' });
    live.mockRestore();

    for (const admin of admins) {
      const [copy] = await inbox(admin);
      expect(copy).toMatchObject({ subject: '[Contact] Opening hours on Sunday', isUnread: true, from: { id: null } });
      const mail = await openMail(admin, copy!.id);
      expect(mail.message).toContain('Marie Dubois');
      expect(mail.message).toContain('<a href="mailto:marie.dubois@example.be"');
      expect(mail.message).toContain('Not signed in');
      expect(mail.message).toContain('<p>Hello, which pharmacy is open near Namur this Sunday?</p>');
    }
    // A suspended admin cannot read a mailbox: count its entries in the database.
    const held = await t.database.db.select().from(mailEntries).where(eq(mailEntries.userId, suspendedAdmin.uid));
    expect(held).toEqual([]);
    expect(await inbox(customer)).toEqual([]);

    const [row] = await outbox();
    expect(row).toMatchObject({
      toAddress: DESK,
      params: { name: 'Marie Dubois', email: 'marie.dubois@example.be', account: '' },
    });
    await t.app.outbox.drain();
    const mail = t.mailer.lastTo(DESK)!;
    expect(mail).toMatchObject({
      replyTo: 'marie.dubois@example.be',
      subject: 'Contact form: Opening hours on Sunday',
    });
    expect(mail.text).toContain('Hello, which pharmacy is open near Namur this Sunday?');
    expect(mail.text).toContain('Name: Marie Dubois');
  });

  it('from a signed-in person: the mail is theirs and names their account', async () => {
    const res = await post(good({ subject: 'About my account' }), { cookie: customer.cookie });
    expect(res.statusCode, res.body).toBe(202);
    const copy = (await inbox(admins[0]!)).find((m) => m.subject === '[Contact] About my account')!;
    expect(copy.from.id).toBe(customer.uid);
    expect((await openMail(admins[0]!, copy.id)).message).toContain(`Account: ${customer.uid}`);
    expect((await outbox()).find((r) => r.params.subject === 'About my account')?.params.account).toBe(customer.uid);
  });

  it('keeps a script, a picture and markup as text, in the mailbox and in the e-mail', async () => {
    const message = '<script>alert(1)</script><img src=x onerror=alert(2)> <b>Help</b> & thanks';
    expect((await post(good({ subject: '<i>Sneaky</i>', message }))).statusCode).toBe(202);
    const copy = (await inbox(admins[1]!)).find((m) => m.subject === '[Contact] <i>Sneaky</i>')!;
    const body = (await openMail(admins[1]!, copy.id)).message;
    expect(body).toContain(
      '&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt; &lt;b&gt;Help&lt;/b&gt; &amp; thanks',
    );
    expect(body).not.toMatch(/<(script|img|b>|i>)/);
    await t.app.outbox.drain();
    const mail = [...t.mailer.sent].reverse().find((m) => m.to === DESK)!;
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).not.toMatch(/<script|<img|<i>Sneaky/);
  });
});

describe('POST /api/contact: limits and privacy', () => {
  it('forgetting the signed-in sender blanks their message in the mailboxes and their words in the outbox', async () => {
    const person = await someone(t, 'customer');
    // Not woken: the row waits, as when SMTP is down (then it is deleted; once sent, its params are emptied).
    const wake = vi.spyOn(t.app.outbox, 'wake').mockImplementation(() => {});
    expect(
      (await post(good({ subject: 'Forget me', message: 'Words that must go away.' }), { cookie: person.cookie }))
        .statusCode,
    ).toBe(202);
    wake.mockRestore();
    const theirs = async () =>
      (await outbox()).filter((r) => r.params.account === person.uid || r.params.email === person.email);
    expect(await theirs()).toHaveLength(1);
    const copy = (await inbox(admins[0]!)).find((m) => m.subject === '[Contact] Forget me')!;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/accounts/${person.uid}/anonymise`,
      headers: { cookie: admins[0]!.cookie },
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(JSON.stringify(await openMail(admins[0]!, copy.id))).not.toContain('Words that must go away');
    expect(await theirs()).toEqual([]);
  });

  it('answers 429 in the error shape after 5 messages an hour from one address', async () => {
    const ip = newIp();
    for (let i = 0; i < 5; i++) expect((await post(good({ website: 'x' }), { ip })).statusCode).toBe(202);
    const res = await post(good(), { ip });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.any(String) });
    // Another address is not held back.
    expect((await post(good({ website: 'x' }))).statusCode).toBe(202);
  });

  it('never writes the visitor’s name, e-mail or message to the log', async () => {
    await post(
      good({ name: 'Zoltan Quibbleworth', email: 'zoltan.q@example.be', message: 'A very distinctive sentence 7Q4K.' }),
    );
    await post(
      good({
        name: 'Zoltan Quibbleworth',
        email: 'zoltan.q@example.be',
        message: 'A very distinctive sentence 7Q4K.',
        website: 'x',
      }),
    );
    await post(good({ name: 'Zoltan Quibbleworth', email: 'zoltan.q@example.be', message: 'short' }));
    await t.app.outbox.drain();
    expect(log.length).toBeGreaterThan(0);
    for (const secret of [
      'Zoltan',
      'Quibbleworth',
      'zoltan.q@',
      'distinctive sentence',
      'marie.dubois@',
      'Marie Dubois',
    ])
      expect(log).not.toContain(secret);
  });
});
