/**
 * The one table of the API: every call, with what it sends and what it answers. The typed client
 * (calls.ts), the SWR hooks (src/data/index.ts), the mock backend's handler record
 * (mocks/handlers) and openapi.json are derived from it, so none of them can drift from the
 * others. Adding a call is one entry here plus its handler; the compiler points at the rest (its
 * documentation in scripts/openapi-docs.ts).
 *
 * The statuses every call of a kind may answer are not repeated per entry (see `impliedErrors`):
 * a signed-in call may answer 401 (no live session) and 403 (a suspended account's session), an
 * admin call 403 for a non-admin, a state-changing call 403 (foreign Origin), 413 and 415, a call
 * with a body or a query 400, and any call 500 or 507. `errors` lists the statuses beyond those.
 */
import * as v from 'valibot';
import type * as AccountSchemas from './accountSchemas';
import type * as AdminSchemas from './adminSchemas';
import type * as BodySchemas from './bodySchemas';
import type { ContractSchema, DeferredSchema } from './deferredSchema';
import {
  DisputeSchema,
  DisputeSummarySchema,
  EducationalResourceSchema,
  LastCreatedDisputeSchema,
  MessageSchema,
  NotificationSchema,
  ScamAlertSchema,
  SecurityTipSchema,
  UserSchema,
} from './entities';
import { EvidenceSchema } from './evidence';
import type { ChangeKind } from './changes';
import { streamEvents, type StreamEventDefinition } from './events';
import { listOf } from './lists';
import { LoginRequestSchema, PostMessageRequestSchema, RegisterRequestSchema } from './requests';
import { ScamCheckQuerySchema, ScamCheckResultSchema } from './scamCheck';

export type ObjectSchema = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;
export type Access = 'public' | 'user' | 'admin';

/** Statuses a call may answer besides its success and the ones its kind implies. */
export type ErrorStatus = 401 | 403 | 404 | 409 | 422 | 429;

export interface EndpointDefinition {
  readonly method: 'GET' | 'POST' | 'PUT';
  /** `/api/…`; a `{name}` segment is a path parameter, always percent-encoded by the client. */
  readonly path: `/api/${string}`;
  readonly access: Access;
  /** A deferred query names its fields (./deferredSchema.ts). */
  readonly query?: ContractSchema<ObjectSchema>;
  /** An admin call's body and answer schemas are deferred (./deferredSchema.ts). */
  readonly body?: ContractSchema<ObjectSchema>;
  /** Absent for a call that answers no body. */
  readonly response?: ContractSchema;
  /** 202: accepted, its work done after the answer (a password reset's mail). */
  readonly status: 200 | 201 | 202 | 204;
  readonly errors?: readonly ErrorStatus[];
  /** Login and register set the session cookie; logout expires it. */
  readonly session?: 'starts' | 'ends';
  /** Beyond the original contract; marked `x-extension` in the document. */
  readonly extension?: true;
  /**
   * The kinds of change this write makes (./changes.ts): the app fetches again the reads they
   * alter, in this tab unless the live stream reports them, and in the other tabs by the stream.
   * Empty for a write whose effect no read shows (a message mailed, a setup not yet confirmed).
   */
  readonly changes?: readonly ChangeKind[];
  /**
   * A Server-Sent Events stream (`text/event-stream`) instead of one JSON answer: its event types,
   * each with its data and the reads it changes (./events.ts). Never a read of the cache.
   */
  readonly stream?: Readonly<Record<string, StreamEventDefinition>>;
  /**
   * The body is `multipart/form-data` with one file in the field named here, sent with progress by
   * ./upload.ts (never the JSON client); its cap is the file's plus the multipart overhead.
   */
  readonly upload?: 'file';
  /** The answer is a file's bytes, opened as a link or an image (never the JSON client). */
  readonly download?: true;
}

/**
 * An admin call's schema, by its export in ./adminSchemas.ts: loaded with the admin pages' code,
 * never with a user's page (./deferredSchema.ts).
 */
type AdminSchemaKey = {
  [Key in keyof typeof AdminSchemas]: (typeof AdminSchemas)[Key] extends v.GenericSchema ? Key : never;
}[keyof typeof AdminSchemas];

function adminSchema<const Key extends AdminSchemaKey>(
  key: Key,
  fields?: readonly string[],
): DeferredSchema<(typeof AdminSchemas)[Key]> {
  return {
    deferred: true,
    source: 'admin',
    key,
    fields,
    load: () => import('./adminSchemas').then((schemas) => schemas[key]),
  };
}

/** An account call's answer schema, by its export in ./accountSchemas.ts: loaded with the account pages' code. */
function accountSchema<const Key extends keyof typeof AccountSchemas>(
  key: Key,
): DeferredSchema<(typeof AccountSchemas)[Key]> {
  return {
    deferred: true,
    source: 'account',
    key,
    load: () => import('./accountSchemas').then((schemas) => schemas[key]),
  };
}

/** A request body's schema, by its export in ./bodySchemas.ts: never loaded by a page (./deferredSchema.ts). */
function bodySchema<const Key extends keyof typeof BodySchemas>(key: Key): DeferredSchema<(typeof BodySchemas)[Key]> {
  return { deferred: true, source: 'body', key, load: () => import('./bodySchemas').then((schemas) => schemas[key]) };
}

function defineEndpoints<const Table extends { [Name in keyof Table]: EndpointDefinition }>(table: Table): Table {
  return table;
}

export const endpoints = defineEndpoints({
  getCurrentUser: { method: 'GET', path: '/api/auth/me', access: 'user', response: UserSchema, status: 200 },
  login: {
    method: 'POST',
    path: '/api/auth/login',
    access: 'public',
    body: LoginRequestSchema,
    response: UserSchema,
    status: 200,
    errors: [401, 403, 429],
    session: 'starts',
  },
  register: {
    method: 'POST',
    path: '/api/auth/register',
    access: 'public',
    body: RegisterRequestSchema,
    response: UserSchema,
    status: 201,
    errors: [409],
    session: 'starts',
  },
  logout: { method: 'POST', path: '/api/auth/logout', access: 'user', status: 204, session: 'ends' },
  // Two-step sign-in (docs/server.md#two-step-sign-in): login answers 401 with a challenge when the
  // account has a second step; this call trades the challenge and a code for the session.
  loginSecondStep: {
    method: 'POST',
    path: '/api/auth/login/second-step',
    access: 'public',
    body: bodySchema('SecondStepRequestSchema'),
    response: UserSchema,
    status: 200,
    errors: [401, 403, 429],
    session: 'starts',
    extension: true,
  },
  setupTotp: {
    method: 'POST',
    path: '/api/auth/two-step/totp/setup',
    access: 'user',
    response: accountSchema('TotpSetupSchema'),
    status: 200,
    errors: [409],
    extension: true,
    // A setup not yet confirmed shows in no read.
    changes: [],
  },
  confirmTotp: {
    method: 'POST',
    path: '/api/auth/two-step/totp/confirm',
    access: 'user',
    body: bodySchema('TwoStepCodeRequestSchema'),
    response: accountSchema('RecoveryCodesSchema'),
    status: 200,
    errors: [409, 422, 429],
    extension: true,
    // The account's other sessions end.
    changes: ['sessions'],
  },
  renewRecoveryCodes: {
    method: 'POST',
    path: '/api/auth/two-step/recovery-codes',
    access: 'user',
    body: bodySchema('TwoStepCodeRequestSchema'),
    response: accountSchema('RecoveryCodesSchema'),
    status: 200,
    errors: [409, 422, 429],
    extension: true,
    // The codes are in its answer alone.
    changes: [],
  },
  disableTwoStep: {
    method: 'POST',
    path: '/api/auth/two-step/disable',
    access: 'user',
    body: bodySchema('TwoStepCodeRequestSchema'),
    status: 204,
    errors: [409, 422, 429],
    extension: true,
    changes: [],
  },
  // Passkeys (docs/server.md#passkeys): WebAuthn registration on the account, and sign-in with one
  // as the second step or on its own. No read but the list shows them, and the list is refetched by
  // the page that changes it.
  getPasskeys: {
    method: 'GET',
    path: '/api/auth/passkeys',
    access: 'user',
    response: accountSchema('PasskeysSchema'),
    status: 200,
    extension: true,
  },
  passkeyRegistrationOptions: {
    method: 'POST',
    path: '/api/auth/passkeys/registration-options',
    access: 'user',
    response: accountSchema('RegistrationOptionsSchema'),
    status: 200,
    extension: true,
    // A ceremony begun shows in no read.
    changes: [],
  },
  registerPasskey: {
    method: 'POST',
    path: '/api/auth/passkeys',
    access: 'user',
    body: bodySchema('PasskeyRegistrationRequestSchema'),
    response: accountSchema('PasskeySchema'),
    status: 201,
    errors: [409, 422],
    extension: true,
    // The account's first second step ends its other sessions, as confirming app codes does.
    changes: ['sessions'],
  },
  removePasskey: {
    method: 'POST',
    path: '/api/auth/passkeys/{id}/remove',
    access: 'user',
    status: 204,
    errors: [404, 409],
    extension: true,
    changes: [],
  },
  passkeySignInOptions: {
    method: 'POST',
    path: '/api/auth/passkeys/sign-in-options',
    access: 'public',
    body: bodySchema('PasskeySignInOptionsRequestSchema'),
    response: accountSchema('SignInOptionsSchema'),
    status: 200,
    errors: [401],
    extension: true,
    changes: [],
  },
  passkeySignIn: {
    method: 'POST',
    path: '/api/auth/passkeys/sign-in',
    access: 'public',
    body: bodySchema('PasskeySignInRequestSchema'),
    response: UserSchema,
    status: 200,
    errors: [401, 403, 429],
    session: 'starts',
    extension: true,
  },
  // Password reset by e-mailed link (docs/server.md#password-reset): the same 202 whether or not the
  // email has an account; the confirm starts no session, it ends them all.
  requestPasswordReset: {
    method: 'POST',
    path: '/api/auth/password-reset',
    access: 'public',
    body: bodySchema('PasswordResetRequestSchema'),
    status: 202,
    errors: [429],
    extension: true,
    // A message, which no read shows.
    changes: [],
  },
  confirmPasswordReset: {
    method: 'POST',
    path: '/api/auth/password-reset/confirm',
    access: 'public',
    body: bodySchema('PasswordResetConfirmSchema'),
    status: 204,
    errors: [422, 429],
    extension: true,
    changes: ['sessions'],
  },
  // Signed-in devices (docs/server.md#signed-in-devices): the caller's own sessions, by public id.
  getSessions: {
    method: 'GET',
    path: '/api/auth/sessions',
    access: 'user',
    response: accountSchema('SessionsSchema'),
    status: 200,
    extension: true,
  },
  // Ending the caller's current session this way is a sign-out (its cookie expires), so it is not `session: 'ends'` in general.
  endSession: {
    method: 'POST',
    path: '/api/auth/sessions/{id}/end',
    access: 'user',
    status: 204,
    errors: [404],
    extension: true,
    changes: ['sessions'],
  },
  endOtherSessions: {
    method: 'POST',
    path: '/api/auth/sessions/end-others',
    access: 'user',
    response: accountSchema('EndedSessionsSchema'),
    status: 200,
    extension: true,
    changes: ['sessions'],
  },

  // The notification e-mails' switches (docs/server.md#notification-e-mails): absent, both on.
  getEmailNotifications: {
    method: 'GET',
    path: '/api/auth/email-notifications',
    access: 'user',
    response: accountSchema('EmailNotificationsSchema'),
    status: 200,
    extension: true,
  },
  setEmailNotifications: {
    method: 'PUT',
    path: '/api/auth/email-notifications',
    access: 'user',
    body: bodySchema('EmailNotificationsUpdateSchema'),
    response: accountSchema('EmailNotificationsSchema'),
    status: 200,
    extension: true,
    // Its answer is the new state, which the account page keeps; no other screen shows it.
    changes: [],
  },

  getDisputes: {
    method: 'GET',
    path: '/api/disputes',
    access: 'user',
    response: listOf(DisputeSummarySchema),
    status: 200,
  },
  createDispute: {
    method: 'POST',
    path: '/api/disputes',
    access: 'user',
    body: bodySchema('CreateDisputeRequestSchema'),
    response: DisputeSchema,
    status: 201,
    errors: [422],
    changes: ['filed', 'notified'],
  },
  getLastCreatedDispute: {
    method: 'GET',
    path: '/api/disputes/last-created',
    access: 'user',
    response: LastCreatedDisputeSchema,
    status: 200,
    errors: [404],
  },
  getDispute: {
    method: 'GET',
    path: '/api/disputes/{id}',
    access: 'user',
    response: DisputeSchema,
    status: 200,
    errors: [404],
  },
  postDisputeMessage: {
    method: 'POST',
    path: '/api/disputes/{id}/messages',
    access: 'user',
    body: PostMessageRequestSchema,
    response: MessageSchema,
    status: 201,
    errors: [404, 422],
    changes: ['message', 'notified'],
  },

  getNotifications: {
    method: 'GET',
    path: '/api/notifications',
    access: 'user',
    response: listOf(NotificationSchema),
    status: 200,
  },
  markNotificationRead: {
    method: 'POST',
    path: '/api/notifications/{id}/read',
    access: 'user',
    response: NotificationSchema,
    status: 200,
    errors: [404],
    extension: true,
    changes: ['notificationsRead'],
  },
  markAllNotificationsRead: {
    method: 'POST',
    path: '/api/notifications/read-all',
    access: 'user',
    status: 204,
    extension: true,
    changes: ['notificationsRead'],
  },
  getScamAlerts: {
    method: 'GET',
    path: '/api/scam-alerts',
    access: 'user',
    response: listOf(ScamAlertSchema),
    status: 200,
  },
  getSecurityTips: {
    method: 'GET',
    path: '/api/security-tips',
    access: 'user',
    response: listOf(SecurityTipSchema),
    status: 200,
  },
  getEducationalResources: {
    method: 'GET',
    path: '/api/educational-resources',
    access: 'user',
    response: listOf(EducationalResourceSchema),
    status: 200,
  },

  getAdminDisputes: {
    method: 'GET',
    path: '/api/admin/disputes',
    access: 'admin',
    // Optional (an extension): the disputes behind one Reports figure (docs/reports.md#opening-the-disputes-behind-a-figure).
    query: adminSchema('FigureQuerySchema', ['figure', 'from', 'to', 'type', 'assignee', 'status', 'age']),
    response: listOf(DisputeSummarySchema),
    status: 200,
  },
  getAdminStats: {
    method: 'GET',
    path: '/api/admin/stats',
    access: 'admin',
    response: adminSchema('AdminStatsSchema'),
    status: 200,
  },
  getAdminDispute: {
    method: 'GET',
    path: '/api/admin/disputes/{id}',
    access: 'admin',
    response: adminSchema('AdminDisputeSchema'),
    status: 200,
    errors: [404],
  },
  getSimilarCases: {
    method: 'GET',
    path: '/api/admin/disputes/{id}/similar',
    access: 'admin',
    response: adminSchema('SimilarCasesSchema'),
    status: 200,
    errors: [404],
  },
  resolveDispute: {
    method: 'POST',
    path: '/api/admin/disputes/{id}/resolve',
    access: 'admin',
    body: adminSchema('ResolutionPayloadSchema'),
    response: adminSchema('AdminDisputeSchema'),
    status: 200,
    errors: [404, 409, 422],
    changes: ['dispute', 'notified'],
  },
  getAdminUsers: {
    method: 'GET',
    path: '/api/admin/users',
    access: 'admin',
    response: listOf(UserSchema),
    status: 200,
  },

  checkScam: {
    method: 'GET',
    path: '/api/scam-check',
    access: 'user',
    query: v.object({ q: ScamCheckQuerySchema }),
    response: ScamCheckResultSchema,
    status: 200,
    extension: true,
  },
  suspendUser: {
    method: 'POST',
    path: '/api/admin/users/{id}/suspend',
    access: 'admin',
    response: UserSchema,
    status: 200,
    errors: [404],
    extension: true,
    changes: ['account'],
  },
  reinstateUser: {
    method: 'POST',
    path: '/api/admin/users/{id}/reinstate',
    access: 'admin',
    response: UserSchema,
    status: 200,
    errors: [404],
    extension: true,
    changes: ['account'],
  },
  endUserSessions: {
    method: 'POST',
    path: '/api/admin/users/{id}/sessions/end',
    access: 'admin',
    response: adminSchema('EndedSessionsSchema'),
    status: 200,
    errors: [404, 409],
    extension: true,
    changes: ['sessions'],
  },

  // Live updates (docs/server.md#live-updates): `Last-Event-ID` (or `lastEventId`, for a new EventSource) resumes.
  getEvents: {
    method: 'GET',
    path: '/api/events',
    access: 'user',
    query: v.object({ lastEventId: v.optional(v.pipe(v.string(), v.maxLength(100))) }),
    status: 200,
    errors: [429],
    extension: true,
    stream: streamEvents,
  },

  // Evidence (docs/server.md#evidence): the dispute's owner and admins; anyone else gets 404.
  uploadEvidence: {
    method: 'POST',
    path: '/api/disputes/{id}/evidence',
    access: 'user',
    upload: 'file',
    response: EvidenceSchema,
    status: 201,
    errors: [404, 409, 422],
    extension: true,
    changes: ['evidence'],
  },
  getDisputeEvidence: {
    method: 'GET',
    path: '/api/disputes/{id}/evidence',
    access: 'user',
    response: listOf(EvidenceSchema),
    status: 200,
    errors: [404],
    extension: true,
  },
  getEvidenceFile: {
    method: 'GET',
    path: '/api/disputes/{id}/evidence/{evidenceId}',
    access: 'user',
    download: true,
    status: 200,
    errors: [404],
    extension: true,
  },

  // The support desk (docs/server.md#support-desk).
  getAdmins: {
    method: 'GET',
    path: '/api/admin/admins',
    access: 'admin',
    response: adminSchema('AdminAccountsSchema'),
    status: 200,
    extension: true,
  },
  postAdminMessage: {
    method: 'POST',
    path: '/api/admin/disputes/{id}/messages',
    access: 'admin',
    body: adminSchema('AdminMessageRequestSchema'),
    response: MessageSchema,
    status: 201,
    errors: [404, 422],
    extension: true,
    changes: ['message', 'dispute', 'notified'],
  },
  assignDispute: {
    method: 'POST',
    path: '/api/admin/disputes/{id}/assign',
    access: 'admin',
    body: adminSchema('AssignRequestSchema'),
    response: adminSchema('AdminDisputeSchema'),
    status: 200,
    errors: [404, 409, 422],
    extension: true,
    changes: ['dispute'],
  },
  setDisputeStatus: {
    method: 'POST',
    path: '/api/admin/disputes/{id}/status',
    access: 'admin',
    body: adminSchema('StatusChangeRequestSchema'),
    response: adminSchema('AdminDisputeSchema'),
    status: 200,
    errors: [404, 409],
    extension: true,
    changes: ['dispute', 'notified'],
  },
  reopenDispute: {
    method: 'POST',
    path: '/api/admin/disputes/{id}/reopen',
    access: 'admin',
    body: adminSchema('ReopenRequestSchema'),
    response: adminSchema('AdminDisputeSchema'),
    status: 200,
    errors: [404, 409],
    extension: true,
    changes: ['dispute', 'notified'],
  },

  // Reports and the team's settings (docs/reports.md, docs/server.md#team-settings).
  getAdminReport: {
    method: 'GET',
    path: '/api/admin/reports',
    access: 'admin',
    query: adminSchema('ReportQuerySchema', ['from', 'to']),
    response: adminSchema('ReportSchema'),
    status: 200,
    extension: true,
  },
  getAdminSettings: {
    method: 'GET',
    path: '/api/admin/settings',
    access: 'admin',
    response: adminSchema('SettingsSchema'),
    status: 200,
    extension: true,
  },
  updateAdminSettings: {
    method: 'PUT',
    path: '/api/admin/settings',
    access: 'admin',
    body: adminSchema('SettingsRequestSchema'),
    response: adminSchema('SettingsSchema'),
    status: 200,
    errors: [409, 422],
    extension: true,
    changes: ['settings'],
  },
});

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
/** The live streams: opened with an EventSource, never called for one answer nor read into the cache. */
export type StreamName = { [N in EndpointName]: Endpoints[N] extends { stream: object } ? N : never }[EndpointName];
/** Calls of files, sent or fetched outside the JSON client: an upload (./upload.ts) and a download (a link). */
export type FileCallName = {
  [N in EndpointName]: Endpoints[N] extends { upload: string } | { download: true } ? N : never;
}[EndpointName];
/** Whether the JSON client calls it: not a stream, an upload or a download. */
export const isJsonCall = (endpoint: EndpointDefinition) => !endpoint.stream && !endpoint.upload && !endpoint.download;

/** The statuses a call answers because of its kind (see the comment at the top). */
export function impliedErrors(endpoint: EndpointDefinition): number[] {
  const statuses = new Set<number>(endpoint.errors ?? []);
  if (endpoint.access !== 'public') statuses.add(401).add(403);
  if (endpoint.method !== 'GET') statuses.add(403).add(413).add(415);
  if (endpoint.body || endpoint.query) statuses.add(400);
  return [...statuses].sort((a, b) => a - b);
}
