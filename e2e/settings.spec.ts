import { expect } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { ADMIN } from './support/env';
import { test } from './support/fixtures';
import { chooseArabic, clickSetting, cookie, expectDark, openSettings, SETTINGS } from './support/settings-panel';

const html = 'html';

test('theme settings persist in cookies, Arabic mirrors the page, reset restores the defaults', async ({
  page,
  signIn,
}) => {
  await signIn(ADMIN);
  await page.goto('/dashboard/blank');
  await expectDark(page, false);
  await expect(page.locator(html)).toHaveAttribute('dir', 'ltr');

  await openSettings(page);
  await expectNoAxeViolations(page);
  await clickSetting(page, SETTINGS.dark);
  await clickSetting(page, /^cyan$/i);
  await expectDark(page, true);
  await expect.poll(() => cookie(page, 'themeMode')).toBe('dark');
  await expect.poll(() => cookie(page, 'themeColorPresets')).toBe('cyan');

  await page.reload();
  await expectDark(page, true);
  expect(await cookie(page, 'themeColorPresets')).toBe('cyan');

  await openSettings(page);
  await chooseArabic(page);
  await expect(page.locator(html)).toHaveAttribute('dir', 'rtl');
  await expect(page.locator(html)).toHaveAttribute('lang', /^ar/);
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('ar');

  await page.reload();
  await expect(page.locator(html)).toHaveAttribute('dir', 'rtl');
  await expectDark(page, true);
  await expectNoAxeViolations(page);

  // The page is in Arabic now: the controls are found by their Arabic names.
  await openSettings(page, 'ar');
  await clickSetting(page, SETTINGS.reset, 'ar');
  await expect(page.locator(html)).toHaveAttribute('dir', 'ltr');
  await expectDark(page, false);
  await expect.poll(() => cookie(page, 'themeMode')).toBeUndefined();
  await expect.poll(() => cookie(page, 'themeColorPresets')).toBeUndefined();

  // Cleared, not just hidden: a reload finds nothing stored and stays light.
  await page.reload();
  await expectDark(page, false);
});
