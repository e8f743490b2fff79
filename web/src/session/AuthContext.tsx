import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type {
  AuthResponse,
  LoginBody,
  RegisterBody,
  SelfUser,
  Statement,
} from '@serendip/protocol';
import { api, errorMessage, getToken, onSessionExpired, setToken } from '../api/http';
import { queryClient, useApiQuery } from '../api/queries';
import { onRestriction, restrictsAccount } from '../api/restriction';
import { clearSignedOut, expectOwnSignOut } from '../api/signedOut';
import { selfQuery } from './sessionQueries';

export interface AuthState {
  user: SelfUser | null;
  /** True while a stored token is being checked, so guards do not flash the login screen. */
  loading: boolean;
  /** Message of the last failed auth call (kept after the failure). */
  error: string | null;
  register(body: RegisterBody): Promise<SelfUser>;
  login(body: LoginBody): Promise<SelfUser>;
  loginWithGoogle(tokenId: string): Promise<SelfUser>;
  /** Logs this device out: the server revokes the token (and cuts its sockets), then it is dropped here. */
  logout(): void;
  /** Logs out every device of the account, this one included; rejects when the server refuses. */
  logoutEverywhere(): Promise<void>;
  /** Merges changed fields into the signed-in user. */
  updateUser(fields: Partial<SelfUser>): void;
  /**
   * The signed-in account's suspension or ban in force (its statement of reasons), learnt at
   * sign-in, from its profile or from any refused call; null in good standing. While it is
   * set, the app shows the suspension screen in place of every page but standing and appeal.
   */
  restriction: Statement | null;
  /** Replaces the restriction's statement (after an appeal, or when standing was read anew). */
  setRestriction(statement: Statement | null): void;
}

const AuthContext = createContext<AuthState | null>(null);

function isSelfUser(value: Partial<SelfUser>): value is SelfUser {
  return typeof value._id === 'string' && typeof value.username === 'string';
}

/** Sets the signed-in user in the session's cache (null: signed out). */
const setUser = (change: SelfUser | null | ((previous: SelfUser | null) => SelfUser | null)) =>
  queryClient.setQueryData<SelfUser | null>(selfQuery.queryKey, (previous = null) =>
    typeof change === 'function' ? change(previous) : change,
  );

export function AuthProvider({ children }: { children: ReactNode }) {
  const profile = useApiQuery(selfQuery);
  const user = profile.data ?? null;
  const loading = profile.isLoading;
  const [authError, setAuthError] = useState<string | null>(null);
  const error =
    authError ??
    (profile.isError && !user ? errorMessage(profile.error, 'Error fetching profile.') : null);

  // A stored token the server would not confirm the user of (after the retries) is dropped.
  const refused = profile.isError && !user;
  useEffect(() => {
    if (refused) setToken(null);
  }, [refused]);

  // A token the server no longer accepts (expired, or revoked by a password reset) logs out.
  useEffect(() => onSessionExpired(() => setUser(null)), []);

  // A refusal that names an account restriction shows the suspension screen from now on.
  useEffect(
    () =>
      onRestriction((statement) => {
        if (restrictsAccount(statement))
          setUser((previous) => (previous ? { ...previous, restriction: statement } : previous));
      }),
    [],
  );

  // A suspension ends by the clock: the screen goes when it does (the server lifts it then too).
  const [, setTick] = useState(0);
  const restriction =
    user?.restriction && restrictsAccount(user.restriction) ? user.restriction : null;
  const endsAt = restriction?.expiresAt ? Date.parse(restriction.expiresAt) : null;
  useEffect(() => {
    if (endsAt === null) return;
    // setTimeout holds at most ~24.8 days; a longer suspension is checked again then.
    const timer = setTimeout(
      () => setTick((tick) => tick + 1),
      Math.min(endsAt - Date.now(), 2 ** 31 - 1),
    );
    return () => clearTimeout(timer);
  }, [endsAt]);

  const authenticate = useCallback(
    async (send: () => Promise<AuthResponse>, fallback: string): Promise<SelfUser> => {
      try {
        const { token, ...fields } = await send();
        setToken(token);
        clearSignedOut();
        const self = isSelfUser(fields) ? fields : await api.get('/api/users/profile');
        setUser(self);
        setAuthError(null);
        return self;
      } catch (failure) {
        setToken(null);
        setUser(null);
        setAuthError(errorMessage(failure, fallback));
        throw failure;
      }
    },
    [],
  );

  const value = useMemo<AuthState>(
    () => ({
      user,
      loading,
      error,
      register: (body) =>
        authenticate(() => api.post('/api/auth/register', { body }), 'Registration failed.'),
      login: (body) => authenticate(() => api.post('/api/auth/login', { body }), 'Login failed.'),
      loginWithGoogle: (tokenId) =>
        authenticate(
          () => api.post('/api/auth/google', { body: { tokenId } }),
          'Google login failed.',
        ),
      logout: () => {
        // Sent before the token is dropped (the request reads it at once); its outcome does not
        // matter here: an unreachable server must not keep anyone signed in on this device.
        expectOwnSignOut();
        if (getToken()) void api.post('/api/auth/logout').catch(() => {});
        setToken(null);
        setUser(null);
      },
      logoutEverywhere: async () => {
        expectOwnSignOut();
        await api.post('/api/auth/logout-all');
        setToken(null);
        setUser(null);
      },
      updateUser: (fields) => setUser((previous) => (previous ? { ...previous, ...fields } : null)),
      restriction,
      setRestriction: (statement) =>
        setUser((previous) => {
          if (!previous) return previous;
          const { restriction: _dropped, ...rest } = previous;
          return statement ? { ...rest, restriction: statement } : rest;
        }),
    }),
    [user, loading, error, authenticate, restriction],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>.');
  return state;
}
