import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { extractLinks, parseMail } from '../e2e/support/mime';
import type { ParsedMail } from '../e2e/support/mime';
import type { ReceivedMessage } from '../e2e/support/smtp-peer';

export interface Credentials {
  email: string;
  password: string;
}

/** Messages from the SMTP peer, kept in memory (the bench is one process). */
export class Inbox {
  private readonly mails: (ParsedMail & { recipients: string[] })[] = [];

  readonly receive = ({ raw, recipients }: ReceivedMessage): void => {
    this.mails.push({ ...parseMail(raw), recipients });
  };

  async linkTo(email: string, pathname: string, timeoutMs = 20_000): Promise<URL> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      for (const mail of this.mails.filter((m) => m.recipients.includes(email)).reverse()) {
        const link = extractLinks(mail)
          .map((l) => new URL(l))
          .find((u) => u.pathname === pathname);
        if (link) return link;
      }
      await sleep(100);
    }
    throw new Error(`no ${pathname} link e-mailed to ${email}`);
  }
}

async function expectStatus(res: Response, expected: (status: number) => boolean, what: string): Promise<Response> {
  if (!expected(res.status)) throw new Error(`${what}: HTTP ${res.status} ${await res.text()}`);
  return res;
}

/** Registers a customer (POST /api/user) and confirms the address with the e-mailed token. */
export async function createVerifiedCustomer(baseUrl: string, inbox: Inbox): Promise<Credentials> {
  const email = `bench-${Date.now().toString(36)}${randomBytes(3).toString('hex')}@example.com`;
  const password = 'Bench-password-42';
  const body = { email, password, name: 'Bench', lastname: 'Customer', role: 'customer' };
  await expectStatus(
    await fetch(`${baseUrl}/api/user`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    (s) => s === 201,
    'POST /api/user',
  );
  const token = (await inbox.linkTo(email, '/auth/verify')).searchParams.get('token') ?? '';
  await expectStatus(
    await fetch(`${baseUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}`, { redirect: 'manual' }),
    (s) => s < 400,
    'verify-email',
  );
  return { email, password };
}

/** Signs in and returns the session cookies as a Cookie header value. */
export async function signIn(baseUrl: string, who: Credentials): Promise<string> {
  const res = await expectStatus(
    await fetch(`${baseUrl}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify(who),
    }),
    (s) => s === 200,
    `sign-in of ${who.email}`,
  );
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  await expectStatus(await fetch(`${baseUrl}/api/me`, { headers: { cookie } }), (s) => s === 200, 'GET /api/me');
  return cookie;
}
