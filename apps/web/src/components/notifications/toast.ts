import { toast } from 'sonner';

export type ToastKind = 'success' | 'error' | 'info' | 'warning' | 'message';

/**
 * SPEC §9 "duplicates prevented": sonner updates a visible toast that has the same id instead of stacking a
 * second one, so the id is derived from the message alone.
 */
export function toastIdFor(message: string): string {
  return `toast:${message}`;
}

export function notifyToast(kind: ToastKind, message: string): string | number {
  return toast[kind](message, { id: toastIdFor(message) });
}
