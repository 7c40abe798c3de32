/**
 * What the account calls answer (signed-in devices, two-step sign-in), loaded with the account
 * pages' code and named by the endpoint table by export (./deferredSchema.ts): every page carries
 * the endpoint table, and only the account pages make these calls.
 */
import { listOf } from './lists';
import { PasskeySchema } from './passkeys';
import { SessionSchema } from './sessions';

export { EndedSessionsSchema } from './sessions';
export { RecoveryCodesSchema, TotpSetupSchema } from './twoStep';
export { EmailNotificationsSchema } from './emailNotifications';
export const SessionsSchema = listOf(SessionSchema);
export { PasskeySchema, RegistrationOptionsSchema, SignInOptionsSchema } from './passkeys';
export const PasskeysSchema = listOf(PasskeySchema);
