export * from './entities';
export * from './requests';
export * from './client';
export * from './calls';
export * from './endpoints';
export * from './deferredSchema';
export * from './events';
export * from './evidence';
export * from './reads';
export * from './lists';
export * from './scamCheck';
export * from './tabSync';
export * from './changes';
export * from './networks';
export * from './transactionFields';
// The network checks (./transactionChecks.ts, ./chainFormats.ts) carry hashing code: import them from
// their modules, where a form or the server needs them.
// The support desk's own schemas and rules are in ./admin.ts, not here (see there).
