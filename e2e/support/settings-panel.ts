import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { nameIn } from './translations';
import { control } from './ui';

export const SETTINGS = {
  open: /^settings$/i,
  dark: /^dark( mode| theme)?$/i,
  reset: /^reset( settings)?$/i,
  arabic: /^(arabic|العربية)$/i,
  language: /^(language|change language)$/i,
} as const;

/** In another language the English name is looked up in that language's dictionary. */
function named(english: RegExp, language: string): RegExp {
  return language === 'en' ? english : nameIn(language, english);
}

export async function openSettings(page: Page, language = 'en'): Promise<void> {
  await page.getByRole('button', { name: named(SETTINGS.open, language) }).first().click();
}

export async function clickSetting(page: Page, english: RegExp, language = 'en'): Promise<void> {
  await control(page, named(english, language)).click();
}

/** Arabic in the panel's language list, directly or behind a language selector. */
export async function chooseArabic(page: Page): Promise<void> {
  const arabic = control(page, SETTINGS.arabic);
  if (!(await arabic.isVisible())) await control(page, SETTINGS.language).click();
  await arabic.click();
}

export async function cookie(page: Page, name: string): Promise<string | undefined> {
  return (await page.context().cookies()).find((c) => c.name === name)?.value;
}

/** Relative luminance (0 black … 1 white) of the first opaque background of body, html or #root. */
export async function backgroundLuminance(page: Page): Promise<number> {
  const rgb = await page.evaluate(() => {
    for (const el of [document.body, document.documentElement, document.getElementById('root')]) {
      if (!el) continue;
      const channels = getComputedStyle(el).backgroundColor.match(/[\d.]+/g)?.map(Number) ?? [];
      if (channels.length >= 3 && (channels[3] ?? 1) > 0) return channels.slice(0, 3);
    }
    return [255, 255, 255]; // nothing painted: the browser's white canvas
  });
  const linear = rgb.map((c) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4));
  return 0.2126 * linear[0]! + 0.7152 * linear[1]! + 0.0722 * linear[2]!;
}

export async function expectDark(page: Page, dark: boolean): Promise<void> {
  await expect.poll(() => backgroundLuminance(page), { message: dark ? 'dark background' : 'light background' })[
    dark ? 'toBeLessThan' : 'toBeGreaterThan'
  ](0.2);
}
