/**
 * Reads and writes of the endpoint table, as the cache sees them. A read's SWR key is the path it
 * is fetched from, so a read owns its key; a write names the reads it changes (`changes`).
 */
import { pathOf, type CallArgs } from './calls';
import {
  endpoints,
  type EndpointDefinition,
  type EndpointName,
  type Endpoints,
  type FileCallName,
  type StreamName,
  isJsonCall,
} from './endpoints';

export type ReadName = {
  [N in EndpointName]: Endpoints[N]['method'] extends 'GET' ? (N extends StreamName | FileCallName ? never : N) : never;
}[EndpointName];
export type WriteName = Exclude<EndpointName, ReadName | StreamName | FileCallName>;

/** The SWR key of a read: the path (and query) it is fetched from. */
export const readKey = <N extends ReadName>(name: N, ...args: CallArgs<N>): string => pathOf(name, ...args);

const READ_PATTERNS = (Object.keys(endpoints) as EndpointName[])
  .filter((name): name is ReadName => endpoints[name].method === 'GET' && isJsonCall(endpoints[name]))
  .map((name) => {
    const path: string = endpoints[name].path;
    const pattern = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/?]+');
    return { name, fixed: !path.includes('{'), pattern: new RegExp(`^${pattern}(\\?.*)?$`) };
  })
  // A fixed path wins over a parameter in the same place: /api/disputes/last-created is not a dispute id.
  .sort((a, b) => Number(b.fixed) - Number(a.fixed));

/** The read a cache key belongs to, if any. */
export function readOfKey(key: string): ReadName | undefined {
  return READ_PATTERNS.find((read) => read.pattern.test(key))?.name;
}

/** The reads a write changes, by name. */
export const readsChangedBy = (name: WriteName | FileCallName): ReadonlySet<string> =>
  new Set((endpoints[name] as EndpointDefinition).changes ?? []);
