import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { outboxEmails, pharmacies } from '../../../db/schema';
import { createMailer } from '../../../lib/mail';
import { createOutboxDispatcher } from '../../../lib/outbox';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { aPharmacy } from '../../accounts/testing/fixtures';
import { createDraft } from '../drafts';
import { sendInvoice } from '../send';
import { invoiceDraftCreateSchema } from '@pharmacy/shared/schemas/invoice';
import { draftBody } from '../test-world';
import { invoiceMailAttachments } from './attachment';
import { pdfText } from './pdf-tools';

/*
 * The invoice-sent e-mail carries the invoice's PDF (issue 14). The outbox row keeps the invoice id only; the PDF is
 * rendered when the e-mail leaves, by the provider the invoices module registers for the template (app.ts).
 */

let t: TestApp;
let pharmacy: string;
beforeAll(async () => {
  // The app's own dispatcher only sends on drain(): the SMTP case below sends with a dispatcher of its own.
  t = await createTestApp({}, { outbox: { pollMs: 3_600_000 } });
  pharmacy = await aPharmacy(t, 'Pharmacie du Sablon');
  await t.database.db.update(pharmacies).set({ vatNumber: 'BE0123456749', iban: 'BE68539007547034', bic: 'GKCCBEBB' }).where(eq(pharmacies.id, pharmacy));
});
afterAll(() => t?.close());

async function sentInvoice(email: string) {
  const input = invoiceDraftCreateSchema.parse(draftBody({ buyer: { name: 'Maison de repos Les Tilleuls', street: 'Rue Haute 12', postalCode: '1000', city: 'Bruxelles', email } }));
  const draft = await createDraft(t.database.db, { pharmacyId: pharmacy, createdBy: null, input });
  const { invoice, mailed } = await sendInvoice(t.database.db, draft.id, null);
  expect(mailed).toBe(true);
  return invoice;
}

describe('the invoice-sent e-mail', () => {
  it('keeps only the invoice id in its outbox row and leaves with the PDF named after the number', async () => {
    const invoice = await sentInvoice('compta@tilleuls.example');
    const [row] = await t.database.db.select().from(outboxEmails).where(and(eq(outboxEmails.toAddress, 'compta@tilleuls.example'), eq(outboxEmails.template, 'invoice-sent')));
    expect(row!.params.invoiceId).toBe(invoice.id);
    expect(JSON.stringify(row!.params).length).toBeLessThan(600);

    await t.app.outbox.drain();
    const mail = t.mailer.lastTo('compta@tilleuls.example')!;
    expect(mail.subject).toBe(`Facture ${invoice.number} de Pharmacie du Sablon`);
    expect(mail.attachments).toHaveLength(1);
    const [pdf] = mail.attachments!;
    expect(pdf).toMatchObject({ filename: `${invoice.number}.pdf`, contentType: 'application/pdf' });
    expect(pdf!.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(pdf!.content)).toContain(invoice.structuredCommunication!);
  });

  it('reaches an SMTP server as a MIME part application/pdf with the file name, and the log names no one', async () => {
    const received: Buffer[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    let logged = '';
    const log = pino({ level: 'debug' }, { write: (line: string) => void (logged += line) });
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'PharmaLink <no-reply@example.be>', log, mode: 'production' });
    const dispatcher = createOutboxDispatcher({
      db: t.database.db,
      mailer,
      appUrl: 'http://localhost:3000',
      log,
      options: { pollMs: 3_600_000 },
      attachments: { 'invoice-sent': invoiceMailAttachments(t.database.db) },
    });
    try {
      const invoice = await sentInvoice('smtp-buyer@tilleuls.example');
      expect(await dispatcher.drain()).toBeGreaterThanOrEqual(1);
      expect(received).toHaveLength(1);
      const raw = received[0]!.toString('latin1');
      expect(raw).toMatch(new RegExp(`Content-Type: application/pdf; name=${invoice.number}\\.pdf`));
      expect(raw).toMatch(new RegExp(`Content-Disposition: attachment;\\s+filename=${invoice.number}\\.pdf`));
      // The part's base64 body, up to the closing boundary, is the PDF.
      const part = raw.slice(raw.indexOf('Content-Type: application/pdf'));
      const body = part.slice(part.indexOf('\r\n\r\n') + 4, part.indexOf('\r\n--'));
      const pdf = Buffer.from(body.replace(/\s+/g, ''), 'base64');
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdfText(pdf)).toContain(invoice.number!);
      const [row] = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, 'smtp-buyer@tilleuls.example'));
      expect(row!.status).toBe('sent');
      expect(logged).not.toContain('tilleuls');
      expect(logged).not.toContain(invoice.id);
    } finally {
      await dispatcher.stop();
      mailer.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('leaves without a PDF when its row names no invoice (an e-mail queued before the PDF existed)', async () => {
    const attach = invoiceMailAttachments(t.database.db);
    expect(await attach({ language: 'fr', params: { number: 'X' } })).toEqual([]);
    expect(await attach({ language: 'fr', params: { invoiceId: 'not-an-id' } })).toEqual([]);
    expect(await attach({ language: 'fr', params: { invoiceId: crypto.randomUUID() } })).toEqual([]);
  });
});
