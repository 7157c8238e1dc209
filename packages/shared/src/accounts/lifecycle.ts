/**
 * The account lifecycle of docs/PRODUCT.md as a pure table: which decision, by whom, on an account in which state, leads
 * where. The server runs it inside the transaction that holds the person's row lock and answers its refusal as a 409;
 * the web app runs it to offer only the actions that would succeed. Beside it: the order lifecycle (orders/lifecycle.ts).
 */
import { ACCOUNT_STATUSES, type AccountStatus } from '../roles';

export { ACCOUNT_STATUSES, type AccountStatus };

export const ACCOUNT_ACTIONS = ['approve', 'refuse', 'suspend', 'reactivate', 'change_role', 'anonymise'] as const;
export type AccountAction = (typeof ACCOUNT_ACTIONS)[number];

/** Who acts on the account: only admins decide on accounts, and never on their own for some decisions. */
export interface AccountActor {
  isAdmin: boolean;
  /** The account is the actor's own. */
  isSelf: boolean;
}

/** What the table needs to know of the account. */
export interface AccountFacts {
  status: AccountStatus;
  anonymised: boolean;
}

/** The server's 409 codes (and 403 for `FORBIDDEN`), so the web and the API speak of a refusal alike. */
export type AccountRefusal = 'FORBIDDEN' | 'SELF' | 'ANONYMISED' | 'NOT_PENDING' | 'NOT_SUSPENDABLE' | 'NOT_SUSPENDED';

export type AccountDecision =
  | { ok: true; to: AccountStatus }
  | { ok: false; refusal: AccountRefusal; reason: string };

interface Rule {
  /** The statuses the action leaves from. */
  from: readonly AccountStatus[];
  /** null: the action changes something else (the role, the personal data), not the status. */
  to: AccountStatus | null;
  /** The code and message when the account is in another status. */
  wrongStatus: { refusal: AccountRefusal; reason: string };
  /** Set when an admin may not do this to their own account, with the reason. */
  notOnSelf?: string;
  /** Allowed again on an anonymised account, changing nothing (a repeated request succeeds, as the server answers). */
  repeatable?: true;
}

const NOT_PENDING = { refusal: 'NOT_PENDING', reason: 'This account is not waiting for approval.' } as const;
const EVERY_STATUS = ACCOUNT_STATUSES;

export const ACCOUNT_RULES: Readonly<Record<AccountAction, Rule>> = {
  approve: { from: ['pending'], to: 'active', wrongStatus: NOT_PENDING },
  refuse: { from: ['pending'], to: 'refused', wrongStatus: NOT_PENDING },
  suspend: {
    from: ['active', 'pending'],
    to: 'suspended',
    wrongStatus: { refusal: 'NOT_SUSPENDABLE', reason: 'This account is already suspended or refused.' },
    notOnSelf: 'You cannot suspend your own account.',
  },
  // A refused person may be let in later without a new registration.
  reactivate: {
    from: ['suspended', 'refused'],
    to: 'active',
    wrongStatus: { refusal: 'NOT_SUSPENDED', reason: 'This account is not suspended.' },
  },
  change_role: { from: EVERY_STATUS, to: null, wrongStatus: NOT_PENDING, notOnSelf: 'You cannot change your own role.' },
  anonymise: {
    from: EVERY_STATUS,
    to: null,
    wrongStatus: NOT_PENDING,
    notOnSelf: 'Use your own account settings to anonymise your account.',
    repeatable: true,
  },
};

const refuse = (refusal: AccountRefusal, reason: string): AccountDecision => ({ ok: false, refusal, reason });

/** Whether `actor` may take `action` on the account now, and the status it leads to. */
export function decideAccountAction(account: AccountFacts, action: AccountAction, actor: AccountActor): AccountDecision {
  const rule = ACCOUNT_RULES[action];
  if (!actor.isAdmin) return refuse('FORBIDDEN', 'Only an administrator decides on accounts.');
  if (actor.isSelf && rule.notOnSelf) return refuse('SELF', rule.notOnSelf);
  if (account.anonymised && !rule.repeatable) return refuse('ANONYMISED', 'This account was anonymised.');
  if (!rule.from.includes(account.status)) return refuse(rule.wrongStatus.refusal, rule.wrongStatus.reason);
  return { ok: true, to: rule.to ?? account.status };
}

/** Every action the actor could take on the account now: the menu to show (nothing is left to do on an anonymised one). */
export function allowedAccountActions(account: AccountFacts, actor: AccountActor): AccountAction[] {
  if (account.anonymised) return [];
  return ACCOUNT_ACTIONS.filter((action) => decideAccountAction(account, action, actor).ok);
}
