import { DEFAULT_LANGUAGE, directionFor, isLanguage } from '@pharmacy/shared/languages';
import type { MailMessage } from '../mail';
import { MAIL_TEXTS } from './texts';
import { SIGN_IN_LOCKED_TEXTS } from './sign-in-locked-texts';
import type { TemplateInput } from './order-update';
import { escapeHtml, oneLine } from '../markup';

/** "Sign-in to your account was paused", in the owner's language, with a link to choose a new password. Params: optional name. */
export function renderSignInLocked({ to, language: wanted, params, appUrl }: TemplateInput): MailMessage {
  const language = isLanguage(wanted) ? wanted : DEFAULT_LANGUAGE;
  const t = SIGN_IN_LOCKED_TEXTS[language];
  const greeting = params.name ? MAIL_TEXTS[language].greeting.replace('{name}', oneLine(params.name)) : t.hello;
  const link = `${appUrl.replace(/\/$/, '')}/auth/reset-password`;
  const signature = MAIL_TEXTS[language].signature;
  const text = [greeting, '', t.intro, '', `${t.action}: ${link}`, '', t.outro, '', signature].join('\n');
  const html = `<!doctype html><html lang="${language === 'cn' ? 'zh-Hans' : language}" dir="${directionFor(language)}"><body style="font-family:system-ui,sans-serif;color:#1C252E;line-height:1.5">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(t.intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#00A76F;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(t.action)}</a></p>
<p style="color:#637381;font-size:14px">${escapeHtml(t.outro)}</p><p>${escapeHtml(signature)}</p></body></html>`;
  return { to, subject: t.subject, text, html };
}
