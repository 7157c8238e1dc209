import { describe, expect, it, vi } from 'vitest';
import { Translator } from './translator';

function translator(onMissing = vi.fn()) {
  const i18n = new Translator('en', 'en', onMissing);
  i18n.addResources('en', {
    cart: { items_zero: 'Empty cart', items_one: '{{count}} item', items_other: '{{count}} items', title: 'Cart' },
    greet: 'Hello {{name}}, {{ unknown }}end',
  });
  i18n.addResources('ar', {
    cart: { items_zero: 'zero', items_one: 'one', items_two: 'two', items_few: 'few {{count}}', items_many: 'many', items_other: 'other' },
  });
  return { i18n, onMissing };
}

describe('the translator', () => {
  it('chooses the plural form of the language, with _zero for a count of 0', () => {
    const { i18n } = translator();
    expect([0, 1, 2, 5].map((count) => i18n.t('cart.items', { count }))).toEqual(['Empty cart', '1 item', '2 items', '5 items']);
    i18n.changeLanguage('ar');
    expect([0, 1, 2, 3, 11, 100].map((count) => i18n.t('cart.items', { count }))).toEqual([
      'zero',
      'one',
      'two',
      'few 3',
      'many',
      'other',
    ]);
  });

  it('falls back to English, then to the default value, then to the key, and reports what is missing', () => {
    const { i18n, onMissing } = translator();
    i18n.changeLanguage('ar');
    expect(i18n.t('cart.title')).toBe('Cart');
    expect(onMissing).not.toHaveBeenCalled();
    expect(i18n.t('cart.nothing', { defaultValue: 'Nothing' })).toBe('Nothing');
    expect(i18n.t('cart.nothing')).toBe('cart.nothing');
    expect(i18n.t('cart')).toBe('cart');
    expect(onMissing).toHaveBeenCalledWith('cart.nothing');
    expect(i18n.exists('cart.title')).toBe(true);
    expect(i18n.exists('cart.nothing')).toBe(false);
  });

  it('interpolates values as text, an unknown one as nothing', () => {
    const { i18n } = translator();
    expect(i18n.t('greet', { name: '<b>Jo</b>' })).toBe('Hello <b>Jo</b>, end');
  });

  it('merges texts that arrive later and tells listeners, and a fixed t keeps its language', () => {
    const { i18n } = translator();
    const added = vi.fn();
    const changed = vi.fn();
    i18n.on('added', added);
    i18n.on('languageChanged', changed);
    i18n.addResources('en', { cart: { checkout: 'Checkout' } });
    expect(i18n.t('cart.title')).toBe('Cart');
    expect(i18n.t('cart.checkout')).toBe('Checkout');
    expect(added).toHaveBeenCalledWith('en');
    const english = i18n.getFixedT('en');
    i18n.changeLanguage('ar');
    i18n.changeLanguage('ar');
    expect(changed).toHaveBeenCalledTimes(1);
    expect(english('cart.items', { count: 2 })).toBe('2 items');
    i18n.off('languageChanged', changed);
    i18n.changeLanguage('en');
    expect(changed).toHaveBeenCalledTimes(1);
  });
});
