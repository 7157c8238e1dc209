import { withSonner } from './load-sonner';

export type ToastKind = 'success' | 'error' | 'info' | 'warning' | 'message';

/**
 * SPEC §9 "duplicates prevented": sonner updates a visible toast that has the same id instead of stacking a
 * second one, so the id is derived from the message alone.
 */
export function toastIdFor(message: string): string {
  return `toast:${message}`;
}

/** Shows the toast now, or as soon as sonner has arrived (the first toast fetches it). Returns the toast's id. */
export function notifyToast(kind: ToastKind, message: string): string {
  const id = toastIdFor(message);
  withSonner(({ toast }) => toast[kind](message, { id }));
  return id;
}
