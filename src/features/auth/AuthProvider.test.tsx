import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ADMIN, DEMO_USER } from '../../../mocks/db/seed';
import { setupMockBackend } from '../../../tests/kit/mockBackend';
import { signInAs } from '../../../tests/kit/session';
import { seededCode } from '../../../tests/kit/twoStepSignIn';
import { SecondStepNeeded } from './secondStep/secondStepNeeded';
import { ChakraProvider } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { SWRConfig, type Cache } from 'swr';
import { ApiError, errorText, readKey, type RegisterRequest } from '../../api';
import { swrConfig } from '../../data';
import { Toaster, system, toaster } from '../../theme';
import { AuthProvider } from './AuthProvider';
import { useAuth, type AuthState } from './authContext';

const backend = setupMockBackend();

const probe: { current: AuthState | null } = { current: null };
function Probe() {
  const auth = useAuth();
  useEffect(() => {
    probe.current = auth;
  });
  return (
    <dl>
      <dt>loading</dt>
      <dd aria-label="loading">{String(auth.loading)}</dd>
      <dt>user</dt>
      <dd aria-label="user">{auth.user?.email ?? 'none'}</dd>
      <dd aria-label="authenticated">{String(auth.isAuthenticated)}</dd>
      <dd aria-label="admin">{String(auth.isAdmin)}</dd>
    </dl>
  );
}

function current(): AuthState {
  if (!probe.current) throw new Error('Probe not rendered');
  return probe.current;
}

const cache = new Map<string, unknown>();
const field = (name: string) => screen.getByLabelText(name).textContent;

/** The providers AuthProvider needs (as in src/app/AppProviders, which a feature may not import). */
function Providers({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <SWRConfig value={{ ...swrConfig, provider: () => cache as Cache }}>
        <AuthProvider>{children}</AuthProvider>
      </SWRConfig>
      <Toaster />
    </ChakraProvider>
  );
}

function renderProbe() {
  return render(
    <Providers>
      <Probe />
    </Providers>,
  );
}

let meCalls = 0;
beforeEach(() => {
  toaster.remove();
  cache.clear();
  probe.current = null;
  meCalls = 0;
  backend.server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === readKey('getCurrentUser')) meCalls += 1;
  });
});
afterEach(() => {
  backend.server.events.removeAllListeners();
  vi.restoreAllMocks();
});

const REGISTRATION: RegisterRequest = {
  username: 'mary.mcgregor',
  email: 'mary@example.org',
  password: 'long-enough-1',
  walletAddress: '0x52908400098527886E0F7030069857D2E4169EE7',
};

describe('AuthProvider', () => {
  it('is loading with no user on load; signed out (401) is nobody, and nothing is logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderProbe();
    expect(field('loading')).toBe('true');
    expect(field('user')).toBe('none');
    await waitFor(() => expect(field('loading')).toBe('false'));
    expect(field('user')).toBe('none');
    expect(field('authenticated')).toBe('false');
    expect(warn).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('a session check that fails otherwise leaves the user empty and is only logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    backend.server.use(http.get('*/api/auth/me', () => new HttpResponse('down', { status: 503 })));
    renderProbe();
    await waitFor(() => expect(field('loading')).toBe('false'));
    expect(field('user')).toBe('none');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('sets the user from the one current-user fetch', async () => {
    await signInAs('user');
    const { rerender } = renderProbe();
    await waitFor(() => expect(field('user')).toBe(DEMO_USER.email));
    expect(field('authenticated')).toBe('true');
    expect(field('admin')).toBe('false');
    rerender(
      <Providers>
        <Probe />
      </Providers>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(meCalls).toBe(1);
  });

  it('is admin only when the user is an admin', async () => {
    await signInAs('admin');
    renderProbe();
    await waitFor(() => expect(field('user')).toBe(DEMO_ADMIN.email));
    expect(field('admin')).toBe('true');
  });

  it('logs in: loading while pending, then the user from the response', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderProbe();
    await waitFor(() => expect(field('loading')).toBe('false'));
    let pending: Promise<unknown> = Promise.resolve();
    act(() => {
      pending = current().login({ username: DEMO_USER.email, password: DEMO_USER.password });
    });
    expect(field('loading')).toBe('true');
    await act(() => pending);
    expect(field('loading')).toBe('false');
    expect(field('user')).toBe(DEMO_USER.email);
    expect(meCalls).toBe(1);
  });

  it('shows "Login failed" with the error message and rethrows', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderProbe();
    await waitFor(() => expect(field('loading')).toBe('false'));
    await act(async () => {
      await expect(current().login({ username: DEMO_USER.email, password: 'wrong-password' })).rejects.toBeInstanceOf(
        ApiError,
      );
    });
    const toast = await screen.findByRole('status');
    expect(within(toast).getByText('Login failed')).toBeInTheDocument();
    expect(within(toast).getByText('Invalid email or password')).toBeInTheDocument();
    expect(field('user')).toBe('none');
    expect(field('loading')).toBe('false');
  });

  it('registers: the user from the response', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderProbe();
    await waitFor(() => expect(field('loading')).toBe('false'));
    await act(() => current().register(REGISTRATION));
    expect(field('user')).toBe('mary@example.org');
    expect(field('admin')).toBe('false');
  });

  it('shows "Registration failed" with the error message and rethrows', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderProbe();
    await waitFor(() => expect(field('loading')).toBe('false'));
    await act(async () => {
      await expect(current().register({ ...REGISTRATION, email: DEMO_USER.email })).rejects.toBeInstanceOf(ApiError);
    });
    const toast = await screen.findByRole('status');
    expect(within(toast).getByText('Registration failed')).toBeInTheDocument();
    expect(within(toast).getByText('An account with this email already exists')).toBeInTheDocument();
  });

  it('falls back to the failure sentences when the error has no message', () => {
    expect(errorText(new Error(''), 'Please check your credentials and try again')).toBe(
      'Please check your credentials and try again',
    );
    expect(errorText('boom', 'Please check your information and try again')).toBe(
      'Please check your information and try again',
    );
    expect(errorText(new ApiError(500, '500: Internal Server Error'), 'x')).toBe('500: Internal Server Error');
  });

  it('logs out: clears the user and every cached read', async () => {
    await signInAs('user');
    cache.set(readKey('getNotifications'), { data: [{ id: 'n1' }] });
    renderProbe();
    await waitFor(() => expect(field('user')).toBe(DEMO_USER.email));
    await act(() => current().logout());
    expect(field('user')).toBe('none');
    expect(backend.db.data.sessions).toHaveLength(0);
    expect((cache.get(readKey('getNotifications')) as { data?: unknown } | undefined)?.data).toBeUndefined();
  });

  it('logs out when it first rendered with the session already cached (the app taking over from the loading document)', async () => {
    await signInAs('user');
    renderProbe();
    await waitFor(() => expect(field('user')).toBe(DEMO_USER.email));
    // A second provider over the same cache mounts with the answer already there.
    const later = render(
      <Providers>
        <Probe />
      </Providers>,
    );
    expect(within(later.container).getByLabelText('user').textContent).toBe(DEMO_USER.email);
    await act(() => current().logout());
    expect(within(later.container).getByLabelText('user').textContent).toBe('none');
  });

  it('keeps the user when logout fails, and only logs it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await signInAs('user');
    backend.server.use(http.post('*/api/auth/logout', () => new HttpResponse('down', { status: 503 })));
    renderProbe();
    await waitFor(() => expect(field('user')).toBe(DEMO_USER.email));
    await act(() => current().logout());
    expect(field('user')).toBe(DEMO_USER.email);
    expect(error).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('clears the user when logout answers 401 (the session is already gone)', async () => {
    await signInAs('user');
    renderProbe();
    await waitFor(() => expect(field('user')).toBe(DEMO_USER.email));
    backend.db.data.sessions.length = 0;
    await act(() => current().logout());
    expect(field('user')).toBe('none');
  });

  it('works from a real form too (login button)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    function LoginButton() {
      const { login, completeSecondStep } = useAuth();
      // Both steps (docs/server.md#two-step-sign-in): the challenge comes back as SecondStepNeeded.
      const signIn = () =>
        login({ username: DEMO_ADMIN.email, password: DEMO_ADMIN.password }).catch((error: unknown) =>
          error instanceof SecondStepNeeded
            ? completeSecondStep({ challenge: error.challenge, code: seededCode(DEMO_ADMIN.email) })
            : undefined,
        );
      return (
        <button type="button" onClick={() => void signIn()}>
          Sign in
        </button>
      );
    }
    render(
      <Providers>
        <Probe />
        <LoginButton />
      </Providers>,
    );
    await waitFor(() => expect(field('loading')).toBe('false'));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(field('admin')).toBe('true'));
  });
});
