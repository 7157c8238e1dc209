import { directionFor, isLanguage, DEFAULT_LANGUAGE } from '@pharmacy/shared/languages';
import type { MailMessage } from '../mail';
import { MAIL_TEXTS } from './texts';
import { escapeHtml } from '../markup';

export type MailKind = 'verify' | 'reset' | 'welcome';

/** One plain-text and one HTML body, in the recipient's language, with a single call-to-action link. */
export function renderMail(kind: MailKind, options: { to: string; name: string; link: string; language?: string }): MailMessage {
  const language = isLanguage(options.language) ? options.language : DEFAULT_LANGUAGE;
  const texts = MAIL_TEXTS[language];
  const t = texts[kind];
  const greeting = texts.greeting.replace('{name}', options.name);
  const text = [greeting, '', t.intro, '', `${t.action}: ${options.link}`, '', t.outro, '', texts.signature].join('\n');
  const dir = directionFor(language);
  const html = `<!doctype html><html lang="${language === 'cn' ? 'zh-Hans' : language}" dir="${dir}"><body style="font-family:system-ui,sans-serif;color:#1C252E;line-height:1.5">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(t.intro)}</p>
<p><a href="${escapeHtml(options.link)}" style="display:inline-block;padding:10px 18px;background:#00A76F;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(t.action)}</a></p>
<p style="color:#637381;font-size:14px">${escapeHtml(t.outro)}</p><p>${escapeHtml(texts.signature)}</p></body></html>`;
  return { to: options.to, subject: t.subject, text, html };
}
