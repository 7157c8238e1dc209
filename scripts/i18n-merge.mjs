#!/usr/bin/env node
// Merge a partial translations file into apps/web/src/locales/<lang>/translations.json.
// Usage: node scripts/i18n-merge.mjs <lang> <partial.json>   (deep merge; keys of the partial win)
import { readFileSync, writeFileSync, renameSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const [lang, partialPath] = process.argv.slice(2);
if (!lang || !partialPath) {
  console.error('usage: node scripts/i18n-merge.mjs <lang> <partial.json>');
  process.exit(2);
}
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const target = join(root, 'apps/web/src/locales', lang, 'translations.json');
const merge = (a, b) => {
  for (const [k, v] of Object.entries(b)) {
    a[k] = v && typeof v === 'object' && !Array.isArray(v) ? merge(a[k] && typeof a[k] === 'object' ? a[k] : {}, v) : v;
  }
  return a;
};
const current = JSON.parse(readFileSync(target, 'utf8'));
const next = merge(current, JSON.parse(readFileSync(partialPath, 'utf8')));
const tmp = `${target}.${process.pid}.tmp`;
writeFileSync(tmp, JSON.stringify(next, null, 2) + '\n');
renameSync(tmp, target);
console.log(`merged ${partialPath} into ${lang}`);
