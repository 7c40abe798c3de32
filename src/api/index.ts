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
export * from './sessions';
export * from './sla';
export * from './tabSync';
export * from './changes';
// Not re-exported here, since a module's top-level schemas come along with any import of this
// barrel: a filing's body (./disputeRequest.ts), the networks and their rules (./networks.ts,
// ./transactionFields.ts, ./transactionChecks.ts, ./chainFormats.ts). Import them from their modules.
// The support desk's own schemas and rules are in ./admin.ts, not here (see there).
