import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18n, initI18n } from '../../lib/i18n';
import { ThemeTestProviders } from '../../theme/theme-test-providers';
import { LanguagePopover } from './language-popover';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(async () => {
  await act(() => changeLanguage('en'));
});

describe('LanguagePopover', { timeout: 15_000 }, () => {
  it('names the current language and switches to the chosen one', async () => {
    render(
      <ThemeTestProviders>
        <LanguagePopover />
      </ThemeTestProviders>,
    );
    const button = screen.getByRole('button', { name: 'Change language (current: English)' });
    expect(button.textContent).toBe('EN');

    fireEvent.click(button);
    // The menu is a lazy chunk, fetched on the first click.
    const items = await screen.findAllByRole('menuitemradio');
    expect(items.map((item) => item.querySelector('[lang]')?.textContent)).toEqual([
      'English',
      'Français',
      'Nederlands',
      'Deutsch',
      'Tiếng Việt',
      '简体中文',
      'العربية',
    ]);
    expect(items[0].getAttribute('aria-checked')).toBe('true');
    expect(items[5].querySelector('[lang]')?.getAttribute('lang')).toBe('zh-Hans');

    await act(async () => {
      fireEvent.click(items[3]);
    });
    await waitFor(() => expect(i18n.language).toBe('de'));
    expect(await screen.findByRole('button', { name: 'Sprache ändern (aktuell: Deutsch)' })).toBeTruthy();
  });
});
