import type { ContactForm } from '@pharmacy/shared/schemas/contact';
import { escapeHtml } from '../../lib/markup';

/** Paragraphs on blank lines, line breaks kept: the visitor's words as text, never as markup. */
const paragraphs = (text: string) =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${p.split(/\r?\n/).map(escapeHtml).join('<br>')}</p>`)
    .join('');

/**
 * The admins' copy of a contact message: who wrote (name, e-mail as a mailto link, account if signed in), the
 * subject, then the message. Everything the visitor typed is escaped here, and the caller passes the result through
 * the mail sanitiser as well.
 */
export function contactMailHtml(form: ContactForm, senderId: string | null): string {
  const email = escapeHtml(form.email);
  const who = [
    `<p>Message sent with the contact form.</p>`,
    `<p>Name: ${escapeHtml(form.name)}<br>E-mail: <a href="mailto:${email}">${email}</a><br>`,
    senderId ? `Account: ${escapeHtml(senderId)}<br>` : 'Not signed in<br>',
    `Subject: ${escapeHtml(form.subject)}</p>`,
    '<hr>',
  ];
  return who.join('') + paragraphs(form.message);
}
