import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { namePattern } from './translations';

/** The settings drawer (a dialog named by its title), opened from the header, in the page's language. */
export async function openSettings(page: Page, language = 'en'): Promise<Locator> {
  await page.getByRole('button', { name: namePattern('settings.open', language) }).first().click();
  const panel = page.getByRole('dialog', { name: namePattern('settings.title', language) });
  await expect(panel).toBeVisible();
  return panel;
}

/** Closes the panel with Escape, as a keyboard user does; the page behind is reachable again. */
export async function closeSettings(panel: Locator): Promise<void> {
  await panel.page().keyboard.press('Escape');
  await expect(panel).toBeHidden();
}

/** Picks an option of one of the panel's radio groups (mode, contrast, direction, layout, preset). */
export async function chooseOption(panel: Locator, key: string, language = 'en'): Promise<void> {
  const name = namePattern(key, language);
  // The native radio is visually hidden inside its card: a person clicks the card (the label).
  // (`has` is matched inside each label, so it starts from the page, not from the panel.)
  await panel.locator('label').filter({ has: panel.page().getByRole('radio', { name }) }).click();
  await expect(panel.getByRole('radio', { name })).toBeChecked();
}

/** Chooses a language in the panel's language select, by the language's own name (e.g. العربية). */
export async function chooseLanguage(panel: Locator, nativeName: string, language = 'en'): Promise<void> {
  const page = panel.page();
  const select = panel.getByRole('combobox', { name: namePattern('language.label', language) });
  const option = page.getByRole('option', { name: nativeName, exact: true });
  // Once chosen, the panel is renamed in the new language: look for the choice in any dialog's select.
  const chosen = page.getByRole('dialog').getByRole('combobox').filter({ hasText: nativeName });
  // On a loaded machine a click can land while the menu is still opening and be lost: try again until the select
  // shows the choice.
  await expect(async () => {
    if ((await chosen.count()) > 0) return;
    if ((await option.count()) === 0) await select.click({ timeout: 5_000 });
    await option.click({ timeout: 5_000 });
    await expect(chosen).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

export async function cookie(page: Page, name: string): Promise<string | undefined> {
  return (await page.context().cookies()).find((c) => c.name === name)?.value;
}

/** Relative luminance (0 black … 1 white) of the first painted background of body, html or #root. */
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
  const poll = expect.poll(() => backgroundLuminance(page), { message: dark ? 'a dark background' : 'a light background' });
  await (dark ? poll.toBeLessThan(0.2) : poll.toBeGreaterThan(0.2));
}
