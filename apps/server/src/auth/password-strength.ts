import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as de from '@zxcvbn-ts/language-de';
import * as en from '@zxcvbn-ts/language-en';
import * as fr from '@zxcvbn-ts/language-fr';
import * as nl from '@zxcvbn-ts/language-nl-be';
import { badRequest } from '../lib/errors';

/**
 * The password rule (ASVS 2.1): 8 to 128 characters (the shared schema) and a zxcvbn score of at least 3 ("safely
 * unguessable": about 10^8 guesses or more), the person's e-mail and names counting as known words. No composition
 * rules: a long passphrase of plain words passes, `Password123!` does not. Offline dictionaries: common passwords,
 * English, French, Dutch and German words and names.
 */
export const MIN_SCORE = 3;

/** zxcvbn's warning (its translation key) → our message key, translated by the web app (`passwordPolicy.*`). */
const REASONS: Record<string, string> = {
  topTen: 'passwordPolicy.common',
  topHundred: 'passwordPolicy.common',
  common: 'passwordPolicy.common',
  similarToCommon: 'passwordPolicy.common',
  pwned: 'passwordPolicy.common',
  userInputs: 'passwordPolicy.personal',
  straightRow: 'passwordPolicy.pattern',
  keyPattern: 'passwordPolicy.pattern',
  simpleRepeat: 'passwordPolicy.pattern',
  extendedRepeat: 'passwordPolicy.pattern',
  sequences: 'passwordPolicy.pattern',
  recentYears: 'passwordPolicy.dates',
  dates: 'passwordPolicy.dates',
  wordByItself: 'passwordPolicy.word',
  namesByThemselves: 'passwordPolicy.word',
  commonNames: 'passwordPolicy.word',
};
export const WEAK = 'passwordPolicy.weak';

let checker: ZxcvbnFactory | undefined;
/** Built on first use (the dictionaries take a moment to rank); no translations: warnings come back as keys. */
function zxcvbn(): ZxcvbnFactory {
  checker ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary, ...fr.dictionary, ...nl.dictionary, ...de.dictionary },
    graphs: common.adjacencyGraphs,
  });
  return checker;
}

/** What the person is known by: the whole address, its parts and their names. */
function knownWords(person: PasswordOwner): string[] {
  const [local = '', domain = ''] = person.email.toLowerCase().split('@');
  return [person.email.toLowerCase(), local, ...local.split(/[._+-]+/), domain.split('.')[0] ?? '', ...person.names]
    .map((w) => w.trim().toLowerCase())
    .filter((w) => w.length >= 3);
}

export interface PasswordOwner {
  email: string;
  names: string[];
}

/** Null when the password is strong enough, else the message key saying why not. */
export function passwordWeakness(password: string, person: PasswordOwner): string | null {
  const result = zxcvbn().check(password, knownWords(person));
  if (result.score >= MIN_SCORE) return null;
  return (result.feedback.warning && REASONS[result.feedback.warning]) || WEAK;
}

/** A 400 on `field` (the form's name for the new password) when the password is too weak. */
export function assertStrongPassword(password: string, person: PasswordOwner, field: string): void {
  const reason = passwordWeakness(password, person);
  if (reason) throw badRequest('The password is too easy to guess.', { [field]: reason });
}
