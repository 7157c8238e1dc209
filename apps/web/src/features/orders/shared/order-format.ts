import type { Language } from '@pharmacy/shared/languages';
import { formatTag } from '../../../lib/language-tags';


export function formatDateTime(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(formatTag(language), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** A stored national number (11 digits) as printed on the card, "85.07.30-033.28"; anything else as it is. */
export function formatNiss(value: string): string {
  const m = /^(\d{2})(\d{2})(\d{2})(\d{3})(\d{2})$/.exec(value);
  return m ? `${m[1]}.${m[2]}.${m[3]}-${m[4]}.${m[5]}` : value;
}

/** A stored eID card number (12 digits) as printed on the card, "592-1234567-89". */
export function formatEid(value: string): string {
  const m = /^(\d{3})(\d{7})(\d{2})$/.exec(value);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : value;
}

export { centsToInput, formatEuros, parseEuros } from '../../../lib/money';
