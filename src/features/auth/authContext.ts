/**
 * The auth state, shared by every feature through `useAuth()`. The provider
 * (AuthProvider.tsx) fetches the current user once on load; login and register set the user
 * from the response; logout clears it. Other features import it only from `features/auth`.
 */
import { createContext, useContext } from 'react';
import type { LoginRequest, RegisterRequest, User } from '../../api';

export interface AuthState {
  user: User | null;
  /** True during the first current-user fetch and while login or register is pending. */
  loading: boolean;
  isAuthenticated: boolean;
  isAdmin: boolean;
  /** Resolves with the user; on failure shows the "Login failed" toast and rethrows. */
  login(body: LoginRequest): Promise<User>;
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
