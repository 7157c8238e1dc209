// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@pharmacy/shared/languages';

const here = fileURLToPath(new URL('.', import.meta.url));
const srcDir = join(here, '..');
const sharedDir = join(here, '../../../../packages/shared/src');

type Tree = { [key: string]: string | Tree };
const load = (lang: string): Tree => JSON.parse(readFileSync(join(here, lang, 'translations.json'), 'utf8'));

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const placeholders = (s: string) => [...s.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
const baseKey = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

const en = flatten(load('en'));

describe('translations', () => {
  it('English is not empty', () => {
    expect(en.size).toBeGreaterThan(50);
  });

  for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
    it(`${lang} has every English key, no extra key, no empty text, the same placeholders`, () => {
      const other = flatten(load(lang));
      // Plural forms differ per language (Arabic has six, Chinese one): compare base keys.
      const enBases = new Set([...en.keys()].map(baseKey));
      const otherBases = new Set([...other.keys()].map(baseKey));
      expect([...enBases].filter((k) => !otherBases.has(k)), `missing in ${lang}`).toEqual([]);
      expect([...otherBases].filter((k) => !enBases.has(k)), `extra in ${lang}`).toEqual([]);
      expect([...other].filter(([, v]) => v.trim() === '').map(([k]) => k), `empty in ${lang}`).toEqual([]);
      const mismatched = [...other]
        .filter(([k, v]) => en.has(k) && placeholders(en.get(k)!).join() !== placeholders(v).join())
        .map(([k]) => k);
      expect(mismatched, `placeholders differ in ${lang}`).toEqual([]);
    });
  }

  it('every validation message key of the shared schemas and server is translated', () => {
    const files = [...sourceFiles(sharedDir), ...sourceFiles(join(srcDir, '../../server/src'))];
    const used = new Set(files.flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/'(validation\.\w+)'/g)].map((m) => m[1])));
    expect(used.size).toBeGreaterThan(5);
    expect([...used].filter((k) => !en.has(k) && !en.has(`${k}_one`))).toEqual([]);
  });

  it('every literal key passed to t() in the web app exists in English', () => {
    const missing: string[] = [];
    for (const file of sourceFiles(srcDir)) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\bt\(\s*'([a-zA-Z0-9_.-]+)'/g)) {
        const key = m[1];
        if (!key.includes('.')) continue;
        if (!en.has(key) && !en.has(`${key}_one`) && !en.has(`${key}_other`)) missing.push(`${file.replace(srcDir, '')}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
