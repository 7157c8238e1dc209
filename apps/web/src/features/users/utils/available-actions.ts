import type { Person } from '@pharmacy/shared/schemas/accounts';

export const USER_ACTIONS = ['approve', 'refuse', 'suspend', 'reactivate', 'role', 'anonymise'] as const;
export type UserActionKind = (typeof USER_ACTIONS)[number];

/** The decisions that make sense for an account in its current state (the server checks them again). */
export function availableActions(person: Pick<Person, 'status' | 'anonymised'>): UserActionKind[] {
  if (person.anonymised) return [];
  const byStatus: Record<Person['status'], UserActionKind[]> = {
    pending: ['approve', 'refuse'],
    active: ['suspend'],
    suspended: ['reactivate'],
    refused: ['approve'],
  };
  return [...byStatus[person.status], 'role', 'anonymise'];
}
