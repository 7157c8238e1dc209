import { CONTACT_MIN_FILL_MS } from '@pharmacy/shared/contact/constants';

/** A little more than the server's minimum: its clock started before the token reached the browser. */
const MARGIN_MS = 250;

/**
 * Waits until the form has been shown long enough for the server to take it from a person (a prefilled form sent
 * at once would otherwise be dropped as a bot's without anyone knowing).
 */
export function waitForFillTime(shownAt: number, now = Date.now()): Promise<void> {
  const left = shownAt + CONTACT_MIN_FILL_MS + MARGIN_MS - now;
  return left > 0 ? new Promise((resolve) => setTimeout(resolve, left)) : Promise.resolve();
}
