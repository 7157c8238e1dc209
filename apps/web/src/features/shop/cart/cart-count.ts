/**
 * The cart's item count for the header badge, kept in localStorage apart from the cart itself: the badge is on every
 * public page's first load, so it reads this one number and never loads the cart's code (the store writes it).
 * `owner` is the customer whose server cart it counts, or null for the browser's own cart.
 */

const KEY = 'shop.cartCount';
const EVENT = 'shop-cart-count';

interface StoredCount {
  owner: string | null;
  count: number;
}

function read(): StoredCount | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as StoredCount | null;
    return value && typeof value.count === 'number' ? value : null;
  } catch {
    return null;
  }
}

/** The count of `owner`'s cart, 0 when the stored one is someone else's (another account signed in on this browser). */
export function readCartCount(owner: string | null): number {
  const stored = read();
  return stored && stored.owner === owner ? stored.count : 0;
}

export function publishCartCount(owner: string | null, count: number): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ owner, count }));
  } catch {
    // Private mode or a full storage: the badge is a convenience, the cart itself still works.
  }
  window.dispatchEvent(new Event(EVENT));
}

/** Changes in this tab (the store's event) and in the others (the storage event). */
export function subscribeCartCount(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) onChange();
  };
  window.addEventListener(EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}
