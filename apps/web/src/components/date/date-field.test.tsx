import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../lib/i18n';
import { ThemeTestProviders } from '../../theme/theme-test-providers';
import { DateField } from './date-field';
import { DateProvider } from './date-provider';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(async () => {
  await act(() => changeLanguage('en'));
});

function Harness({ initial, onChange }: { initial: string | null; onChange: (value: string | null) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        label="Date of birth"
        name="birthDate"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <button type="button" onClick={() => setValue('2024-03-05')}>
        load
      </button>
    </>
  );
}

function renderField(initial: string | null = null) {
  const onChange = vi.fn();
  render(
    <ThemeTestProviders>
      <DateProvider>
        <Harness initial={initial} onChange={onChange} />
      </DateProvider>
    </ThemeTestProviders>,
  );
  return onChange;
}

const sections = () => screen.getAllByRole('spinbutton').map((section) => section.textContent);
const field = () => screen.getByRole('group', { name: 'Date of birth' });
/** The helper text MUI links to the field through aria-describedby. */
const helper = () => document.getElementById(field().getAttribute('aria-describedby') ?? '')?.textContent ?? null;

/** Types digits the way a keyboard does: each one into the section that has focus (MUI moves it along). */
async function typeDigits(digits: string) {
  const first = screen.getAllByRole('spinbutton')[0]!;
  await act(async () => {
    first.focus();
    fireEvent.click(first);
  });
  for (const digit of digits) {
    const section = document.activeElement as HTMLElement;
    await act(async () => {
      fireEvent.input(section, { target: { textContent: digit } });
    });
  }
}

describe('DateField (SPEC §9: dates from 1900-01-01 to 2099-12-31)', { timeout: 20_000 }, () => {
  it.each([
    ['12311899', '1899-12-31'],
    ['01012100', '2100-01-01'],
  ])('refuses %s (%s) with a message and gives the form no date', async (digits) => {
    const onChange = renderField();
    await typeDigits(digits);
    expect(helper()).toBe('Enter a date between 01/01/1900 and 12/31/2099.');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(onChange).not.toHaveBeenCalled();
  });

  it.each([
    ['01011900', '1900-01-01'],
    ['12312099', '2099-12-31'],
  ])('accepts %s as %s', async (digits, iso) => {
    const onChange = renderField();
    await typeDigits(digits);
    expect(onChange).toHaveBeenLastCalledWith(iso);
    expect(helper()).toBeNull();
    expect(field().getAttribute('aria-invalid')).toBe('false');
  });

  it('withdraws an accepted date when it is changed to one outside the range, and keeps what was typed', async () => {
    const onChange = renderField('2099-12-30');
    expect(sections()).toEqual(['12', '30', '2099']);
    await typeDigits('01012100');
    expect(sections()).toEqual(['01', '01', '2100']);
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(helper()).toBe('Enter a date between 01/01/1900 and 12/31/2099.');
  });

  it('says a date that does not exist is not valid', async () => {
    const onChange = renderField();
    await typeDigits('02302024');
    expect(sections()).toEqual(['02', '30', '2024']);
    expect(helper()).toBe('Enter a valid date.');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows a value the form sets itself', async () => {
    renderField();
    await typeDigits('12311899');
    await act(async () => fireEvent.click(screen.getByText('load')));
    expect(sections()).toEqual(['03', '05', '2024']);
    expect(helper()).toBeNull();
  });

  it('speaks the interface language: French day order and message, after the locale loads', async () => {
    await act(() => changeLanguage('fr'));
    const onChange = renderField();
    await waitFor(() => expect(screen.getAllByRole('spinbutton')[0]!.getAttribute('aria-label')).toBe('Jour'));
    expect(screen.getByLabelText('Choisir une date')).toBeTruthy();
    await typeDigits('31121899');
    expect(helper()).toBe('Saisissez une date entre le 01/01/1900 et le 31/12/2099.');
    await typeDigits('31122099');
    expect(onChange).toHaveBeenLastCalledWith('2099-12-31');
  });

  it('writes the range in Arabic with its digits in order (no bidi marks inside the left-to-right dates)', async () => {
    await act(() => changeLanguage('ar'));
    renderField();
    await waitFor(() => expect(screen.getAllByRole('spinbutton')[0]!.getAttribute('aria-label')).toBe('اليوم'));
    await typeDigits('31121899');
    expect(helper()).toBe('أدخل تاريخًا بين 1/1/1900 و31/12/2099.');
    expect([...document.querySelectorAll('bdi[dir="ltr"]')].map((bdi) => bdi.textContent)).toEqual([
      '1/1/1900',
      '31/12/2099',
    ]);
  });
});
