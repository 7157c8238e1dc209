import { createContext } from 'react';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';

/** SPEC §3 session, plus the two actions every page needs. */
export interface AuthContextValue {
  isInitialized: boolean;
  isAuthenticated: boolean;
  user: UserProfile | null;
  /** Re-reads /api/me (after sign-in, verification, approval checks) and updates the session. */
  refresh(): Promise<void>;
  /** Ends the server session, clears every cached query and the session. */
  signOut(): Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
