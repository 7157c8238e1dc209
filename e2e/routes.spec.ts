import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expectWithinBudget, isFirstVisit } from './support/js-budget';
import { disableCache, watchPageJs } from './support/js-bytes';
import { ADMIN, baseUrl } from './support/env';
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

// The route groups are independent: spread them over both workers.
test.describe.configure({ mode: 'parallel' });

/**
 * Routes per test: one signed-in page opens them one after the other. A fresh browser context and sign-in per route
 * cost as much as the visit itself, and on a loaded 2-core machine a test per route ran for half an hour.
 */
const ROUTES_PER_TEST = 8;

function inGroups(routes: SpecRoute[]): SpecRoute[][] {
  const groups: SpecRoute[][] = [];
  for (let i = 0; i < routes.length; i += ROUTES_PER_TEST) groups.push(routes.slice(i, i + ROUTES_PER_TEST));
  return groups;
}

/** "/dashboard/user … /dashboard/user/jane/edit": the first and last route of a group name its test. */
const groupName = (group: SpecRoute[]) =>
  group.length === 1 ? group[0]!.path : `${group[0]!.path} … ${group[group.length - 1]!.path}`;

/**
 * Each route of the group as a full page load (the document, its scripts and its data), checked in turn. The cache is
 * off so that each load downloads what a first visit does: its JavaScript is held to the budget (support/js-budget.ts).
 */
async function expectSpecPages(page: Page, group: SpecRoute[]): Promise<void> {
  // A guard against hangs, scaled to the group: eight first visits with axe each outran a flat 90 s on a loaded CI machine.
  test.setTimeout(30_000 + group.length * 20_000);
  await disableCache(page);
  for (const route of group) {
    await test.step(route.path, () => expectSpecPage(page, route));
  }
}

/** The 404 page's heading: a route missing from the router would show it instead of its own page. */
const notFound = (page: Page) => page.getByRole('heading', { level: 1, name: namePattern('errors.404.title') });

async function expectSpecPage(page: Page, route: SpecRoute): Promise<void> {
  const js = watchPageJs(page, baseUrl());
  // Then until no request is in flight and the main thread is idle (js.measure), which is what 'networkidle' waits
  // for, without its fixed half second.
  const response = await page.goto(route.path, { waitUntil: 'load' });
  expect(response?.status(), 'HTTP status of the document').toBeLessThan(400);
  const scripts = await js.measure(route.path);
  const first = isFirstVisit(route);
  if (first) expectWithinBudget(scripts);
  // A lazy page shows a text-less spinner until its chunk arrives: on a loaded 2-core machine that took over 10 s.
  await expect(page.locator('#root')).not.toBeEmpty({ timeout: 30_000 });
  // The page itself, or for an index route one of its children (/dashboard → /dashboard/app); never
  // away to the sign-in page, a denial or another area.
  const landed = new URL(page.url()).pathname;
  if (landed !== route.path) expect(landed, `where ${route.path} led`).toMatch(new RegExp(`^${route.path}/`));
  if (route.path !== '/404') {
    await expect(notFound(page)).toHaveCount(0);
  }
  // Axe (half of a visit's time) once per page, on its first visitor's view: the other roles' visits prove they may open it.
  if (first) await expectNoAxeViolations(page);
}

const routesFor = (visitor: Visitor) => inGroups(SPEC_ROUTES.filter((r) => r.as === visitor));

test.describe('anonymous', () => {
  for (const group of routesFor('anonymous')) {
    test(groupName(group), async ({ page }) => {
      await expectSpecPages(page, group);
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
  for (const group of routesFor('customer')) {
    test(groupName(group), async ({ page, signIn, customer }) => {
      await signIn(customer);
      await expectSpecPages(page, group);
    });
  }
});

test.describe('admin', () => {
  for (const group of routesFor('admin')) {
    test(groupName(group), async ({ page, signIn }) => {
      await signIn(ADMIN);
      await expectSpecPages(page, group);
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
    for (const group of routesFor(role)) {
      test(groupName(group), async ({ page, signIn, team }) => {
        await signIn(role === 'pharmacy' ? team.pharmacist : team.shipper);
        await expectSpecPages(page, group);
      });
    }
  });
}
