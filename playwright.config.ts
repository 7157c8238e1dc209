import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './e2e/support/chromium';

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  outputDir: './test-results',
  globalSetup: './e2e/support/global-setup.ts',
  // Two cores: the server (PGlite is one WASM thread) and one browser each.
  workers: 2,
  fullyParallel: false,
  // Retries would hide flaky failures: a red test is a bug to fix.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Guards against hangs, not speed checks (npm run bench measures speed): a journey of nine full page loads with axe
  // on each, two browsers and the server on two cores, needs more than a minute.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list', { printSteps: false }]],
  use: {
    // Set by the global setup before the workers start; workers inherit the environment.
    baseURL: process.env.E2E_BASE_URL,
    headless: true,
    locale: 'en-US',
    timezoneId: 'Europe/Brussels',
    // The trace holds screenshots, DOM and network of a failed test (npx playwright show-trace).
    trace: 'retain-on-failure',
    // As long as an expectation waits: an action on a page whose lazy chunk is still coming waits for it alike.
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    launchOptions: {
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
