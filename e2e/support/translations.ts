import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './app-process';

type Dictionary = { [key: string]: string | Dictionary };

function load(language: string): Dictionary {
  return JSON.parse(readFileSync(join(REPO_ROOT, 'apps/web/src/locales', language, 'translations.json'), 'utf8')) as Dictionary;
}

function entries(dictionary: Dictionary, prefix = ''): [string, string][] {
  return Object.entries(dictionary).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : entries(value, `${prefix}${key}.`),
  );
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The accessible name in `language` of a control known by its English name: the keys whose English
 * text matches `english` are looked up in the other dictionary. Lets a test find "Settings" after the
 * page switched to Arabic without hard-coding Arabic strings.
 */
export function nameIn(language: string, english: RegExp): RegExp {
  const target = new Map(entries(load(language)));
  const texts = entries(load('en'))
    .filter(([, text]) => english.test(text))
    .map(([key]) => target.get(key))
    .filter((text): text is string => Boolean(text));
  if (!texts.length) throw new Error(`No ${language} translation of an English text matching ${english}`);
  return new RegExp(`^(?:${[...new Set(texts)].map(escape).join('|')})$`, 'i');
}
