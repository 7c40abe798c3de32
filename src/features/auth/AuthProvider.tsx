/**
 * The auth state of SPEC.md §4 on top of SWR: the current user lives under `swrKeys.currentUser`,
 * fetched once on load; login and register write the response into that cache entry; logout
 * clears the whole cache. The §8 failure toasts are shown here, then the error is rethrown.
 */
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import {
  ApiError,
  getCurrentUser,
  login as loginCall,
  logout as logoutCall,
  register as registerCall,
  swrKeys,
  type LoginRequest,
  type RegisterRequest,
  type User,
} from '../../api';
import { toaster } from '../../theme';
import { AuthContext, type AuthState } from './authContext';
import { writeSessionHint } from './sessionHint';

export const LOGIN_FAILED = { title: 'Login failed', fallback: 'Please check your credentials and try again' } as const;
export const REGISTER_FAILED = {
  title: 'Registration failed',
  fallback: 'Please check your information and try again',
} as const;

/**
 * The §8 toast description: the error's message, else the fallback. For an ApiError that is the
 * server's own sentence when it sent one (`Invalid email or password`), not `401: {"message":…}`.
 */
export function failureDescription(error: unknown, fallback: string): string {
  let message = '';
  if (error instanceof ApiError) message = error.displayMessage;
  else if (error instanceof Error) message = error.message;
  return message.trim() || fallback;
}

function showFailure(kind: { title: string; fallback: string }, error: unknown): void {
  toaster.create({ type: 'error', title: kind.title, description: failureDescription(error, kind.fallback) });
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const { mutate } = useSWRConfig();
  const current = useSWR<User, unknown>(swrKeys.currentUser, getCurrentUser, {
    onError: (error) => console.warn('Could not load the current user:', error),
  });
  const [pending, setPending] = useState(0);
  const user = current.data ?? null;
  const known = !current.isLoading;
  const signedIn = user !== null;

  useEffect(() => {
    if (known) writeSessionHint(signedIn);
  }, [known, signedIn]);

  const setUser = useCallback(
    (next: User) => mutate(swrKeys.currentUser, next, { revalidate: false }),
    [mutate],
  );

  /** Drops every cached read (the next user must not see the previous user's data). */
  const clearCache = useCallback(
    () => mutate(() => true, undefined, { revalidate: false }),
    [mutate],
  );

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
          const next = await loginCall(body);
          await clearCache();
          await setUser(next);
          return next;
        } catch (error) {
          showFailure(LOGIN_FAILED, error);
          throw error;
        }
      }),
    [withPending, clearCache, setUser],
  );

  const register = useCallback(
    (body: RegisterRequest) =>
      withPending(async () => {
        try {
          const next = await registerCall(body);
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
      await logoutCall();
    } catch (error) {
      // §8: a failed logout is only logged and the user stays signed in, except a 401: the
      // session is already gone on the server, so staying "signed in" here would be a lie.
      if (!(error instanceof ApiError && error.status === 401)) {
        console.error('Logout failed:', error);
        return;
      }
    }
    await clearCache();
  }, [clearCache]);

  const value = useMemo<AuthState>(
    () => ({
      user,
      loading: current.isLoading || pending > 0,
      isAuthenticated: user !== null,
      isAdmin: user?.isAdmin === true,
      login,
      register,
      logout,
    }),
    [user, current.isLoading, pending, login, register, logout],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
