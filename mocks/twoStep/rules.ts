/** The rules of two-step sign-in that other handlers apply (docs/server.md#two-step-sign-in). */
import type { TwoStepStatus } from '../../src/api/twoStep';
import type { StoredUser } from '../db/types';

/** Whether the account has any second step: app codes, or a passkey (docs/server.md#passkeys). */
export const hasSecondStep = (user: StoredUser): boolean =>
  user.twoStep !== undefined || (user.passkeys?.length ?? 0) > 0;

/**
 * An admin's powers (admin calls, other people's disputes and evidence, every live event) need
 * an account with a second step: a password alone opens only the account's own things. A passkey
 * with user verification is a whole sign-in, so it counts as one.
 */
export const hasAdminPowers = (user: StoredUser): boolean => user.isAdmin && hasSecondStep(user);

export const twoStepStatus = (user: StoredUser): TwoStepStatus => ({
  enabled: user.twoStep !== undefined,
  required: user.isAdmin,
  passkeys: user.passkeys?.length ?? 0,
});
