import { DEFAULT_LANGUAGE, directionFor, isLanguage, type Language } from '@pharmacy/shared/languages';
import type { MailMessage } from '../mail';
import { INVOICE_SENT_TEXTS } from './invoice-sent-texts';
import { MAIL_TEXTS } from './texts';
import { TemplateParamsError, type TemplateInput } from './order-update';
import { escapeHtml, oneLine } from '../markup';

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** Latin digits in every language (amounts, dates and codes stay readable left to right, also in Arabic). */
const LOCALES: Record<Language, string> = { en: 'en-BE', fr: 'fr-BE', nl: 'nl-BE', de: 'de-BE', vi: 'vi-VN', cn: 'zh-CN', ar: 'ar-u-nu-latn' };

/**
 * "Invoice BE-1234-2026-00001 from Pharmacie du Sablon" in the invoice's language: amount, dates, and how to pay by
 * transfer (IBAN and structured communication) when the seller takes transfers. Params: kind, number, seller,
 * grossCents, issueDate, dueDate; optional iban and communication.
 */
export function renderInvoiceSent({ to, language: wanted, params }: TemplateInput): MailMessage {
  for (const key of ['kind', 'number', 'seller', 'grossCents', 'issueDate'] as const) {
    if (!params[key]) throw new TemplateParamsError(`invoice-sent: missing param "${key}"`);
  }
  if (params.kind !== 'invoice' && params.kind !== 'credit_note') throw new TemplateParamsError(`invoice-sent: unknown kind "${params.kind}"`);
  if (!/^-?\d+$/.test(params.grossCents!)) throw new TemplateParamsError('invoice-sent: grossCents must be an integer');
  const language = isLanguage(wanted) ? wanted : DEFAULT_LANGUAGE;
  const t = INVOICE_SENT_TEXTS[language];
  const credit = params.kind === 'credit_note';
  const amount = new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'EUR' }).format(Number(params.grossCents) / 100);
  const values: Record<string, string> = {
    number: oneLine(params.number!),
    seller: oneLine(params.seller!),
    amount,
    issueDate: oneLine(params.issueDate!),
    dueDate: oneLine(params.dueDate ?? ''),
    iban: oneLine(params.iban ?? ''),
    communication: oneLine(params.communication ?? ''),
  };
  const intro = fill(credit ? t.creditIntro : t.invoiceIntro, values);
  const facts: [string, string][] = [
    [t.amount, amount],
    [t.issueDate, values.issueDate!],
    ...(!credit && values.dueDate ? [[t.dueDate, values.dueDate] as [string, string]] : []),
  ];
  const transfer = !credit && values.iban && values.communication ? fill(t.transfer, values) : null;
  const outro = credit ? null : t.outro;
  const text = [t.hello, '', intro, '', ...facts.map(([k, v]) => `${k}: ${v}`), ...(transfer ? ['', transfer] : []), ...(outro ? ['', outro] : []), '', MAIL_TEXTS[language].signature].join('\n');
  // Numbers, amounts and codes stay left-to-right inside Arabic text.
  const ltr = (v: string) => `<bdi dir="ltr">${escapeHtml(v)}</bdi>`;
  const htmlValues = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, k === 'seller' ? escapeHtml(v) : ltr(v)]));
  const html = `<!doctype html><html lang="${language === 'cn' ? 'zh-Hans' : language}" dir="${directionFor(language)}"><body style="font-family:system-ui,sans-serif;color:#1C252E;line-height:1.5">
<p>${escapeHtml(t.hello)}</p><p>${fill(escapeHtml(credit ? t.creditIntro : t.invoiceIntro), htmlValues)}</p>
<table>${facts.map(([k, v]) => `<tr><th style="text-align:start;padding-inline-end:12px">${escapeHtml(k)}</th><td>${ltr(v)}</td></tr>`).join('')}</table>
${transfer ? `<p>${fill(escapeHtml(t.transfer), htmlValues)}</p>` : ''}${outro ? `<p style="color:#637381;font-size:14px">${escapeHtml(outro)}</p>` : ''}<p>${escapeHtml(MAIL_TEXTS[language].signature)}</p></body></html>`;
  return { to, subject: oneLine(fill(credit ? t.creditSubject : t.invoiceSubject, values)), text, html };
}
