/**
 * Two-step sign-in (docs/server.md#two-step-sign-in), an extension of the contract: an account may
 * add a time-based code from an authenticator app to its password; every admin must. The texts are
 * shown word for word (docs/texts.md#two-step-sign-in).
 */
import * as v from 'valibot';
import { textRules } from './documentedRules';

/** The message of login's 401 when the password matched and a code is needed next. */
export const SECOND_STEP_NEEDED = 'Enter the 6-digit code from your authenticator app';
export const WRONG_CODE = 'That code is not right. Check your authenticator app and try again.';
export const CHALLENGE_EXPIRED = 'This sign-in has expired or is not known. Please sign in again.';
/** An admin call's 403 while the admin's account has no second step; its `reason` tells it apart. */
export const ENROLMENT_REQUIRED = 'Set up two-step sign-in before using the admin tools.';
export const ENROLMENT_REQUIRED_REASON = 'two_step_enrolment_required';
export const ADMINS_MUST_KEEP = 'Admins must keep two-step sign-in';
export const ALREADY_ON = 'Two-step sign-in is already on.';
export const NOT_ON = 'Two-step sign-in is not on.';
export const NO_SETUP = 'Start setting up two-step sign-in first.';
export const CODE_FORMAT = 'Enter the 6-digit code from your authenticator app';
export const CODE_REQUIRED = 'Enter a code';

/** How many recovery codes an account holds; each works once. */
export const RECOVERY_CODE_COUNT = 10;
/** How long a password-checked sign-in waits for its code. */
export const CHALLENGE_LIFETIME_MS = 5 * 60_000;

/** A six-digit code from the app, as the form sends it (spaces, which apps show as `123 456`, removed). */
export const TotpCodeSchema = v.pipe(v.string(CODE_FORMAT), ...textRules({ pattern: /^\d{6}$/, message: CODE_FORMAT }));

/** The code of the second step: six digits, or a recovery code (any case, hyphens and spaces ignored). */
export const SecondStepRequestSchema = v.object({
  challenge: v.pipe(
    v.string(CHALLENGE_EXPIRED),
    ...textRules({ minLength: 1, message: CHALLENGE_EXPIRED }, { maxLength: 200, message: CHALLENGE_EXPIRED }),
  ),
  code: v.pipe(
    v.string(CODE_REQUIRED),
    ...textRules({ minLength: 1, message: CODE_REQUIRED }, { maxLength: 64, message: WRONG_CODE }),
  ),
});

/** A call that needs the current code from the app. */
export const TwoStepCodeRequestSchema = v.object({ code: TotpCodeSchema });

export const TotpSetupSchema = v.object({
  /** Base32, for typing into an app by hand. */
  secret: v.string(),
  /** `otpauth://totp/…`, what the QR code carries. */
  otpauthUri: v.string(),
});

export const RecoveryCodesSchema = v.object({
  recoveryCodes: v.pipe(v.array(v.string()), v.length(RECOVERY_CODE_COUNT)),
});

/** What the current-user answer says of two-step sign-in; absent from a server without the extension. */
export const TwoStepStatusSchema = v.object({
  enabled: v.boolean(),
  /** True for an admin: their admin calls are refused until it is enabled. */
  required: v.boolean(),
  /** How many passkeys the account holds (docs/server.md#passkeys); each is a second step too. */
  passkeys: v.optional(v.number()),
});

export type SecondStepRequest = v.InferInput<typeof SecondStepRequestSchema>;
export type TotpSetup = v.InferOutput<typeof TotpSetupSchema>;
export type RecoveryCodes = v.InferOutput<typeof RecoveryCodesSchema>;
export type TwoStepStatus = v.InferOutput<typeof TwoStepStatusSchema>;
