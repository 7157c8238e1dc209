/** SPEC §3/§4 session: starts uninitialized, becomes initialized on the first authentication report. */
export interface SessionState<U> {
  isInitialized: boolean;
  isAuthenticated: boolean;
  user: U | null;
}

export type SessionAction<U> = { type: 'authenticated'; user: U } | { type: 'unauthenticated' };

export function initialSession<U>(): SessionState<U> {
  return { isInitialized: false, isAuthenticated: false, user: null };
}

export function sessionReducer<U>(_state: SessionState<U>, action: SessionAction<U>): SessionState<U> {
  switch (action.type) {
    case 'authenticated':
      return { isInitialized: true, isAuthenticated: true, user: action.user };
    case 'unauthenticated':
      return { isInitialized: true, isAuthenticated: false, user: null };
  }
}
