/**
 * Password reset by e-mailed link (an extension; docs/server.md#password-reset): the two calls'
 * bodies and the sentences their refusals carry, shared by the server, which says them, and the
 * reset page, which tells its states apart by them.
 */
import * as v from 'valibot';
import { textRules } from './documentedRules';
import { emailField } from './requestFields';
import { PasswordSchema } from './requests';

/** How long a reset link works after it was sent. */
export const RESET_LINK_MINUTES = 30;
/** The app's page a reset link opens, with `?token=`. */
export const RESET_PAGE_PATH = '/reset-password';

/** Word for word (docs/texts.md#password-reset): the three ways a link is refused, each 422 on `token`. */
export const RESET_LINK_EXPIRED = 'This reset link has expired.';
export const RESET_LINK_USED = 'This reset link has already been used.';
export const RESET_LINK_INVALID = 'This reset link is not valid.';

/** The link's token: what the server hands out is 43 base64url characters; anything up to 200 is looked up. */
const TokenSchema = v.pipe(
  v.string(RESET_LINK_INVALID),
  ...textRules({ minLength: 1, message: RESET_LINK_INVALID }, { maxLength: 200, message: RESET_LINK_INVALID }),
);

export const PasswordResetRequestSchema = v.object({
  email: emailField('Please enter a valid email address'),
});

export const PasswordResetConfirmSchema = v.object({
  token: TokenSchema,
  /** The registration rules (./requests.ts PasswordSchema). */
  password: PasswordSchema,
});

export type PasswordResetRequest = v.InferInput<typeof PasswordResetRequestSchema>;
export type PasswordResetConfirm = v.InferInput<typeof PasswordResetConfirmSchema>;

export type ResetLinkProblem = 'expired' | 'used' | 'invalid';

/** Which refusal a confirm's sentence is, or null for another sentence. */
export function resetLinkProblem(message: string | undefined): ResetLinkProblem | null {
  if (message === RESET_LINK_EXPIRED) return 'expired';
  if (message === RESET_LINK_USED) return 'used';
  if (message === RESET_LINK_INVALID) return 'invalid';
  return null;
}
