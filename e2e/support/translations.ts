import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './app-process';

/**
 * Tests find controls by the same translated text a person reads, taken from the app's own
 * dictionaries by key: wording can change freely, and a test in Arabic needs no hard-coded Arabic.
 */
type Dictionary = { [key: string]: string | Dictionary };

const cache = new Map<string, Dictionary>();

function dictionary(language: string): Dictionary {
  let loaded = cache.get(language);
  if (!loaded) {
    const file = join(REPO_ROOT, 'apps/web/src/locales', language, 'translations.json');
    loaded = JSON.parse(readFileSync(file, 'utf8')) as Dictionary;
    cache.set(language, loaded);
  }
  return loaded;
}

export function text(key: string, language = 'en'): string {
  let node: string | Dictionary | undefined = dictionary(language);
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`No "${key}" text in the ${language} translations`);
  return node;
}

function escape(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The whole accessible name of a control labelled by `key`: `{{placeholders}}` match anything and
 * MUI's required marker (" *") may follow.
 */
export function namePattern(key: string, language = 'en'): RegExp {
  const body = text(key, language)
    .split(/\{\{\s*[\w.-]+\s*\}\}/)
    .map(escape)
    .join('.+?');
  return new RegExp(`^\\s*${body}[\\s\\u2009]*\\*?\\s*$`, 'i');
}

/** A name that starts with the text of `key` (a radio card labelled by its title and description). */
export function startsWith(key: string, language = 'en'): RegExp {
  return new RegExp(`^\\s*${escape(text(key, language))}`, 'i');
}
