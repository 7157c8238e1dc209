import { DEFAULT_LANGUAGE, directionFor, isLanguage } from '@pharmacy/shared/languages';
import type { MailMessage } from '../mail';
import { MAIL_TEXTS } from './texts';
import { ORDER_UPDATE_STATUSES, ORDER_UPDATE_TEXTS, type OrderUpdateStatus } from './order-update-texts';
import { escapeHtml, oneLine } from '../markup';

export interface TemplateInput {
  to: string;
  language: string;
  params: Record<string, string>;
  /** Prefixed to a link given as an app path (`/my/dashboard`). */
  appUrl: string;
}

/** Bad parameters are a programming error: enqueueEmail refuses them before anything is written. */
export class TemplateParamsError extends Error {}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

function absoluteLink(link: string, appUrl: string): string {
  if (link.startsWith('/') && !link.startsWith('//')) return `${appUrl.replace(/\/$/, '')}${link}`;
  if (/^https?:\/\//.test(link)) return link;
  throw new TemplateParamsError(`order-update: link must be an app path or an http(s) address, got "${link}"`);
}

const isStatus = (value: string | undefined): value is OrderUpdateStatus =>
  (ORDER_UPDATE_STATUSES as readonly string[]).includes(value ?? '');

/**
 * "News about order PL-7Q4K2M (Pharmacie du Sablon): Ready." in the recipient's language, with the reason when there
 * is one and a button to the order. Params: reference, status, pharmacy, link; optional reason and name.
 */
export function renderOrderUpdate({ to, language: wanted, params, appUrl }: TemplateInput): MailMessage {
  for (const key of ['reference', 'status', 'pharmacy', 'link'] as const) {
    if (!params[key]) throw new TemplateParamsError(`order-update: missing param "${key}"`);
  }
  if (!isStatus(params.status)) throw new TemplateParamsError(`order-update: unknown status "${params.status}"`);
  const language = isLanguage(wanted) ? wanted : DEFAULT_LANGUAGE;
  const t = ORDER_UPDATE_TEXTS[language];
  const values = {
    reference: oneLine(params.reference!),
    pharmacy: oneLine(params.pharmacy!),
    status: t.statuses[params.status],
    reason: oneLine(params.reason ?? ''),
  };
  const link = absoluteLink(params.link!, appUrl);
  const greeting = params.name ? fill(MAIL_TEXTS[language].greeting, { name: oneLine(params.name) }) : t.hello;
  const intro = fill(t.intro, values);
  const reason = values.reason ? fill(t.reason, values) : null;
  const signature = MAIL_TEXTS[language].signature;

  const text = [greeting, '', intro, ...(reason ? ['', reason] : []), '', `${t.action}: ${link}`, '', t.outro, '', signature].join('\n');
  // Codes stay left-to-right inside Arabic text.
  const htmlValues = {
    ...Object.fromEntries(Object.entries(values).map(([k, v]) => [k, escapeHtml(v)])),
    reference: `<bdi dir="ltr">${escapeHtml(values.reference)}</bdi>`,
  };
  const html = `<!doctype html><html lang="${language === 'cn' ? 'zh-Hans' : language}" dir="${directionFor(language)}"><body style="font-family:system-ui,sans-serif;color:#1C252E;line-height:1.5">
<p>${escapeHtml(greeting)}</p><p>${fill(escapeHtml(t.intro), htmlValues)}</p>${reason ? `<p>${fill(escapeHtml(t.reason), htmlValues)}</p>` : ''}
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#00A76F;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(t.action)}</a></p>
<p style="color:#637381;font-size:14px">${escapeHtml(t.outro)}</p><p>${escapeHtml(signature)}</p></body></html>`;
  return { to, subject: oneLine(fill(t.subject, values)), text, html };
}
