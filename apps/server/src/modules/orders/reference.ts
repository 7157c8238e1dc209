import { randomInt } from 'node:crypto';
import { HANDOVER_CODE_LENGTH } from '@pharmacy/shared/schemas/order';

/** Digits and capitals without the look-alikes 0/O, 1/I/L and U (read aloud on the phone, typed from paper). */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const REFERENCE_PATTERN = new RegExp(`^PL-[${REFERENCE_ALPHABET}]{6}$`);

/** PL- and six random characters: 30^6 ≈ 729 million, collisions are retried by the caller. */
export function newReference(): string {
  let out = 'PL-';
  for (let i = 0; i < 6; i++) out += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return out;
}

/** The code the customer gives at handover, from the crypto generator (it proves who receives the medicines). */
export function newHandoverCode(): string {
  return String(randomInt(10 ** HANDOVER_CODE_LENGTH)).padStart(HANDOVER_CODE_LENGTH, '0');
}
