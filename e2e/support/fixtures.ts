import type { Browser, BrowserContext, Page } from '@playwright/test';
import { createVerifiedAccount, signInViaApi } from './accounts';
import type { Account, Credentials } from './accounts';
import { test as consoleTest, watchPage } from './console';
import { baseUrl } from './env';

/**
 * English unless the test (or the app) already chose a language: a reload must keep the choice, so
 * the stored value is only filled when empty. Runs before the app's scripts on every navigation.
 */
function englishByDefault(): void {
  try {
    if (!window.localStorage.getItem('i18nextLng')) window.localStorage.setItem('i18nextLng', 'en');
  } catch {
    // about:blank and opaque origins have no storage
  }
}

async function prepareContext(context: BrowserContext): Promise<void> {
  await context.addInitScript(englishByDefault);
}

interface TestFixtures {
  /** Signs the test's page in through the API (cookies are shared with the page). */
  signIn: (who: Credentials) => Promise<void>;
  /** A page in a separate browser context (another person), watched like the main page. */
  openPage: () => Promise<Page>;
}

interface WorkerFixtures {
  /** A verified customer, created once per worker through the API and the SMTP peer. */
  customer: Account;
}

export const test = consoleTest.extend<TestFixtures, WorkerFixtures>({
  context: async ({ context }, use) => {
    await prepareContext(context);
    await use(context);
  },
  signIn: async ({ page }, use) => {
    await use((who) => signInViaApi(page.request, who));
  },
  openPage: async ({ browser, pageProblems }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async () => {
      const context = await newContext(browser);
      contexts.push(context);
      const page = await context.newPage();
      watchPage(page, baseUrl(), pageProblems);
      return page;
    });
    await Promise.all(contexts.map((c) => c.close()));
  },
  customer: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext({ baseURL: baseUrl() });
      const account = await createVerifiedAccount(request, 'customer');
      await request.dispose();
      await use(account);
    },
    { scope: 'worker' },
  ],
});

async function newContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'en-US', timezoneId: 'Europe/Brussels' });
  await prepareContext(context);
  return context;
}
