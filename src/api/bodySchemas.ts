/**
 * Request bodies the endpoint table names without loading (./deferredSchema.ts): the client never
 * parses a body it sends, so only the mock backend, the document's generator and the form that
 * builds the body hold them. A filing's schema carries every network's rules and descriptions
 * (./transactionFields.ts), weight no page should pay for just to call the API.
 */
export { CreateDisputeRequestSchema } from './disputeRequest';
