import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { LAYOUT } from '../packages/shared/src/settings/constants';
import { settle } from './support/axe';
import { ADMIN } from './support/env';
import { test } from './support/fixtures';
import { namePattern } from './support/translations';

/**
 * SPEC §9 "Layout sizes", measured on the rendered pages: header heights and navigation widths in CSS pixels.
 * Desktop is 1440 wide (past MUI's `lg`, 1200, where the dashboard shows its navigation column); a phone is 390.
 */
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

async function box(locator: Locator): Promise<{ width: number; height: number }> {
  await expect(locator).toBeVisible();
  // A drawer still sliding in measures 259.99999 wide: measure once its transition has ended.
  await settle(locator.page());
  const measured = await locator.boundingBox();
  if (!measured) throw new Error('no box: the element is not rendered');
  return measured;
}

/**
 * The header's bar height: the header box less the 1px divider line drawn under it (its bottom border), which
 * sits outside the height the SPEC gives.
 */
async function headerBarHeight(page: Page): Promise<number> {
  const header = page.getByRole('banner');
  const { height } = await box(header);
  const divider = await header.evaluate((element) => parseFloat(getComputedStyle(element).borderBottomWidth));
  expect(divider, 'the divider under the header').toBe(1);
  return height - divider;
}

/** Opens a page and waits for its header: lazy chunks took over 10 s on a loaded 2-core machine (routes.spec.ts). */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'networkidle' });
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 30_000 });
}

const dashboardNav = (page: Page) => page.getByRole('navigation', { name: namePattern('layout.dashboardNavigation') });

test.describe('main layout', () => {
  test('desktop header is 88 high', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await open(page, '/about-us');
    expect(await headerBarHeight(page)).toBe(LAYOUT.mainDesktopHeader);
  });

  test('phone header is 64 high and its navigation drawer 260 wide', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await open(page, '/about-us');
    expect(await headerBarHeight(page)).toBe(LAYOUT.mobileHeader);
    await page.getByRole('button', { name: namePattern('layout.openNavigation') }).click();
    const drawer = page.locator('#main-mobile-navigation .MuiDrawer-paper');
    expect((await box(drawer)).width).toBe(LAYOUT.navWidth);
  });
});

test.describe('dashboard layout', () => {
  test('desktop header is 92 high, the navigation 280 wide, 88 when mini', async ({ page, signIn }) => {
    await page.setViewportSize(DESKTOP);
    await signIn(ADMIN);
    await open(page, '/dashboard/blank');
    expect(await headerBarHeight(page)).toBe(LAYOUT.dashboardHeader);
    expect((await box(dashboardNav(page))).width).toBe(LAYOUT.dashboardNavWidth);

    await page.getByRole('button', { name: namePattern('layout.collapseNavigation') }).click();
    // The width animates: wait for it to settle on the mini width.
    await expect.poll(async () => (await box(dashboardNav(page))).width).toBe(LAYOUT.miniNavWidth);
    // The header keeps its height in the mini layout.
    expect(await headerBarHeight(page)).toBe(LAYOUT.dashboardHeader);

    await page.getByRole('button', { name: namePattern('layout.expandNavigation') }).click();
    await expect.poll(async () => (await box(dashboardNav(page))).width).toBe(LAYOUT.dashboardNavWidth);
  });

  test('phone header is 64 high and the navigation drawer 280 wide', async ({ page, signIn }) => {
    await page.setViewportSize(PHONE);
    await signIn(ADMIN);
    await open(page, '/dashboard/blank');
    expect(await headerBarHeight(page)).toBe(LAYOUT.mobileHeader);
    await page.getByRole('button', { name: namePattern('layout.openNavigation') }).click();
    const drawer = page.locator('#dashboard-mobile-navigation .MuiDrawer-paper');
    expect((await box(drawer)).width).toBe(LAYOUT.dashboardNavWidth);
  });
});
