import { timingSafeEqual } from 'node:crypto';
import { HttpError } from '../../lib/errors';
import type { OrderRow } from './repository';

/*
 * The 6-digit handover code proves the medicines reach the right person. A million codes would fall to guessing, so
 * after 5 wrong codes in a row the order's code is locked for 15 minutes (429), for the shipper and the counter alike.
 */
export const HANDOVER_MAX_WRONG = 5;
export const HANDOVER_LOCK_MS = 15 * 60_000;

type CodeState = Pick<OrderRow, 'handoverCode' | 'wrongCodeAttempts' | 'wrongCodeAt'>;

/** Wrong attempts that still count: the counter starts again once the lock time has passed. */
function liveAttempts(order: CodeState, now: Date): number {
  if (!order.wrongCodeAt || now.getTime() - order.wrongCodeAt.getTime() >= HANDOVER_LOCK_MS) return 0;
  return order.wrongCodeAttempts;
}

export function assertCodeNotLocked(order: CodeState, now: Date): void {
  if (liveAttempts(order, now) < HANDOVER_MAX_WRONG) return;
  const minutes = Math.ceil((order.wrongCodeAt!.getTime() + HANDOVER_LOCK_MS - now.getTime()) / 60_000);
  throw new HttpError(429, 'HANDOVER_LOCKED', `Too many wrong handover codes. Try again in ${minutes} minutes.`);
}

export function codeMatches(order: CodeState, given: string): boolean {
  const a = Buffer.from(order.handoverCode);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The columns to store after a wrong code. */
export function wrongCodeUpdate(order: CodeState, now: Date) {
  return { wrongCodeAttempts: liveAttempts(order, now) + 1, wrongCodeAt: now };
}

export const wrongCodeError = () =>
  new HttpError(400, 'VALIDATION', 'This handover code is not the right one.', { handoverCode: 'validation.handoverCodeWrong' });
