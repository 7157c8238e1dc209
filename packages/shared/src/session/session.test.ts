import { describe, expect, it } from 'vitest';
import { initialSession, sessionReducer } from './session';

describe('session state machine (SPEC §4)', () => {
  it('starts uninitialized and unauthenticated', () => {
    expect(initialSession()).toEqual({ isInitialized: false, isAuthenticated: false, user: null });
  });
  it('becomes initialized and authenticated with the user on an authenticated report', () => {
    const s = sessionReducer(initialSession<{ id: string }>(), { type: 'authenticated', user: { id: 'u1' } });
    expect(s).toEqual({ isInitialized: true, isAuthenticated: true, user: { id: 'u1' } });
  });
  it('becomes initialized without a user on an unauthenticated report, also after sign-out', () => {
    expect(sessionReducer(initialSession(), { type: 'unauthenticated' })).toEqual({
      isInitialized: true, isAuthenticated: false, user: null,
    });
    const signedIn = sessionReducer(initialSession<{ id: string }>(), { type: 'authenticated', user: { id: 'u1' } });
    expect(sessionReducer(signedIn, { type: 'unauthenticated' })).toEqual({ isInitialized: true, isAuthenticated: false, user: null });
  });
});
