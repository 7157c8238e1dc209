import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { ADMIN, baseUrl } from './support/env';
import { prepareContext, test } from './support/fixtures';
import { SPEC_ROUTES } from './support/spec-routes';
import type { SpecRoute, Visitor } from './support/spec-routes';

/** The 404 page's main heading: a route missing from the router would show it instead of its page. */
let notFoundHeading = '';

async function firstHeading(page: Page): Promise<string> {
  const heading = page.getByRole('heading').first();
  await expect(heading).toBeVisible();
  return ((await heading.textContent()) ?? '').trim();
}

// Every route is independent: spread them over both workers.
test.describe.configure({ mode: 'parallel' });

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'en-US' });
  await prepareContext(context);
  const page = await context.newPage();
  await page.goto('/404');
  notFoundHeading = await firstHeading(page);
  expect(notFoundHeading, 'the /404 page has a heading').not.toBe('');
  await context.close();
});

async function expectSpecPage(page: Page, route: SpecRoute): Promise<void> {
  const response = await page.goto(route.path, { waitUntil: 'networkidle' });
  expect(response?.status(), 'HTTP status of the document').toBeLessThan(400);
  await expect(page.locator('#root')).not.toBeEmpty();
  if (!route.path.startsWith('/auth')) await expect(page).not.toHaveURL(/\/auth\/login/);
  if (route.path !== '/404') {
    await expect(page.getByRole('heading', { name: notFoundHeading, exact: true })).toHaveCount(0);
  }
  await expectNoAxeViolations(page);
}

const routesFor = (visitor: Visitor) => SPEC_ROUTES.filter((r) => r.as === visitor);

test.describe('anonymous', () => {
  for (const route of routesFor('anonymous')) {
    test(route.path, async ({ page }) => {
      await expectSpecPage(page, route);
    });
  }

  for (const path of ['/my/dashboard', '/dashboard/app']) {
    test(`${path} sends a visitor to the sign-in page`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth\/login/);
    });
  }

  test('an unknown address shows the 404 page', async ({ page }) => {
    await page.goto('/no-such-page/really');
    await expect(page.getByRole('heading', { name: notFoundHeading, exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('customer', () => {
  for (const route of routesFor('customer')) {
    test(route.path, async ({ page, signIn, customer }) => {
      await signIn(customer);
      await expectSpecPage(page, route);
    });
  }
});

test.describe('admin', () => {
  for (const route of routesFor('admin')) {
    test(route.path, async ({ page, signIn }) => {
      await signIn(ADMIN);
      await expectSpecPage(page, route);
    });
  }

  test('an unknown dashboard address shows the 404 page', async ({ page, signIn }) => {
    await signIn(ADMIN);
    await page.goto('/dashboard/no-such-page');
    await expect(page.getByRole('heading', { name: notFoundHeading, exact: true })).toBeVisible();
  });
});
