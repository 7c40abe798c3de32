export * from './entities';
export * from './requests';
export * from './client';
export * from './calls';
export * from './swr';
export * from './scamCheck';
export * from './tabSync';
