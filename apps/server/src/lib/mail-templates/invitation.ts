import { DEFAULT_LANGUAGE, directionFor, isLanguage } from '@pharmacy/shared/languages';
import type { MailMessage } from '../mail';
import { MAIL_TEXTS } from './texts';
import { INVITATION_TEXTS } from './invitation-texts';
import { TemplateParamsError, type TemplateInput } from './order-update';
import { escapeHtml, oneLine } from '../markup';

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/**
 * "Anna Peeters invites you to join the team of Pharmacie du Sablon", in the inviter's language, with the
 * registration link. Params: pharmacy, inviter, link (an app path), days.
 */
export function renderInvitation({ to, language: wanted, params, appUrl }: TemplateInput): MailMessage {
  for (const key of ['pharmacy', 'inviter', 'link', 'days'] as const) {
    if (!params[key]) throw new TemplateParamsError(`pharmacy-invitation: missing param "${key}"`);
  }
  if (!params.link!.startsWith('/auth/register?invite='))
    throw new TemplateParamsError('pharmacy-invitation: link must be the registration path');
  const language = isLanguage(wanted) ? wanted : DEFAULT_LANGUAGE;
  const t = INVITATION_TEXTS[language];
  const values = {
    pharmacy: oneLine(params.pharmacy!),
    inviter: oneLine(params.inviter!),
    days: oneLine(params.days!),
  };
  const link = `${appUrl.replace(/\/$/, '')}${params.link}`;
  const intro = fill(t.intro, values);
  const outro = fill(t.outro, values);
  const signature = MAIL_TEXTS[language].signature;
  const text = [t.hello, '', intro, '', `${t.action}: ${link}`, '', outro, '', signature].join('\n');
  const html = `<!doctype html><html lang="${language === 'cn' ? 'zh-Hans' : language}" dir="${directionFor(language)}"><body style="font-family:system-ui,sans-serif;color:#1C252E;line-height:1.5">
<p>${escapeHtml(t.hello)}</p><p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#00A76F;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(t.action)}</a></p>
<p style="color:#637381;font-size:14px">${escapeHtml(outro)}</p><p>${escapeHtml(signature)}</p></body></html>`;
  return { to, subject: oneLine(fill(t.subject, values)), text, html };
}
