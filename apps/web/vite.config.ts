import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { pickPart, TRANSLATION_PARTS } from './src/locales/translation-parts';
import type { TranslationPart } from './src/locales/translation-parts';

const PART_QUERY = /^(.*\/translations\.json)\?raw&part=(\w+)$/;

/**
 * `translations.json?raw&part=core` is the JSON text of that part of the dictionary (src/locales/translation-parts.ts);
 * without this plugin (unit tests) Vite's `?raw` gives the whole file, which lib/i18n.ts cuts the same way.
 */
function translationParts(): Plugin {
  return {
    name: 'translation-parts',
    enforce: 'pre',
    load(id) {
      const match = PART_QUERY.exec(id);
      if (!match) return null;
      const [, file, part] = match;
      if (!TRANSLATION_PARTS.includes(part as TranslationPart)) throw new Error(`Unknown translation part in ${id}`);
      this.addWatchFile(file!);
      const dictionary = JSON.parse(readFileSync(file!, 'utf8')) as Record<string, unknown>;
      const json = JSON.stringify(pickPart(dictionary, part as TranslationPart));
      return { code: `export default ${JSON.stringify(json)};`, moduleType: 'js' };
    },
  };
}

export default defineConfig({
  plugins: [translationParts(), react()],
  build: {
    outDir: 'dist',
    // Vite 8 builds for baseline browsers, which all support <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false },
    sourcemap: false,
    chunkSizeWarningLimit: 700,
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', ws: true } },
  },
  define: {
    // The SPEC test mode ("fill with sample data") exists only in development and test builds.
    __TEST_MODE__: JSON.stringify(process.env.NODE_ENV !== 'production' || process.env.VITE_TEST_MODE === 'true'),
  },
});
