/**
 * The support desk's own part of the contract: what only the admin calls send and answer, and the
 * rules of the team's settings and reports. Admin code imports it from here; ./index.ts does not
 * export it, so a user's page, whose code reaches that file, never carries it (./adminSchemas.ts).
 */
export * from './adminEntities';
export * from './adminRequests';
export * from './figureQuery';
export * from './reportAnswer';
export * from './reports';
export * from './settings';
