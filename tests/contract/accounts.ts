/** Accounts on the server under test: fresh users registered per run, and a known admin. */
import { inject } from 'vitest';
import { calls, setApiBaseUrl } from '../../src/api';
import type { CreateDisputeRequest } from '../../src/api/disputeRequest';
import { as, Identity } from './identities';

export const BASE_URL = inject('contractBaseUrl');
setApiBaseUrl(BASE_URL);

/**
 * An admin who has not set up two-step sign-in: signed in with the password alone, every admin call
 * refuses them (docs/server.md#two-step-sign-in). The seed's `new.admin@example.com` by default.
 */
const PENDING_ADMIN = {
  username: process.env.CONTRACT_PENDING_ADMIN_USERNAME ?? 'new.admin@example.com',
  password: process.env.CONTRACT_PENDING_ADMIN_PASSWORD ?? 'Enrol123!',
};

export const uniqueEmail = (label: string) =>
  `contract-${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.test`;

export const PASSWORD = 'contract-pass-1';

export async function registerUser(label: string): Promise<Identity> {
  const identity = new Identity(label);
  await as(identity, () =>
    calls.register({
      body: {
        username: `contract.${label}${Math.random().toString(36).slice(2, 6)}`,
        email: uniqueEmail(label),
        password: PASSWORD,
        walletAddress: '0x52908400098527886E0F7030069857D2E4169EE7',
      },
    }),
  );
  return identity;
}

/**
 * The admin, as signed in once for the run by ./globalSetup.ts (./adminSession.ts says why): each
 * identity carries a copy of that session's cookies.
 */
export async function signInAdmin(): Promise<Identity> {
  const identity = new Identity('admin');
  for (const [name, value] of Object.entries(inject('contractAdminCookies'))) identity.jar.set(name, value);
  await as(identity, () => calls.getCurrentUser());
  return identity;
}

export async function signInPendingAdmin(): Promise<Identity> {
  const identity = new Identity('admin yet to enrol');
  await as(identity, () => calls.login({ body: PENDING_ADMIN }));
  return identity;
}

export const validDispute = (overrides: Partial<CreateDisputeRequest> = {}): CreateDisputeRequest => ({
  type: 'fee_dispute',
  transactionId: `0x${'ab'.repeat(32)}`,
  transactionDate: '2026-11-01',
  amount: '42.50',
  description: 'The network fee charged was far higher than the estimate shown before confirming.',
  contactEmail: 'contact@example.test',
  contactPhone: null,
  termsAccepted: true,
  ...overrides,
});
