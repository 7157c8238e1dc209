import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { mailboxDir } from './env';
import { extractLinks, parseMail } from './mime';
import type { ReceivedMessage } from './smtp-peer';

/**
 * The SMTP peer lives in the runner process and the tests in worker processes, so messages cross
 * over as one JSON file each in a directory (written to a temp name, then renamed: never half read).
 */
export interface Mail {
  file: string;
  receivedAt: number;
  recipients: string[];
  subject: string;
  from: string;
  to: string;
  text: string;
  html: string;
  links: string[];
}

export interface WaitForMailOptions {
  timeoutMs?: number;
  /** Only messages received at or after this time (ms since epoch). */
  since?: number;
}

let sequence = 0;

export async function createMailboxWriter(dir: string): Promise<(message: ReceivedMessage) => Promise<void>> {
  await mkdir(dir, { recursive: true });
  return async ({ raw, recipients }) => {
    const parsed = parseMail(raw);
    const name = `${Date.now()}-${String(++sequence).padStart(5, '0')}`;
    const mail: Omit<Mail, 'file'> = { receivedAt: Date.now(), recipients, ...parsed, links: extractLinks(parsed) };
    const tmp = join(dir, `.${name}.tmp`);
    await writeFile(tmp, JSON.stringify(mail, null, 2));
    await rename(tmp, join(dir, `${name}.json`));
  };
}

export async function readMailbox(dir = mailboxDir()): Promise<Mail[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
  return Promise.all(
    files.map(async (file) => ({ file, ...(JSON.parse(await readFile(join(dir, file), 'utf8')) as Omit<Mail, 'file'>) })),
  );
}

function isFor(mail: Mail, to: string): boolean {
  const address = to.toLowerCase();
  return mail.recipients.includes(address) || mail.to.toLowerCase().includes(address);
}

/** The newest message to `to` whose subject matches, polling until it arrives or the time is up. */
export async function waitForMail(to: string, subject: RegExp, options: WaitForMailOptions = {}): Promise<Mail> {
  const deadline = Date.now() + (options.timeoutMs ?? 20_000);
  const since = options.since ?? 0;
  for (;;) {
    const mine = (await readMailbox()).filter((m) => isFor(m, to) && m.receivedAt >= since);
    const match = mine.filter((m) => subject.test(m.subject)).at(-1);
    if (match) return match;
    if (Date.now() > deadline) {
      const seen = mine.map((m) => `"${m.subject}"`).join(', ') || 'none';
      throw new Error(`No e-mail to ${to} with a subject matching ${subject} (received for it: ${seen})`);
    }
    await sleep(200);
  }
}

/** The link of the mail that points at `pathname` on the app (e.g. /auth/verify), as a URL. */
export function findLink(mail: Mail, pathname: string): URL {
  const link = mail.links.map((l) => new URL(l)).find((url) => url.pathname === pathname);
  if (!link) throw new Error(`No ${pathname} link in "${mail.subject}": ${mail.links.join(', ') || 'no links'}`);
  return link;
}
