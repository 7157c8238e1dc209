import { defineConfig } from 'vitest/config';

// One runner, three projects: pure shared logic, the web app in jsdom, the API on a real database.
export default defineConfig({
  test: {
    projects: [
      // Two workers on two cores (vitest's default leaves one core idle).
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node', maxWorkers: 2 } },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          maxWorkers: 2,
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
        esbuild: { jsx: 'automatic' },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          // Migrates once per run; each file's database starts as a copy (PGlite dump or PostgreSQL template).
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          // Each API test file builds its own app on its own database; PGlite is one WASM thread each.
          fileParallelism: true,
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
