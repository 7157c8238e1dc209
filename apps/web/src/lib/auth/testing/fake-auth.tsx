import type { ReactNode } from 'react';
import type { Role, AccountStatus } from '@pharmacy/shared/roles';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import { AuthContext, type AuthContextValue } from '../auth-context';

/** Test helper: a profile with sensible defaults. */
export function testUser(role: Role, status: AccountStatus = 'active', overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    uid: `uid-${role}`,
    email: `${role}@example.org`,
    first_name: 'Alex',
    last_name: 'Martin',
    displayName: 'Alex Martin',
    role,
    status,
    phone: '',
    language: 'en',
    emailVerified: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export interface FakeAuthProps {
  user?: UserProfile | null;
  isInitialized?: boolean;
  signOut?: () => Promise<void>;
  children: ReactNode;
}

/** Test helper: a fixed session instead of the real AuthProvider (no network). */
export function FakeAuth({ user = null, isInitialized = true, signOut, children }: FakeAuthProps) {
  const value: AuthContextValue = {
    isInitialized,
    isAuthenticated: !!user,
    user,
    refresh: async () => {},
    signOut: signOut ?? (async () => {}),
  };
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
