/**
 * The auth state on top of SWR: the current user is the session read (./session.ts), fetched once
 * on load; login and register write the response into that cache entry; logout forgets every read
 * and records nobody. The failure toasts are shown here, then the error is rethrown.
 */
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { ApiError, calls, errorText, type LoginRequest, type RegisterRequest, type User } from '../../api';
import { toaster } from '../../theme';
import { AuthContext, type AuthState } from './authContext';
import { fetchSession, forgetSession, SESSION_KEY, type Session } from './session';
import type { SecondStepRequest } from '../../api/twoStep';
import type { PasskeySignInRequest } from './passkeySignIn';
import { secondStepOf, SecondStepNeeded } from './secondStep/secondStepNeeded';

export const LOGIN_FAILED = { title: 'Login failed', fallback: 'Please check your credentials and try again' } as const;
export const REGISTER_FAILED = {
  title: 'Registration failed',
  fallback: 'Please check your information and try again',
} as const;

function showFailure(kind: { title: string; fallback: string }, error: unknown): void {
  toaster.create({ type: 'error', title: kind.title, description: errorText(error, kind.fallback) });
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const { mutate } = useSWRConfig();
  const current = useSWR<Session>(SESSION_KEY, fetchSession, {
    onError: (error) => console.warn('Could not load the current user:', error),
  });
  const [pending, setPending] = useState(0);
  const user = current.data ?? null;
  const setUser = useCallback((next: User) => mutate<Session>(SESSION_KEY, next, { revalidate: false }), [mutate]);

  /** Drops every cached read (the next user must not see the previous user's data). */
  const clearCache = useCallback(() => mutate(() => true, undefined, { revalidate: false }), [mutate]);

  const withPending = useCallback(async <T,>(work: () => Promise<T>): Promise<T> => {
    setPending((n) => n + 1);
    try {
      return await work();
    } finally {
      setPending((n) => n - 1);
    }
  }, []);

  const login = useCallback(
    (body: LoginRequest) =>
      withPending(async () => {
        try {
          const next = await calls.login({ body });
          await clearCache();
          await setUser(next);
          return next;
        } catch (error) {
          // The password matched: not a failure, the code step follows (docs/server.md#two-step-sign-in).
          const step = secondStepOf(error);
          if (step) throw new SecondStepNeeded(step.challenge, step.method);
          showFailure(LOGIN_FAILED, error);
          throw error;
        }
      }),
    [withPending, clearCache, setUser],
  );

  const completeSecondStep = useCallback(
    (body: SecondStepRequest) =>
      withPending(async () => {
        const next = await calls.loginSecondStep({ body });
        await clearCache();
        await setUser(next);
        return next;
      }),
    [withPending, clearCache, setUser],
  );

  // A passkey's ceremony (docs/server.md#passkeys): its browser code loads on the click.
  const signInWithPasskey = useCallback(
    (body: PasskeySignInRequest) =>
      withPending(async () => {
        const { passkeySignIn } = await import('../../components/passkeys/webauthn');
        const next = await passkeySignIn(body);
        await clearCache();
        await setUser(next);
        return next;
      }),
    [withPending, clearCache, setUser],
  );

  const refreshUser = useCallback(async () => {
    await mutate(SESSION_KEY);
  }, [mutate]);

  const register = useCallback(
    (body: RegisterRequest) =>
      withPending(async () => {
        try {
          const next = await calls.register({ body });
          await clearCache();
          await setUser(next);
          return next;
        } catch (error) {
          showFailure(REGISTER_FAILED, error);
          throw error;
        }
      }),
    [withPending, clearCache, setUser],
  );

  const logout = useCallback(async () => {
    try {
      await calls.logout();
    } catch (error) {
      // A failed logout is only logged and the user stays signed in, except a 401: the
      // session is already gone on the server, so staying "signed in" here would be a lie.
      if (!(error instanceof ApiError && error.status === 401)) {
        console.error('Logout failed:', error);
        return;
      }
    }
    await forgetSession(mutate);
  }, [mutate]);

  const value = useMemo<AuthState>(
    () => ({
      user,
      loading: current.isLoading || pending > 0,
      isAuthenticated: user !== null,
      isAdmin: user?.isAdmin === true,
      login,
      completeSecondStep,
      signInWithPasskey,
      refreshUser,
      register,
      logout,
    }),
    [user, current.isLoading, pending, login, completeSecondStep, signInWithPasskey, refreshUser, register, logout],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
