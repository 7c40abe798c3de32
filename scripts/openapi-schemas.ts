/**
 * The document's component schemas, converted from the valibot schemas in src/api: responses as
 * they arrive (output), request bodies as they may be sent (input).
 */
import { CreateDisputeRequestSchema } from '../src/api/disputeRequest';
import { EmailNotificationsSchema, EmailNotificationsUpdateSchema } from '../src/api/emailNotifications';
import {
  PasskeyRegistrationRequestSchema,
  PasskeySchema,
  PasskeySignInOptionsRequestSchema,
  PasskeySignInRequestSchema,
  RegistrationOptionsSchema,
  SignInOptionsSchema,
} from '../src/api/passkeys';
import { PasswordResetConfirmSchema, PasswordResetRequestSchema } from '../src/api/passwordReset';
import { toJsonSchema, type JsonSchema } from '@valibot/to-json-schema';
import type { GenericSchema } from 'valibot';
import * as api from '../src/api';
import * as admin from '../src/api/admin';
import {
  RecoveryCodesSchema,
  SecondStepRequestSchema,
  TotpSetupSchema,
  TwoStepCodeRequestSchema,
} from '../src/api/twoStep';

/** Responses are described as they arrive (output); request bodies as they may be sent (input). */
export const RESPONSE_SCHEMAS: Record<string, GenericSchema> = {
  User: api.UserSchema,
  DisputeSummary: api.DisputeSummarySchema,
  Dispute: api.DisputeSchema,
  AdminDispute: admin.AdminDisputeSchema,
  LastCreatedDispute: api.LastCreatedDisputeSchema,
  Message: api.MessageSchema,
  Notification: api.NotificationSchema,
  ScamAlert: api.ScamAlertSchema,
  SecurityTip: api.SecurityTipSchema,
  EducationalResource: api.EducationalResourceSchema,
  AdminStats: admin.AdminStatsSchema,
  SimilarCase: admin.SimilarCaseSchema,
  Error: api.ErrorBodySchema,
  ScamCheckResult: api.ScamCheckResultSchema,
  AdminAccount: admin.AdminAccountSchema,
  Evidence: api.EvidenceSchema,
  MessageCreatedEvent: api.MessageCreatedEventSchema,
  DisputeUpdatedEvent: api.DisputeUpdatedEventSchema,
  NotificationCreatedEvent: api.NotificationCreatedEventSchema,
  NotificationReadEvent: api.NotificationReadEventSchema,
  AccountUpdatedEvent: api.AccountUpdatedEventSchema,
  SettingsUpdatedEvent: api.SettingsUpdatedEventSchema,
  SessionsUpdatedEvent: api.SessionsUpdatedEventSchema,
  ResetEvent: api.ResetEventSchema,
  ReadyEvent: api.ReadyEventSchema,
  Report: admin.ReportSchema,
  Settings: admin.SettingsSchema,
  Session: api.SessionSchema,
  EndedSessions: api.EndedSessionsSchema,
  TotpSetup: TotpSetupSchema,
  RecoveryCodes: RecoveryCodesSchema,
  EmailNotifications: EmailNotificationsSchema,
  Passkey: PasskeySchema,
  PasskeyRegistrationOptions: RegistrationOptionsSchema,
  PasskeySignInOptions: SignInOptionsSchema,
};

export const REQUEST_SCHEMAS: Record<string, GenericSchema> = {
  LoginRequest: api.LoginRequestSchema,
  RegisterRequest: api.RegisterRequestSchema,
  PasswordResetRequest: PasswordResetRequestSchema,
  PasswordResetConfirm: PasswordResetConfirmSchema,
  EmailNotificationsUpdate: EmailNotificationsUpdateSchema,
  CreateDisputeRequest: CreateDisputeRequestSchema,
  PostMessageRequest: api.PostMessageRequestSchema,
  ResolutionPayload: admin.ResolutionPayloadSchema,
  AdminMessageRequest: admin.AdminMessageRequestSchema,
  AssignRequest: admin.AssignRequestSchema,
  StatusChangeRequest: admin.StatusChangeRequestSchema,
  ReopenRequest: admin.ReopenRequestSchema,
  SettingsRequest: admin.SettingsRequestSchema,
  SecondStepRequest: SecondStepRequestSchema,
  TwoStepCodeRequest: TwoStepCodeRequestSchema,
  PasskeyRegistrationRequest: PasskeyRegistrationRequestSchema,
  PasskeySignInOptionsRequest: PasskeySignInOptionsRequestSchema,
  PasskeySignInRequest: PasskeySignInRequestSchema,
};

/**
 * Request bodies must say everything the server enforces, so their conversion fails on any action
 * it cannot express instead of dropping it. The actions skipped here are stated another way:
 * - `raw_check`: src/api/documentedRules.ts's checks, each followed by the metadata that states it;
 * - `partial_check`: a rule across fields, stated by the object's metadata (`if`/`then`);
 * - `trim`: runs after every rule, so it changes what is stored, never what is accepted;
 * - `finite`: JSON has no NaN or Infinity, and a number literal too large for a double parses to
 *   ±Infinity, which the minimum and maximum beside every `finite` refuse in the document too.
 */
const REQUEST_ACTIONS_STATED_OTHERWISE = ['raw_check', 'partial_check', 'trim', 'finite'];

/**
 * Fails when a pipe checks a value after transforming it (a rule after `trim()`, say): the
 * document states no transformation, so it would describe that rule on another value than the
 * server judges.
 */
function assertRulesBeforeTransforms(schema: unknown, path: string): void {
  if (typeof schema !== 'object' || schema === null) return;
  const node = schema as {
    pipe?: { kind: string; type: string }[];
    entries?: Record<string, unknown>;
    options?: unknown[];
    wrapped?: unknown;
  };
  let transformed = false;
  for (const item of node.pipe ?? []) {
    if (item.kind === 'schema' && item !== node.pipe?.[0]) assertRulesBeforeTransforms(item, path);
    if (item.kind === 'transformation') transformed = true;
    else if (transformed && item.kind === 'validation')
      throw new Error(
        `${path}: "${item.type}" runs after a transformation, so the document would state it of another value`,
      );
  }
  if (node.pipe?.[0]) assertRulesBeforeTransforms(node.pipe[0], path);
  for (const [key, entry] of Object.entries(node.entries ?? {})) assertRulesBeforeTransforms(entry, `${path}.${key}`);
  for (const option of node.options ?? []) assertRulesBeforeTransforms(option, path);
  assertRulesBeforeTransforms(node.wrapped, path);
}

/** A request body as it may be sent (input), with every rule the server applies to it. */
export function requestJsonSchema(schema: GenericSchema): JsonSchema {
  assertRulesBeforeTransforms(schema, 'body');
  const { $schema: _dropped, ...json } = toJsonSchema(schema, {
    target: 'draft-2020-12',
    typeMode: 'input',
    errorMode: 'throw',
    ignoreActions: REQUEST_ACTIONS_STATED_OTHERWISE,
  });
  return json;
}

/** A response as it arrives (output). */
function responseJsonSchema(schema: GenericSchema): JsonSchema {
  // Checks valibot cannot express in JSON Schema (custom checks, transforms) are left out;
  // the prose of each operation names the rules that matter.
  const { $schema: _dropped, ...json } = toJsonSchema(schema, {
    target: 'draft-2020-12',
    typeMode: 'output',
    errorMode: 'ignore',
  });
  return json;
}

/** Every component schema of the document, by name. */
export function componentSchemas(): Record<string, JsonSchema> {
  const schemas: Record<string, JsonSchema> = {};
  for (const [name, schema] of Object.entries(RESPONSE_SCHEMAS)) schemas[name] = responseJsonSchema(schema);
  for (const [name, schema] of Object.entries(REQUEST_SCHEMAS)) schemas[name] = requestJsonSchema(schema);
  return schemas;
}
