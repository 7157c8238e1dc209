import { DEFAULT_LANGUAGE, directionFor, isLanguage } from '@pharmacy/shared/languages';
import type { MailMessage } from '../mail';
import { MAIL_TEXTS } from './texts';
import { CONTACT_MESSAGE_TEXTS } from './contact-message-texts';
import { TemplateParamsError, type TemplateInput } from './order-update';
import { escapeHtml, oneLine } from '../markup';

/**
 * A contact form message to the platform's address, Reply-To the visitor so answering is one click. Params: name,
 * email, subject, message, account (empty when not signed in). All the visitor's words are escaped in the HTML.
 */
export function renderContactMessage({ to, language: wanted, params }: TemplateInput): MailMessage {
  for (const key of ['name', 'email', 'subject', 'message'] as const) {
    if (!params[key]) throw new TemplateParamsError(`contact-message: missing param "${key}"`);
  }
  const language = isLanguage(wanted) ? wanted : DEFAULT_LANGUAGE;
  const t = CONTACT_MESSAGE_TEXTS[language];
  const email = oneLine(params.email!);
  const fields: [string, string][] = [
    [t.name, oneLine(params.name!)],
    [t.email, email],
    [t.account, params.account ? oneLine(params.account) : t.anonymous],
    [t.topic, oneLine(params.subject!)],
  ];
  const outro = t.outro.replaceAll('{email}', email);
  const signature = MAIL_TEXTS[language].signature;
  const text = [
    t.intro,
    '',
    ...fields.map(([k, v]) => `${k}: ${v}`),
    '',
    params.message,
    '',
    '--',
    outro,
    '',
    signature,
  ].join('\n');
  const html = `<!doctype html><html lang="${language === 'cn' ? 'zh-Hans' : language}" dir="${directionFor(language)}"><body style="font-family:system-ui,sans-serif;color:#1C252E;line-height:1.5">
<p>${escapeHtml(t.intro)}</p>
<p>${fields.map(([k, v]) => `<strong>${escapeHtml(k)}:</strong> <bdi>${escapeHtml(v)}</bdi>`).join('<br>')}</p>
<div dir="auto" style="white-space:pre-wrap;border-inline-start:3px solid #00A76F;padding-inline-start:12px">${escapeHtml(params.message!)}</div>
<p style="color:#637381;font-size:14px">${escapeHtml(outro)}</p><p>${escapeHtml(signature)}</p></body></html>`;
  return {
    to,
    replyTo: email,
    subject: oneLine(t.subject.replaceAll('{subject}', oneLine(params.subject!))),
    text,
    html,
  };
}
