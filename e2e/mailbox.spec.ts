import { expect, test } from '@playwright/test';
import { createTransport } from 'nodemailer';
import { ENV_SMTP_URL, requireEnv } from './support/env';
import { findLink, waitForMail } from './support/mailbox';

// The e-mail tests read messages through the SMTP peer and the MIME reader: prove both on a message
// shaped like the product's (nodemailer, multipart text + HTML, non-ASCII, long lines, &amp; in links).
test('the SMTP peer delivers a nodemailer message to the mailbox', async () => {
  const to = `peer-${Date.now()}@example.com`;
  const link = `http://127.0.0.1:1/auth/verify?token=${'x'.repeat(120)}&callbackURL=%2Fmy`;
  const since = Date.now();
  const transport = createTransport(requireEnv(ENV_SMTP_URL));
  await transport.sendMail({
    from: 'PharmaLink <no-reply@example.com>',
    to,
    subject: 'Vérifiez votre adresse e-mail — تحقق',
    text: `Bonjour Zoë,\nOuvrez ce lien : ${link}\n`,
    html: `<p>Bonjour Zoë, <a href="${link.replace(/&/g, '&amp;')}">vérifier</a> — ${'é'.repeat(200)}</p>`,
  });
  transport.close();

  const mail = await waitForMail(to, /vérifiez/i, { since });
  expect(mail.subject).toBe('Vérifiez votre adresse e-mail — تحقق');
  expect(mail.text).toContain('Bonjour Zoë,');
  expect(mail.html).toContain('é'.repeat(200));
  expect(mail.links).toEqual([link]);
  expect(findLink(mail, '/auth/verify').searchParams.get('callbackURL')).toBe('/my');
});
