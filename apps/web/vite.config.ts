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

/**
 * src/first-page.ts is an entry of its own, run by a script tag placed before the app's: a module script runs only
 * once its whole import graph has arrived, so inside the app's graph it would wait for the framework.
 */
function firstPageScript(): Plugin {
  return {
    name: 'first-page-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find(
          (c) => c.type === 'chunk' && c.isEntry && c.name === 'first-page',
        );
        const appScript = html.indexOf('<script type="module"');
        if (!chunk || appScript < 0) throw new Error('first-page entry or the app script missing from the build');
        const tag = `<script type="module" crossorigin src="/${chunk.fileName}"></script>\n    `;
        return html.slice(0, appScript) + tag + html.slice(appScript);
      },
    },
  };
}

export default defineConfig({
  plugins: [translationParts(), react(), firstPageScript()],
  build: {
    outDir: 'dist',
    // Vite 8 builds for baseline browsers, which all support <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false },
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      input: { index: 'index.html', 'first-page': 'src/first-page.ts' },
      // Required by experimentalInlineCommonChunks (no entry exports anything).
      preserveEntrySignatures: false,
      output: {
        // Lighthouse's slow 4G over HTTP/1.1 pays a round trip per handful of files: the first visit fetches a few
        // large chunks instead of dozens of small ones. Route chunks stay lazy.
        codeSplitting: {
          groups: [
            // src/first-page.ts and the little it imports: it must not wait for the framework.
            { name: 'first-page', test: /src[\\/]first-page\.ts$/, priority: 4 },
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|use-sync-external-store)[\\/]/,
              priority: 3,
            },
            // The rest of what main.tsx needs before its first render: MUI's core, emotion, TanStack Query, the translator, the shell.
            { name: 'shell', tags: ['$initial'], priority: 2 },
          ],
          // A route's small shared modules (MUI's helpers, a field) are copied into the chunks using them instead of
          // each being a file: the sign-in page's second wave went from 28 files to 9. Rolldown's runtime keeps one
          // instance of each module across the copies.
          experimentalInlineCommonChunks: { maxSize: 16 * 1024 },
        },
      },
    },
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
