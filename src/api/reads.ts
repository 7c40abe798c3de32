/**
 * Reads and writes of the endpoint table, as the cache sees them. A read's SWR key is the path it
 * is fetched from, so a read owns its key; a write names the kinds of change it makes, and
 * ./changes.ts says which reads those alter.
 */
import { pathOf, type CallArgs } from './calls';
import { type EndpointName, type Endpoints, type FileCallName, type StreamName } from './endpoints';

export type ReadName = {
  [N in EndpointName]: Endpoints[N]['method'] extends 'GET' ? (N extends StreamName | FileCallName ? never : N) : never;
}[EndpointName];
export type WriteName = Exclude<EndpointName, ReadName | StreamName | FileCallName>;

/** The SWR key of a read: the path (and query) it is fetched from. */
export const readKey = <N extends ReadName>(name: N, ...args: CallArgs<N>): string => pathOf(name, ...args);
