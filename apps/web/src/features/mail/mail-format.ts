import type { TFunction } from '../../lib/translator';
import type { Language } from '@pharmacy/shared/languages';
import type { MailPerson, MailSummary } from '@pharmacy/shared/schemas/mail';
import { formatTag } from '../../lib/language-tags';

/** Arabic keeps Latin digits, as everywhere else in the product. */

/** In the list: today the time, this year day and month, else the date. */
export function formatMailTime(iso: string, language: Language, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const options: Intl.DateTimeFormatOptions =
    date.toDateString() === now.toDateString()
      ? { timeStyle: 'short' }
      : date.getFullYear() === now.getFullYear()
        ? { day: 'numeric', month: 'short' }
        : { dateStyle: 'medium' };
  return new Intl.DateTimeFormat(formatTag(language), options).format(date);
}

/** In the reading pane and in quotes: the full date and time. */
export function formatMailDate(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(formatTag(language), { dateStyle: 'full', timeStyle: 'short' }).format(date);
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** A person's name; the platform itself (no id: notices, announcements) is named in the reader's language. */
export function personName(t: TFunction, person: MailPerson): string {
  return person.id === null ? t('mail.platform') : person.name;
}

export function peopleNames(t: TFunction, people: readonly MailPerson[]): string {
  return people.map((p) => personName(t, p)).join(', ');
}

/** Whom the list names: the sender, or for one's own sent mails and drafts the recipients. */
export function listCounterpart(t: TFunction, mail: MailSummary): string {
  if (mail.folder === 'sent' || mail.folder === 'drafts') {
    return mail.to.length ? t('mail.list.toNames', { names: peopleNames(t, mail.to) }) : t('mail.list.noRecipients');
  }
  return personName(t, mail.from);
}
