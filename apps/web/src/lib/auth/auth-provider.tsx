import { startTransition, useCallback, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { initialSession, sessionReducer, type SessionState } from '@pharmacy/shared/session/session';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import { ApiRequestError } from '../api-client';
import { changeLanguage, i18n } from '../i18n';
import { getAuthConfigQueryOptions, getIdToken, linkUser, signOut as signOutRequest } from '../../api/auth';
import { getMeQueryOptions, meQueryKey, userRecordQueryOptions } from './get-me';
import { createTokenSync } from './token-sync';
import { paths } from '../../config/paths';
import { AuthContext, type AuthContextValue } from './auth-context';

export interface AuthProviderProps {
  children: ReactNode;
}

/** A person who signs in gets the interface in the language saved in their profile. */
async function adoptProfileLanguage(user: UserProfile): Promise<void> {
  const current = i18n.language;
  if (user.language === current) return;
  try {
    await changeLanguage(user.language);
  } catch (error) {
    // A dictionary that fails to load must not block signing in.
    console.error('[auth] could not switch to the profile language', error);
  }
}

/**
 * The social sign-in popup runs the app only to start and to finish the flow, then closes: the window that opened it
 * holds the session and its token sync, so a popup syncing too would send the token twice.
 */
const inSocialPopup = () => window.location.pathname.startsWith(paths.auth.social);

export function AuthProvider({ children }: AuthProviderProps) {
  const queryClient = useQueryClient();
  const [session, dispatch] = useReducer(sessionReducer<UserProfile>, undefined, initialSession<UserProfile>);
  const sessionRef = useRef<SessionState<UserProfile>>(session);
  useEffect(() => {
    sessionRef.current = session;
  }, [session]);

  const me = useQuery(getMeQueryOptions());
  // SPEC §7: the user record (GET user?email) is merged into the session user once it arrives.
  const record = useQuery(userRecordQueryOptions(me.data?.status === 'active' ? me.data.email : null)).data;
  const syncUrl = useQuery(getAuthConfigQueryOptions()).data?.syncUrl ?? null;

  // SPEC §7 optional token sync: POST the id token while signed in (and before each expiry), DELETE on sign-out.
  // Only approved, active accounts get id tokens (the server refuses one to an account waiting for approval).
  const activeSession = session.isAuthenticated && session.user?.status === 'active';
  useEffect(() => {
    if (!syncUrl || !activeSession || inSocialPopup()) return;
    const sync = createTokenSync({ url: syncUrl, getToken: getIdToken });
    sync.start();
    return () => void sync.stop();
  }, [syncUrl, activeSession]);

  // SPEC §4: the first report (a profile, or none) initializes the session.
  useEffect(() => {
    if (me.status === 'pending') return;
    if (me.status === 'error') {
      // SPEC §8: errors while setting up the session are only logged. A failed background refetch keeps the
      // profile we already have (TanStack keeps `data`), so a flaky network does not sign anyone out.
      console.error('[auth] loading the session failed', me.error);
    }
    // The guards then mount the whole page: as a transition that render yields to the browser instead of blocking it.
    startTransition(() =>
      dispatch(me.data ? { type: 'authenticated', user: record ? { ...me.data, ...record } : me.data } : { type: 'unauthenticated' }),
    );
  }, [me.status, me.data, me.error, record]);

  // A session that ends elsewhere (expired, revoked by a password change on another device) shows up as a 401 on
  // some other call: re-read /api/me so the session, and the guards, learn about it.
  useEffect(() => {
    // Only "you need to sign in": a 401 for a wrong password at sign-in says nothing about the session.
    const isUnauthenticated = (error: unknown) =>
      error instanceof ApiRequestError && error.status === 401 && error.data.code === 'UNAUTHENTICATED';
    const recheck = () => void queryClient.invalidateQueries({ queryKey: meQueryKey });
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      if (event.query.queryKey[0] !== meQueryKey[0] && isUnauthenticated(event.action.error)) recheck();
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && isUnauthenticated(event.action.error)) recheck();
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient]);

  const refresh = useCallback(async () => {
    const wasAuthenticated = sessionRef.current.isAuthenticated;
    const user = await queryClient.fetchQuery({ ...getMeQueryOptions(), staleTime: 0 });
    // Dispatch here rather than wait for the effect, so a navigation right after `await refresh()` sees the session.
    dispatch(user ? { type: 'authenticated', user } : { type: 'unauthenticated' });
    if (user && !wasAuthenticated) {
      // SPEC §7 PUT /user/link after a sign-in (social, or the first one after registration): idempotent, never blocking.
      void linkUser(user).catch((error: unknown) => console.warn('[auth] PUT /api/user/link failed', error));
      await adoptProfileLanguage(user);
    }
  }, [queryClient]);

  const signOut = useCallback(async () => {
    try {
      await signOutRequest();
    } catch (error) {
      // Already signed out on the server: finish locally. Anything else: the cookie may still be valid, so say so.
      if (!(error instanceof ApiRequestError && error.status === 401)) throw error;
    }
    await queryClient.cancelQueries();
    queryClient.clear();
    // Seed "nobody" so the provider's query does not immediately ask the server again.
    queryClient.setQueryData(meQueryKey, null);
    dispatch({ type: 'unauthenticated' });
  }, [queryClient]);

  const value = useMemo<AuthContextValue>(
    () => ({ ...session, refresh, signOut }),
    [session, refresh, signOut],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
