import type { Person } from '@pharmacy/shared/schemas/accounts';

/** A person as the admin API answers; override what a test is about. */
export function makePerson(overrides: Partial<Person> = {}): Person {
  const first = overrides.first_name ?? 'An';
  const last = overrides.last_name ?? 'Janssens';
  return {
    uid: `u-${first.toLowerCase()}`,
    email: `${first.toLowerCase()}@example.be`,
    first_name: first,
    last_name: last,
    displayName: `${first} ${last}`,
    role: 'pharmacy',
    status: 'pending',
    phone: '',
    language: 'nl',
    emailVerified: true,
    createdAt: '2026-03-14T09:30:00.000Z',
    updatedAt: '2026-03-14T09:30:00.000Z',
    slug: `${first}-${last}`.toLowerCase(),
    avatarUrl: null,
    address: '',
    postal_code: '',
    city: 'Gent',
    pharmacies: [],
    anonymised: false,
    ...overrides,
  };
}
