import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { ADMIN } from './support/env';
import { test } from './support/fixtures';
import { chooseLanguage, chooseOption, closeSettings, cookie, expectDark, openSettings } from './support/settings-panel';
import { namePattern } from './support/translations';

const ARABIC = 'العربية';

async function expectArabic(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', /^ar/);
  await expect(page.getByRole('button', { name: namePattern('settings.open', 'ar') }).first()).toBeVisible();
}

test('theme settings persist in cookies, Arabic mirrors the page, reset restores the defaults', async ({ page }) => {
  const html = page.locator('html');
  await page.goto('/');
  await expectDark(page, false);
  await expect(html).toHaveAttribute('dir', 'ltr');

  let panel = await openSettings(page);
  await expectNoAxeViolations(page);
  await chooseOption(panel, 'settings.mode.dark');
  await chooseOption(panel, 'settings.presets.cyan');
  await expectDark(page, true);
  await expect.poll(() => cookie(page, 'themeMode')).toBe('dark');
  await expect.poll(() => cookie(page, 'themeColorPresets')).toBe('cyan');

  await page.reload();
  await expectDark(page, true);
  expect(await cookie(page, 'themeColorPresets')).toBe('cyan');

  panel = await openSettings(page);
  await chooseLanguage(panel, ARABIC);
  await closeSettings(panel);
  await expectArabic(page);
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('ar');

  await page.reload();
  await expectArabic(page);
  await expectDark(page, true);
  await expectNoAxeViolations(page);

  // The page is in Arabic now: the controls are found by their Arabic names.
  panel = await openSettings(page, 'ar');
  await panel.getByRole('button', { name: namePattern('settings.reset', 'ar') }).click();
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expectDark(page, false);
  await expect.poll(() => cookie(page, 'themeMode')).toBeUndefined();
  await expect.poll(() => cookie(page, 'themeColorPresets')).toBeUndefined();

  // Cleared, not just hidden: after a reload nothing stored brings the dark theme back.
  await page.reload();
  await expectDark(page, false);
});

test('a signed-in person keeps the language chosen in the settings after a reload', async ({ page, signIn }) => {
  await signIn(ADMIN);
  await page.goto('/dashboard/blank');
  const panel = await openSettings(page);
  await chooseLanguage(panel, ARABIC);
  await closeSettings(panel);
  await expectArabic(page);

  await page.reload();
  await expectArabic(page);
});
