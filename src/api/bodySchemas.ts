/**
 * Request bodies the endpoint table names without loading (./deferredSchema.ts): the client never
 * parses a body it sends, so only the mock backend, the document's generator and the form that
 * builds the body hold them. A filing's schema carries every network's rules and descriptions
 * (./transactionFields.ts), weight no page should pay for just to call the API.
 */
export { CreateDisputeRequestSchema } from './disputeRequest';
// Two-step sign-in's bodies (docs/server.md#two-step-sign-in): off the sign-in page's first load.
export { SecondStepRequestSchema, TwoStepCodeRequestSchema } from './twoStep';
// Passkeys' bodies (docs/server.md#passkeys).
export {
  PasskeyRegistrationRequestSchema,
  PasskeySignInOptionsRequestSchema,
  PasskeySignInRequestSchema,
} from './passkeys';
// Password reset's bodies (docs/server.md#password-reset): off the public pages' first load.
export { PasswordResetConfirmSchema, PasswordResetRequestSchema } from './passwordReset';
// The notification e-mails' switches (docs/server.md#notification-e-mails).
export { EmailNotificationsUpdateSchema } from './emailNotifications';
