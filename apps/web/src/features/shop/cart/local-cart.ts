import type { CartItem } from '@pharmacy/shared/shop/checkout';

/** The browser's cart before sign-in, in localStorage; merged into the customer's server cart at sign-in. */

const KEY = 'shop.cart';

const isItem = (v: unknown): v is CartItem => {
  const item = v as Partial<CartItem> | null;
  return (
    !!item &&
    typeof item.id === 'string' &&
    typeof item.pharmacyId === 'string' &&
    typeof item.name === 'string' &&
    typeof item.price === 'number' &&
    typeof item.quantity === 'number' &&
    Array.isArray(item.colors)
  );
};

/** What was stored, without anything that is not a cart line (an older format, a hand edit). */
export function readLocalCart(): CartItem[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter(isItem) : [];
  } catch {
    return [];
  }
}

export function writeLocalCart(items: readonly CartItem[]): void {
  try {
    if (items.length === 0) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify(items));
  } catch {
    // A full or disabled storage: the cart lives on for this page's life.
  }
}

export const clearLocalCart = () => writeLocalCart([]);
