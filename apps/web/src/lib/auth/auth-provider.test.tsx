import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '../api-client';
import { changeLanguage, i18n, initI18n } from '../i18n';
import { useAuth } from './use-auth';
import { makeUser } from '../../test/make-user';
import { mockFetch, requestsTo } from '../../test/mock-fetch';
import { AuthProvider } from './auth-provider';

function SessionProbe() {
  const { isInitialized, isAuthenticated, user, refresh, signOut } = useAuth();
  const state = !isInitialized ? 'uninitialized' : isAuthenticated ? `authenticated:${user?.email}` : 'unauthenticated';
  return (
    <>
      <output data-testid="session">{state}</output>
      <button type="button" onClick={() => void refresh()}>
        refresh
      </button>
      <button type="button" onClick={() => void signOut()}>
        sign out
      </button>
    </>
  );
}

function renderProvider() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <SessionProbe />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return queryClient;
}

const session = () => screen.getByTestId('session').textContent;

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await act(() => changeLanguage('en'));
});

describe('AuthProvider', () => {
  it('starts uninitialized and becomes authenticated with the /api/me profile', async () => {
    const fetch = mockFetch(({ path }) => (path === '/api/session' ? { status: 200, body: { user: makeUser() } } : { status: 404 }));
    renderProvider();
    expect(session()).toBe('uninitialized');
    await waitFor(() => expect(session()).toBe('authenticated:jane@example.com'));
    expect(requestsTo(fetch, 'GET', '/api/session')).toHaveLength(1);
  });

  it('becomes unauthenticated on a 401 without logging an error', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch(() => ({ status: 401, body: { code: 'UNAUTHENTICATED', message: 'Sign in first' } }));
    renderProvider();
    expect(session()).toBe('uninitialized');
    await waitFor(() => expect(session()).toBe('unauthenticated'));
    expect(log).not.toHaveBeenCalled();
  });

  it('only logs other errors while setting up (SPEC §8) and counts them as signed out', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch(() => ({ status: 500, body: { code: 'INTERNAL', message: 'Database down' } }));
    renderProvider();
    await waitFor(() => expect(session()).toBe('unauthenticated'));
    expect(log).toHaveBeenCalledWith('[auth] loading the session failed', expect.objectContaining({ status: 500 }));
  });

  it('refresh() after a sign-in picks up the session and switches to the profile language', async () => {
    let signedIn = false;
    mockFetch(({ path }) =>
      path === '/api/session' && signedIn ? { status: 200, body: { user: makeUser({ language: 'fr' }) } } : { status: 200, body: { user: null } },
    );
    renderProvider();
    await waitFor(() => expect(session()).toBe('unauthenticated'));
    expect(i18n.language).toBe('en');

    signedIn = true;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'refresh' }));
    });
    await waitFor(() => expect(session()).toBe('authenticated:jane@example.com'));
    await waitFor(() => expect(i18n.language).toBe('fr'));
  });

  it('signOut() calls the API, clears the cache and the session without asking /api/me again', async () => {
    const fetch = mockFetch(({ path }) =>
      path === '/api/session' ? { status: 200, body: { user: makeUser() } } : path === '/api/auth/sign-out' ? { status: 200, body: { success: true } } : { status: 404 },
    );
    const queryClient = renderProvider();
    await waitFor(() => expect(session()).toBe('authenticated:jane@example.com'));
    queryClient.setQueryData(['orders'], ['private']);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'sign out' }));
    });
    await waitFor(() => expect(session()).toBe('unauthenticated'));
    expect(requestsTo(fetch, 'POST', '/api/auth/sign-out')).toHaveLength(1);
    expect(queryClient.getQueryData(['orders'])).toBeUndefined();
    expect(requestsTo(fetch, 'GET', '/api/session')).toHaveLength(1);
  });

  it('keeps the session when the server refuses to sign out', async () => {
    mockFetch(({ path }) =>
      path === '/api/session' ? { status: 200, body: { user: makeUser() } } : { status: 503, body: { code: 'UNAVAILABLE', message: 'Try later' } },
    );
    let failure: unknown = null;
    function SignOutProbe() {
      const { signOut } = useAuth();
      return (
        <button type="button" onClick={() => signOut().catch((e: unknown) => (failure = e))}>
          try sign out
        </button>
      );
    }
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <SessionProbe />
          <SignOutProbe />
        </AuthProvider>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(session()).toBe('authenticated:jane@example.com'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'try sign out' }));
    });
    await waitFor(() => expect(failure).not.toBeNull());
    expect(session()).toBe('authenticated:jane@example.com');
  });

  it('re-reads the session when another call answers 401 UNAUTHENTICATED (session ended elsewhere)', async () => {
    let sessionAlive = true;
    const fetch = mockFetch(({ path }) => {
      if (path === '/api/session') return sessionAlive ? { status: 200, body: { user: makeUser() } } : { status: 200, body: { user: null } };
      return { status: 401, body: { code: 'UNAUTHENTICATED', message: 'You need to sign in.' } };
    });
    const queryClient = renderProvider();
    await waitFor(() => expect(session()).toBe('authenticated:jane@example.com'));

    sessionAlive = false;
    await act(async () => {
      await queryClient
        .fetchQuery({ queryKey: ['orders'], queryFn: () => api('/api/orders'), retry: false })
        .catch(() => undefined);
    });
    await waitFor(() => expect(session()).toBe('unauthenticated'));
    expect(requestsTo(fetch, 'GET', '/api/session')).toHaveLength(2);
  });

  describe('SPEC §7 GET user', () => {
    function NameProbe() {
      const { user } = useAuth();
      return <output data-testid="name">{user ? `${user.first_name} ${user.phone}` : 'nobody'}</output>;
    }

    function renderNameProbe() {
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      render(
        <QueryClientProvider client={queryClient}>
          <AuthProvider>
            <NameProbe />
          </AuthProvider>
        </QueryClientProvider>,
      );
    }

    const authorizationOf = (fetch: ReturnType<typeof mockFetch>, path: string) =>
      fetch.mock.calls
        .filter(([input]) => new URL(String(input), 'http://localhost').pathname === path)
        .map(([, init]) => (init?.headers as Record<string, string> | undefined)?.Authorization);

    it('restoring the session merges the answer of GET user?email (with the bearer token) into the session user', async () => {
      const fetch = mockFetch(({ path, search }) => {
        if (path === '/api/session') return { status: 200, body: { user: makeUser({ first_name: 'Jane', phone: '' }) } };
        if (path === '/api/auth/token') return { status: 200, body: { token: 'id-token-1' } };
        if (path === '/api/user' && search.get('email') === 'jane@example.com')
          return { status: 200, body: makeUser({ first_name: 'Janine', phone: '+32470000000' }) };
        return { status: 404 };
      });
      renderNameProbe();
      await waitFor(() => expect(screen.getByTestId('name').textContent).toBe('Janine +32470000000'));
      expect(authorizationOf(fetch, '/api/user')).toEqual(['Bearer id-token-1']);
    });

    it('asks nothing more for an account waiting for approval (it gets no token)', async () => {
      const fetch = mockFetch(({ path }) =>
        path === '/api/session' ? { status: 200, body: { user: makeUser({ status: 'pending' }) } } : { status: 404 },
      );
      renderNameProbe();
      await waitFor(() => expect(screen.getByTestId('name').textContent).toBe('Jane '));
      expect(requestsTo(fetch, 'GET', '/api/auth/token')).toHaveLength(0);
      expect(requestsTo(fetch, 'GET', '/api/user')).toHaveLength(0);
    });

    it('keeps the session profile, signed in, when GET user fails, and only logs it', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      mockFetch(({ path }) => {
        if (path === '/api/session') return { status: 200, body: { user: makeUser({ first_name: 'Jane' }) } };
        if (path === '/api/auth/token') return { status: 200, body: { token: 'id-token-1' } };
        return { status: 500, body: { code: 'INTERNAL', message: 'Database down' } };
      });
      renderNameProbe();
      await waitFor(() => expect(screen.getByTestId('name').textContent).toBe('Jane '));
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('GET /api/user'), expect.objectContaining({ status: 500 }));
    });
  });
});

describe('AuthProvider token sync (SPEC §7)', () => {
  const SYNC_URL = 'https://sync.example.com/tokens';

  function signedInWithSync() {
    return mockFetch(({ path }) => {
      if (path === '/api/session') return { status: 200, body: { user: makeUser() } };
      if (path === '/api/auth-config') return { status: 200, body: { providers: [], syncUrl: SYNC_URL } };
      if (path === '/api/auth/token') return { status: 200, body: { token: 'id-token-1' } };
      return { status: 200, body: {} };
    });
  }

  // Unmounted while fetch is still stubbed: a sign-out DELETE must not reach the network.
  afterEach(() => {
    cleanup();
    window.history.replaceState(null, '', '/');
  });

  it('POSTs the id token once signed in', async () => {
    const fetch = signedInWithSync();
    renderProvider();
    await waitFor(() => expect(requestsTo(fetch, 'POST', '/tokens')).toHaveLength(1));
  });

  it('sends nothing from the social sign-in popup: the window that opened it syncs', async () => {
    window.history.replaceState(null, '', '/auth/social/done');
    const fetch = signedInWithSync();
    renderProvider();
    await waitFor(() => expect(session()).toBe('authenticated:jane@example.com'));
    // The configuration has arrived, so a sync would have started by now.
    await waitFor(() => expect(requestsTo(fetch, 'GET', '/api/auth-config')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(requestsTo(fetch, 'POST', '/tokens')).toHaveLength(0);
  });
});
