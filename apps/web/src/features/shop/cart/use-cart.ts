import { useSyncExternalStore } from 'react';
import { cartStore, type CartSnapshot } from './cart-store';

/** The page's cart (checkout state, owner, what the server dropped) and the reducer's dispatch. */
export function useCart(): CartSnapshot & { dispatch: typeof cartStore.dispatch } {
  const snapshot = useSyncExternalStore(cartStore.subscribe, cartStore.getSnapshot);
  return { ...snapshot, dispatch: cartStore.dispatch };
}
