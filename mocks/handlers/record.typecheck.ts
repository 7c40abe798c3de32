/**
 * Compile-time checks of the handler record, run by `npm run typecheck`: each `@ts-expect-error`
 * below must meet an error, or the typecheck fails. They pin down that a handler missing from the
 * record, or one for a call the endpoint table does not have, does not compile.
 */
import { json } from './http';
import type { HandlerRecord, Handlers } from './record';

declare const everyHandler: HandlerRecord;

// @ts-expect-error -- the record without the handler of `logout` is not a HandlerRecord.
export const missingOne: HandlerRecord = (({ logout: _left, ...rest }) => rest)(everyHandler);

export const extraOne: Handlers<'getCurrentUser'> = {
  getCurrentUser: () => json({}),
  // @ts-expect-error -- `getEverything` is not a call of the endpoint table.
  getEverything: () => json({}),
};

export const typedParams: Handlers<'getDispute'> = {
  // @ts-expect-error -- getDispute's path has `{id}`, not `{disputeId}`.
  getDispute: ({ params }) => json(params.disputeId),
};
