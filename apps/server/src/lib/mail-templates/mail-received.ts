import { DEFAULT_LANGUAGE, directionFor, isLanguage } from '@pharmacy/shared/languages';
import type { MailMessage } from '../mail';
import { MAIL_TEXTS } from './texts';
import { MAIL_RECEIVED_TEXTS } from './mail-received-texts';
import { TemplateParamsError, type TemplateInput } from './order-update';
import { escapeHtml, oneLine } from '../markup';

/** "X wrote to you", in the recipient's language, with the link back to their mailbox. Params: sender, path. */
export function renderMailReceived({ to, language: wanted, params, appUrl }: TemplateInput): MailMessage {
  if (!params.sender || !params.path?.startsWith('/')) throw new TemplateParamsError('mail-received needs sender and path');
  const language = isLanguage(wanted) ? wanted : DEFAULT_LANGUAGE;
  const t = MAIL_RECEIVED_TEXTS[language];
  const sender = oneLine(params.sender);
  const fill = (s: string) => s.replaceAll('{sender}', sender);
  const link = `${appUrl.replace(/\/$/, '')}${params.path}`;
  const signature = MAIL_TEXTS[language].signature;
  const text = [fill(t.intro), '', `${t.action}: ${link}`, '', t.outro, '', signature].join('\n');
  const html = `<!doctype html><html lang="${language === 'cn' ? 'zh-Hans' : language}" dir="${directionFor(language)}"><body style="font-family:system-ui,sans-serif;color:#1C252E;line-height:1.5">
<p>${escapeHtml(fill(t.intro))}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#00A76F;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(t.action)}</a></p>
<p style="color:#637381;font-size:14px">${escapeHtml(t.outro)}</p><p>${escapeHtml(signature)}</p></body></html>`;
  return { to, subject: fill(t.subject), text, html };
}
