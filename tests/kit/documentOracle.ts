/**
 * Both judges of a request body, for tests that hold them to the same verdict: the server's (the
 * valibot schema, with the `fieldErrors` it would answer) and the document's (the JSON Schema
 * openapi.json carries for it, converted as `npm run openapi` converts it and checked by ajv with
 * ajv-formats, as an integrator's server would).
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import * as v from 'valibot';
import { requestJsonSchema } from '../../scripts/openapi-schemas';
import { toFieldErrors } from '../../src/api/requests';

type ObjectSchema = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;

const ajv = new Ajv2020({ strict: false });
addFormats(ajv);
const compiled = new WeakMap<v.GenericSchema, ValidateFunction>();

/** Whether the document's schema for this request body accepts `body`. */
export function documentAccepts(schema: v.GenericSchema, body: unknown): boolean {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(requestJsonSchema(schema));
    compiled.set(schema, validate);
  }
  return validate(body);
}

/** The `fieldErrors` the server would answer for `body`; `{}` when it accepts it. */
export function serverErrors(schema: ObjectSchema, body: unknown): Record<string, string[]> {
  const result = v.safeParse(schema, body);
  return result.success ? {} : toFieldErrors(schema, result.issues);
}
