import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage, i18n, initI18n } from '../../lib/i18n';
import { ThemeTestProviders, clearAllSettingsCookies } from '../../theme/theme-test-providers';
import { readStoredSettings } from './settings-cookie';
import { SettingsButton } from './settings-button';
import { SettingsDrawer } from './settings-drawer';

// Label and text queries rather than role queries: role queries compute styles of the whole drawer and
// crawl on a busy CI machine.
function renderDrawer() {
  render(
    <ThemeTestProviders>
      <SettingsButton />
      <SettingsDrawer />
    </ThemeTestProviders>,
  );
  fireEvent.click(screen.getByLabelText('Open settings'));
  const dialog = document.querySelector<HTMLElement>('[role="dialog"]')!;
  expect(dialog).not.toBeNull();
  return dialog;
}

/** The fieldset whose legend is `legend`, and its radios by label. */
function group(dialog: HTMLElement, legend: string) {
  const fieldset = within(dialog).getByText(legend, { selector: 'legend' }).closest('fieldset')!;
  return {
    values: () => [...fieldset.querySelectorAll<HTMLInputElement>('input[type="radio"]')].map((r) => r.value),
    radio: (label: string) => within(fieldset).getByLabelText(label) as HTMLInputElement,
  };
}

beforeAll(async () => {
  await initI18n();
});
beforeEach(() => {
  clearAllSettingsCookies();
});
afterEach(async () => {
  await act(() => changeLanguage('en'));
});

describe('SettingsDrawer', { timeout: 30_000 }, () => {
  it('is a dialog named by its heading and closes with its close button', async () => {
    const dialog = renderDrawer();
    const heading = within(dialog).getByText('Settings', { selector: 'h2' });
    expect(dialog.getAttribute('aria-labelledby')).toBe(heading.id);
    fireEvent.click(within(dialog).getByLabelText('Close settings'));
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
  });

  it('offers every SPEC setting as labelled choices and applies them', async () => {
    const dialog = renderDrawer();
    expect(group(dialog, 'Mode').values()).toEqual(['light', 'dark']);
    expect(group(dialog, 'Contrast').values()).toEqual(['default', 'bold']);
    expect(group(dialog, 'Direction').values()).toEqual(['ltr', 'rtl']);
    expect(group(dialog, 'Navigation').values()).toEqual(['vertical', 'mini']);
    expect(group(dialog, 'Colour').values()).toEqual(['default', 'cyan', 'purple', 'blue', 'orange', 'red']);

    const dark = group(dialog, 'Mode').radio('Dark');
    expect(dark.checked).toBe(false);
    fireEvent.click(dark);
    expect(dark.checked).toBe(true);
    fireEvent.click(group(dialog, 'Colour').radio('Orange'));
    fireEvent.click(group(dialog, 'Direction').radio('Right to left'));
    fireEvent.click(within(dialog).getByLabelText('Stretch'));

    expect(readStoredSettings()).toMatchObject({
      themeMode: 'dark',
      themeColorPresets: 'orange',
      themeDirection: 'rtl',
      themeStretch: 'true',
    });
    // The page turns rtl once the rtl styles (a chunk of their own) have arrived.
    await waitFor(() => expect(document.documentElement.getAttribute('dir')).toBe('rtl'));
  });

  it('enables Reset only when something differs from the defaults', () => {
    const dialog = renderDrawer();
    const reset = within(dialog).getByText('Reset', { selector: 'button' }) as HTMLButtonElement;
    expect(reset.disabled).toBe(true);
    fireEvent.click(group(dialog, 'Contrast').radio('Bold'));
    expect(reset.disabled).toBe(false);
    fireEvent.click(reset);
    expect(reset.disabled).toBe(true);
    expect(group(dialog, 'Contrast').radio('Default').checked).toBe(true);
    expect(readStoredSettings()).toEqual({});
  });

  it('lists the seven languages by their own names and switches language (and direction for Arabic)', async () => {
    const dialog = renderDrawer();
    fireEvent.mouseDown(within(dialog).getByLabelText('Language'));
    const options = [...document.querySelectorAll('[role="option"]')];
    expect(options.map((o) => o.textContent)).toEqual([
      'English',
      'Français',
      'Nederlands',
      'Deutsch',
      'Tiếng Việt',
      '简体中文',
      'العربية',
    ]);
    await act(async () => {
      fireEvent.click(options[6]);
    });
    await waitFor(() => expect(i18n.language).toBe('ar'));
    await waitFor(() => expect(document.documentElement.getAttribute('dir')).toBe('rtl'));
    expect(within(dialog).getByText('الإعدادات', { selector: 'h2' })).toBeTruthy();
  });
});
