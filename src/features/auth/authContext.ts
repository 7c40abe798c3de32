/**
 * The auth state, shared by every feature through `useAuth()`. The provider
 * (AuthProvider.tsx) fetches the current user once on load; login and register set the user
 * from the response; logout clears it. Other features import it only from `features/auth`.
 */
import { createContext, useContext } from 'react';
import type { LoginRequest, RegisterRequest, User } from '../../api';
import type { SecondStepRequest } from '../../api/twoStep';
import type { PasskeySignInRequest } from './passkeySignIn';

export interface AuthState {
  user: User | null;
  /** True during the first current-user fetch and while login or register is pending. */
  loading: boolean;
  isAuthenticated: boolean;
  isAdmin: boolean;
  /**
   * Resolves with the user; on failure shows the "Login failed" toast and rethrows. When the account
   * has two-step sign-in it rejects with `SecondStepNeeded` (./secondStep), without a toast.
   */
  login(body: LoginRequest): Promise<User>;
  /** The second step of a sign-in: resolves with the user; a failure is rethrown for the form to show. */
  completeSecondStep(body: SecondStepRequest): Promise<User>;
  /**
   * A sign-in with a passkey (docs/server.md#passkeys): with login's challenge, as its second step;
   * without, on its own. Resolves with the user; a failure is rethrown for the page to show.
   */
  signInWithPasskey(body: PasskeySignInRequest): Promise<User>;
  /** Replaces the session's user (after setting up two-step sign-in, say). */
  refreshUser(): Promise<void>;
  /** Resolves with the user; on failure shows the "Registration failed" toast and rethrows. */
  register(body: RegisterRequest): Promise<User>;
  /** Clears the user on success; a failure is only logged, and the user stays signed in. */
  logout(): Promise<void>;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}
