/**
 * The document's component schemas, converted from the valibot schemas in src/api: responses as
 * they arrive (output), request bodies as they may be sent (input).
 */
import { toJsonSchema, type JsonSchema } from '@valibot/to-json-schema';
import type { GenericSchema } from 'valibot';
import * as api from '../src/api';

/** Responses are described as they arrive (output); request bodies as they may be sent (input). */
export const RESPONSE_SCHEMAS: Record<string, GenericSchema> = {
  User: api.UserSchema,
  DisputeSummary: api.DisputeSummarySchema,
  Dispute: api.DisputeSchema,
  AdminDispute: api.AdminDisputeSchema,
  LastCreatedDispute: api.LastCreatedDisputeSchema,
  Message: api.MessageSchema,
  Notification: api.NotificationSchema,
  ScamAlert: api.ScamAlertSchema,
  SecurityTip: api.SecurityTipSchema,
  EducationalResource: api.EducationalResourceSchema,
  AdminStats: api.AdminStatsSchema,
  SimilarCase: api.SimilarCaseSchema,
  Error: api.ErrorBodySchema,
  ScamCheckResult: api.ScamCheckResultSchema,
};

export const REQUEST_SCHEMAS: Record<string, GenericSchema> = {
  LoginRequest: api.LoginRequestSchema,
  RegisterRequest: api.RegisterRequestSchema,
  CreateDisputeRequest: api.CreateDisputeRequestSchema,
  PostMessageRequest: api.PostMessageRequestSchema,
  ResolutionPayload: api.ResolutionPayloadSchema,
};

function convert(schema: GenericSchema, typeMode: 'input' | 'output'): JsonSchema {
  // Checks valibot cannot express in JSON Schema (custom checks, transforms) are left out;
  // the prose of each operation names the rules that matter.
  const { $schema: _dropped, ...json } = toJsonSchema(schema, { target: 'draft-2020-12', typeMode, errorMode: 'ignore' });
  return json;
}

/** Every component schema of the document, by name. */
export function componentSchemas(): Record<string, JsonSchema> {
  const schemas: Record<string, JsonSchema> = {};
  for (const [name, schema] of Object.entries(RESPONSE_SCHEMAS)) schemas[name] = convert(schema, 'output');
  for (const [name, schema] of Object.entries(REQUEST_SCHEMAS)) schemas[name] = convert(schema, 'input');
  return schemas;
}
