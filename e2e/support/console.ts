import { test as base, expect } from '@playwright/test';
import type { ConsoleMessage, Page } from '@playwright/test';

/**
 * Fails a test on any console error, uncaught page error, or 5xx answer from the app.
 *
 * One narrow exception: Chromium logs "Failed to load resource: … status of 4xx" for every 4xx
 * answer, even when the app handles it (GET /api/me is 401 when signed out, a wrong password is 401).
 * Those are answers of our own /api, asserted on by the tests through the UI. A 4xx for anything
 * else (a missing script, font or image) still fails.
 */
function isHandledApiAnswer(message: ConsoleMessage, origin: string): boolean {
  if (!/^Failed to load resource: the server responded with a status of 4\d\d\b/.test(message.text())) return false;
  const url = message.location().url;
  return url.startsWith(`${origin}/api/`);
}

function describe(message: ConsoleMessage): string {
  const { url, lineNumber } = message.location();
  return `console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`;
}

export function watchPage(page: Page, origin: string, problems: string[]): void {
  page.on('console', (message) => {
    if (message.type() === 'error' && !isHandledApiAnswer(message, origin)) problems.push(describe(message));
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.stack ?? error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 500 && response.url().startsWith(origin)) {
      problems.push(`HTTP ${response.status()} from ${response.request().method()} ${response.url()}`);
    }
  });
}

export interface ConsoleFixtures {
  /** Problems seen on pages of this test; also used to watch pages of extra browser contexts. */
  pageProblems: string[];
}

export const test = base.extend<ConsoleFixtures>({
  pageProblems: [
    async ({ page, baseURL }, use) => {
      const problems: string[] = [];
      watchPage(page, new URL(baseURL ?? 'http://127.0.0.1').origin, problems);
      await use(problems);
      expect(problems, 'console errors, page errors or 5xx answers during the test').toEqual([]);
    },
    { auto: true },
  ],
});
