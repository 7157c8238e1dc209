import type { KnipConfig } from 'knip';

// Unused files, exports and dependencies across the workspaces (`npm run lint`).
const config: KnipConfig = {
  workspaces: {
    '.': {
      // Playwright specs and node scripts; bench/run.ts (npm run bench) and the Playwright setup knip finds itself.
      entry: ['scripts/*.mjs', 'e2e/**/*.spec.ts'],
      project: ['scripts/**/*.mjs', 'bench/**/*.ts', 'e2e/**/*.ts', '*.config.{ts,js}'],
    },
    'apps/web': {
      // main.tsx knip finds through index.html; the tests run from the root vitest config, so they are listed here.
      entry: ['src/**/*.test.{ts,tsx}', 'scripts/*.mjs'],
      project: ['src/**/*.{ts,tsx}', 'scripts/**/*.mjs'],
    },
    'apps/server': {
      // drizzle-kit (run from the root) reads every table the schema index exports to write migrations.
      entry: ['src/server.ts', 'src/cli/*.ts', 'src/**/*.test.ts', 'src/db/schema/index.ts'],
      project: ['src/**/*.ts'],
    },
    'packages/shared': {
      entry: ['src/**/*.test.ts'],
      project: ['src/**/*.ts'],
      // Every file is public through `exports: "./*"`: report its exports that no workspace imports.
      includeEntryExports: true,
    },
  },
  // An export used only inside its own file is still in use.
  ignoreExportsUsedInFile: true,
  // Schemas export their inferred types beside each schema as the contract's vocabulary.
  ignoreIssues: { 'packages/shared/src/schemas/**': ['types'] },
  // Run by hand and by editors (`npx prettier`), not by a script.
  ignoreDependencies: ['prettier'],
  // Debian's poppler-utils (installed by .ci/run): the e2e reads a downloaded invoice PDF back with it. OpenSSL (Debian's,
  // always there): the Mollie stand-in makes its throwaway certificate with it.
  ignoreBinaries: ['pdftotext', 'openssl'],
};

export default config;
