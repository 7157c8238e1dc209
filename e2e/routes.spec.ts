import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { ADMIN } from './support/env';
import { test as baseTest } from './support/fixtures';
import { createOrderTeam } from './support/order-people';
import type { OrderTeam } from './support/order-people';
import { SPEC_ROUTES } from './support/spec-routes';
import type { SpecRoute, Visitor } from './support/spec-routes';
import { namePattern } from './support/translations';

// A pharmacist on the staff of a pharmacy and a courier serving it, both approved: made once per worker.
const test = baseTest.extend<object, { team: OrderTeam }>({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
  // eslint-disable-next-line no-empty-pattern
  team: [async ({}, use) => use(await createOrderTeam()), { scope: 'worker' }],
});

// Every route is independent: spread them over both workers.
test.describe.configure({ mode: 'parallel' });

/** The 404 page's heading: a route missing from the router would show it instead of its own page. */
const notFound = (page: Page) => page.getByRole('heading', { level: 1, name: namePattern('errors.404.title') });

async function expectSpecPage(page: Page, route: SpecRoute): Promise<void> {
  const response = await page.goto(route.path, { waitUntil: 'networkidle' });
  expect(response?.status(), 'HTTP status of the document').toBeLessThan(400);
  // A lazy page shows a text-less spinner until its chunk arrives: on a loaded 2-core machine that took over 10 s.
  await expect(page.locator('#root')).not.toBeEmpty({ timeout: 30_000 });
  // The page itself, or for an index route one of its children (/dashboard → /dashboard/app); never
  // away to the sign-in page, a denial or another area.
  const landed = new URL(page.url()).pathname;
  if (landed !== route.path) expect(landed, `where ${route.path} led`).toMatch(new RegExp(`^${route.path}/`));
  if (route.path !== '/404') {
    await expect(notFound(page)).toHaveCount(0);
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
    await expect(notFound(page)).toBeVisible();
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
    await expect(notFound(page)).toBeVisible();
  });
});

for (const role of ['pharmacy', 'shipper'] as const) {
  test.describe(role, () => {
    for (const route of routesFor(role)) {
      test(route.path, async ({ page, signIn, team }) => {
        await signIn(role === 'pharmacy' ? team.pharmacist : team.shipper);
        await expectSpecPage(page, route);
      });
    }
  });
}
