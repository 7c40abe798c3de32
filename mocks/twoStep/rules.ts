/** The rules of two-step sign-in that other handlers apply (docs/server.md#two-step-sign-in). */
import type { TwoStepStatus } from '../../src/api/twoStep';
import type { StoredUser } from '../db/types';

/**
 * An admin's powers (admin calls, other people's disputes and evidence, every live event) need
 * an account with its second step on: a password alone opens only the account's own things.
 */
export const hasAdminPowers = (user: StoredUser): boolean => user.isAdmin && user.twoStep !== undefined;

export const twoStepStatus = (user: StoredUser): TwoStepStatus => ({
  enabled: user.twoStep !== undefined,
  required: user.isAdmin,
});
