import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage } from '@pharmacy/shared/languages';
import type { Db } from '../db/client';
import { outboxEmails } from '../db/schema';
import type { MailAttachment, Mailer } from './mail';
import { renderOutboxMail, TemplateParamsError } from './mail-templates/outbox-templates';

export interface OutboxMail {
  to: string;
  /** The recipient's language (profile); unknown codes fall back to English. */
  language: string;
  /** A name of mail-templates/outbox-templates.ts, e.g. `order-update`. */
  template: string;
  params: Record<string, string>;
}

/**
 * The outbox row of an e-mail. Template and params are checked now (a mistake fails the command, not the delivery
 * later); an unknown language code is stored as English, as the renderer will read it.
 */
export function outboxRow(mail: OutboxMail): typeof outboxEmails.$inferInsert {
  renderOutboxMail(mail.template, { to: mail.to, language: mail.language, params: mail.params, appUrl: 'http://localhost' });
  const language = isLanguage(mail.language) ? mail.language : DEFAULT_LANGUAGE;
  return { toAddress: mail.to, language, template: mail.template, params: mail.params };
}

/**
 * Writes an e-mail to send in the caller's transaction, so it leaves only if the change it announces commits.
 * After the commit, call `app.outbox.wake()` to send at once; otherwise the dispatcher's timer finds it.
 */
export async function enqueueEmail(tx: Db, mail: OutboxMail): Promise<void> {
  await tx.insert(outboxEmails).values(outboxRow(mail));
}

/**
 * The files an e-mail of one template carries, made from its row when it is sent (an invoice's PDF from the invoice
 * id in its params), so the row stays small and the file shows the document as it is then. A throw is a failed
 * attempt, tried again like an SMTP error.
 */
export type OutboxAttachments = (mail: { language: string; params: Record<string, string> }) => Promise<MailAttachment[]>;

export interface OutboxOptions {
  /** How often due rows are looked for without a wake(). */
  pollMs?: number;
  batchSize?: number;
  /** Attempts before a row is marked `failed`. */
  maxAttempts?: number;
  /** Wait after the n-th failed attempt (n from 1). */
  backoffMs?: (attempt: number) => number;
  /** How long a claimed row is left to its sender before another process may try it (a crash mid-send). */
  leaseMs?: number;
}

export interface OutboxDispatcher {
  /** Looks for due e-mails now (call after committing an enqueue). */
  wake(): void;
  /** One full pass: sends everything due; resolves with how many were attempted. */
  drain(): Promise<number>;
  /** Stops the timer and waits for the pass in progress. */
  stop(): Promise<void>;
}

const DEFAULTS = {
  pollMs: 5_000,
  batchSize: 10,
  maxAttempts: 8,
  // 30 s, 1, 2, 4, 8, 16, 32 min, then 1 h: about two hours of trying in all.
  backoffMs: (attempt: number) => Math.min(30_000 * 2 ** (attempt - 1), 3_600_000),
  leaseMs: 5 * 60_000,
};

/**
 * Sends the outbox. Rows are claimed with `FOR UPDATE SKIP LOCKED` in one statement that also moves their next
 * attempt time one lease ahead, so several processes never send the same row at once and the sending itself
 * happens outside any transaction. Delivery is at least once: a process dying mid-send leaves the row to be sent
 * again after the lease.
 */
export function createOutboxDispatcher(config: {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  log: FastifyBaseLogger;
  options?: OutboxOptions;
  /** By template name: what its e-mails attach (registered by the module that owns the template). */
  attachments?: Readonly<Record<string, OutboxAttachments>>;
}): OutboxDispatcher {
  const { db, mailer, appUrl, log } = config;
  const o = { ...DEFAULTS, ...Object.fromEntries(Object.entries(config.options ?? {}).filter(([, v]) => v !== undefined)) } as typeof DEFAULTS;
  let stopped = false;
  let running: Promise<number> | null = null;
  let again = false;

  async function claim() {
    const due = db
      .select({ id: outboxEmails.id })
      .from(outboxEmails)
      .where(and(eq(outboxEmails.status, 'pending'), lte(outboxEmails.nextAttemptAt, sql`now()`)))
      .orderBy(asc(outboxEmails.nextAttemptAt), asc(outboxEmails.id))
      .limit(o.batchSize)
      .for('update', { skipLocked: true });
    return db
      .update(outboxEmails)
      .set({
        attempts: sql`${outboxEmails.attempts} + 1`,
        nextAttemptAt: sql`now() + ${o.leaseMs}::int * interval '1 millisecond'`,
      })
      .where(inArray(outboxEmails.id, due))
      .returning();
  }

  async function sendOne(row: typeof outboxEmails.$inferSelect): Promise<void> {
    try {
      const message = renderOutboxMail(row.template, { to: row.toAddress, language: row.language, params: row.params, appUrl });
      const attach = config.attachments && Object.hasOwn(config.attachments, row.template) ? config.attachments[row.template] : undefined;
      const attachments = attach ? await attach({ language: row.language, params: row.params }) : [];
      await mailer.send(attachments.length > 0 ? { ...message, attachments } : message);
      await db.update(outboxEmails).set({ status: 'sent', sentAt: sql`now()`, lastError: null }).where(eq(outboxEmails.id, row.id));
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      // A template that cannot render will not render next time either.
      const final = error instanceof TemplateParamsError || row.attempts >= o.maxAttempts;
      log.warn({ outboxId: row.id, attempts: row.attempts, final, err: error }, 'e-mail from the outbox could not be sent');
      await db
        .update(outboxEmails)
        .set(
          final
            ? { status: 'failed', lastError: reason }
            : { lastError: reason, nextAttemptAt: sql`now() + ${Math.round(o.backoffMs(row.attempts))}::int * interval '1 millisecond'` },
        )
        .where(eq(outboxEmails.id, row.id));
    }
  }

  async function pass(): Promise<number> {
    let attempted = 0;
    do {
      again = false;
      for (;;) {
        if (stopped) return attempted;
        const rows = await claim();
        attempted += rows.length;
        await Promise.all(rows.map(sendOne));
        if (rows.length < o.batchSize) break;
      }
    } while (again && !stopped);
    return attempted;
  }

  function drain(): Promise<number> {
    if (running) {
      // A pass is on: have it look once more before it ends, and answer when it does.
      again = true;
      return running;
    }
    running = pass()
      .catch((error: unknown) => {
        if (!stopped) log.error({ err: error }, 'the e-mail outbox pass failed');
        return 0;
      })
      .finally(() => {
        running = null;
        // A wake() that came after the pass's last look.
        if (again && !stopped) void drain();
      });
    return running;
  }

  const timer = setInterval(() => void drain(), o.pollMs);
  timer.unref();

  return {
    wake: () => void drain(),
    drain,
    async stop() {
      stopped = true;
      clearInterval(timer);
      if (running) await running;
    },
  };
}
