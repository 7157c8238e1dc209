import { DEFAULT_LANGUAGE, directionFor, isLanguage } from '@pharmacy/shared/languages';
import { ROLES, type Role } from '@pharmacy/shared/roles';
import type { MailMessage } from '../mail';
import { MAIL_TEXTS } from './texts';
import { ACCOUNT_EVENTS, ACCOUNT_UPDATE_TEXTS, type AccountEvent } from './account-update-texts';
import { TemplateParamsError, type TemplateInput } from './order-update';
import { escapeHtml, oneLine } from '../markup';

const isEvent = (v: string | undefined): v is AccountEvent => (ACCOUNT_EVENTS as readonly string[]).includes(v ?? '');
const isRole = (v: string | undefined): v is Role => (ROLES as readonly string[]).includes(v ?? '');

/**
 * "Your account has been approved" (refused, suspended, reactivated, role changed) in the recipient's language, with
 * the admin's message when there is one. Params: event; optional name, message, role (role_changed).
 */
export function renderAccountUpdate({ to, language: wanted, params, appUrl }: TemplateInput): MailMessage {
  if (!isEvent(params.event)) throw new TemplateParamsError(`account-update: unknown event "${params.event}"`);
  if (params.event === 'role_changed' && !isRole(params.role)) {
    throw new TemplateParamsError(`account-update: unknown role "${params.role}"`);
  }
  const language = isLanguage(wanted) ? wanted : DEFAULT_LANGUAGE;
  const t = ACCOUNT_UPDATE_TEXTS[language];
  const role = isRole(params.role) ? t.roles[params.role] : '';
  const intro = t.intros[params.event].replace('{role}', role);
  const greeting = params.name ? MAIL_TEXTS[language].greeting.replace('{name}', oneLine(params.name)) : t.hello;
  // The admin's words keep their line breaks in the body; they never reach the subject.
  const message = (params.message ?? '').trim();
  const link = `${appUrl.replace(/\/$/, '')}/auth/login`;
  const signature = MAIL_TEXTS[language].signature;
  const text = [greeting, '', intro, ...(message ? ['', t.message, message] : []), '', `${t.action}: ${link}`, '', t.outro, '', signature].join('\n');
  const html = `<!doctype html><html lang="${language === 'cn' ? 'zh-Hans' : language}" dir="${directionFor(language)}"><body style="font-family:system-ui,sans-serif;color:#1C252E;line-height:1.5">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>${message ? `<p><strong>${escapeHtml(t.message)}</strong></p><p style="white-space:pre-line">${escapeHtml(message)}</p>` : ''}
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#00A76F;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(t.action)}</a></p>
<p style="color:#637381;font-size:14px">${escapeHtml(t.outro)}</p><p>${escapeHtml(signature)}</p></body></html>`;
  return { to, subject: t.subjects[params.event], text, html };
}
