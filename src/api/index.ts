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
// The support desk's own schemas and rules are in ./admin.ts, not here (see there).
