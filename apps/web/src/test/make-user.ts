import type { UserProfile } from '@pharmacy/shared/schemas/accounts';

/** An active, verified customer profile as `/api/me` answers it; override what a test is about. */
export function makeUser(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    uid: 'u-1',
    email: 'jane@example.com',
    first_name: 'Jane',
    last_name: 'Peeters',
    displayName: 'Jane Peeters',
    role: 'customer',
    status: 'active',
    phone: '',
    language: 'en',
    emailVerified: true,
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}
