/**
 * SWR over the endpoint table (src/api): `useApi('getDispute', { id })` reads and owns its key;
 * `useApiWrite('resolveDispute')` gives `{ trigger, isPending, error, reset }`, and after a write
 * fetches again the reads its changes alter (src/api/changes.ts). The cache rules: never stale on
 * a timer, no refetch on focus or reconnect, no retry.
 */
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import useSWR, {
  unstable_serialize,
  useSWRConfig,
  type Cache,
  type Middleware,
  type SWRConfiguration,
  type SWRResponse,
} from 'swr';
import {
  call,
  endpoints,
  readable,
  unreadable,
  readKey,
  changesOfWrite,
  changesToRefresh,
  keysChangedBy,
  type CallArgs,
  type CallInput,
  type CallOutput,
  type Change,
  type EndpointDefinition,
  type FileCallName,
  type ReadName,
  type TakesNoInput,
  type UnreadableItem,
  type WriteName,
} from '../api';
import { takePreloaded } from './preload';

export {
  isPageHandle,
  preloadRead,
  preloadReads,
  useReadPreloading,
  type PageHandle,
  type PlainReadName,
} from './preload';

/** Which reads have a mounted hook, per SWR cache; counted by `mountedReads` in the config's `use`. */
const mountedByCache = new WeakMap<Cache, Map<string, number>>();

const mountedReads: Middleware = (useSWRNext) =>
  function useCountedRead(key, fetcher, config) {
    const serialized = unstable_serialize(key);
    const { cache } = useSWRConfig();
    // A layout effect, as SWR subscribes its hook to refreshes: a page that leaves the screen stops
    // counting in the same commit, never a moment after (a refresh in between would be lost on it).
    useLayoutEffect(() => {
      if (!serialized) return undefined;
      const counts = mountedByCache.get(cache) ?? new Map<string, number>();
      mountedByCache.set(cache, counts);
      counts.set(serialized, (counts.get(serialized) ?? 0) + 1);
      return () => {
        const left = (counts.get(serialized) ?? 1) - 1;
        if (left > 0) counts.set(serialized, left);
        else counts.delete(serialized);
      };
    }, [cache, serialized]);
    return useSWRNext(key, fetcher, config);
  };

export const swrConfig = {
  // Counts which reads are on screen, so a refresh refetches those and empties the others.
  use: [mountedReads],
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  refreshInterval: 0,
  shouldRetryOnError: false,
  errorRetryCount: 0,
} satisfies SWRConfiguration;

const isMounted = (cache: Cache, key: string) => mountedByCache.get(cache)?.has(key) ?? false;

/** SWR's own entries for useSWRInfinite and subscriptions, which its key-filter mutate skips too. */
const INTERNAL_KEY = /^\$(inf|sub)\$/;

type Mutate = ReturnType<typeof useSWRConfig>['mutate'];

/**
 * Fetches again the cached reads `which` picks. A read on screen keeps its answer while it is
 * fetched (no flash of a loading state); one that is not is emptied, so its page fetches it when
 * it next opens instead of showing a kept answer unchecked (the cache rules never refetch stale data).
 */
export async function refreshReads(cache: Cache, mutate: Mutate, which: (key: string) => boolean): Promise<void> {
  const work: Promise<unknown>[] = [];
  for (const key of [...cache.keys()]) {
    if (INTERNAL_KEY.test(key) || !which(key)) continue;
    work.push(isMounted(cache, key) ? mutate(key) : mutate(key, undefined, { revalidate: true }));
  }
  await Promise.all(work);
}

/** `null` skips the read (SWR's conditional fetching), for a read that waits on another. */
type ReadArgs<N extends ReadName> =
  TakesNoInput<N> extends true
    ? [input?: CallInput<N> | null, config?: SWRConfiguration<CallOutput<N>, unknown>]
    : [input: CallInput<N> | null, config?: SWRConfiguration<CallOutput<N>, unknown>];

/**
 * Whether a read may go without input: no path parameter and no body. A query the types require
 * is never left out; an optional one (the admin list's figure) may be.
 */
const takesNoInput = (endpoint: EndpointDefinition) => !endpoint.path.includes('{') && !endpoint.body;

export function useApi<N extends ReadName>(
  name: N,
  ...[input, config]: ReadArgs<N>
): SWRResponse<CallOutput<N>, unknown> {
  const args = (input === null || input === undefined ? [] : [input]) as CallArgs<N>;
  const skip = input === null || (input === undefined && !takesNoInput(endpoints[name]));
  const key = skip ? null : readKey(name, ...args);
  return useSWR<CallOutput<N>, unknown>(
    key,
    // A read a route's loader started (./preload.ts) is taken over rather than sent twice.
    () => (key ? (takePreloaded(key) as Promise<CallOutput<N>> | undefined) : undefined) ?? call(name, ...args),
    config,
  );
}

/** The reads that answer a list. */
export type ListReadName = { [N in ReadName]: CallOutput<N> extends readonly unknown[] ? N : never }[ReadName];
type ItemOf<N extends ListReadName> =
  CallOutput<N> extends readonly (infer Item)[] ? Exclude<Item, UnreadableItem> : never;

export interface ListRead<Item> {
  /** The items that were read, in the server's order. */
  data: Item[] | undefined;
  /** The items the server sent that could not be read, for `UnreadableItems` to show. */
  unreadable: readonly UnreadableItem[];
  error: unknown;
  isLoading: boolean;
  mutate: () => Promise<unknown>;
}

const NONE: readonly UnreadableItem[] = [];

/** A list read, split into the items that were read and those that were not. */
export function useApiList<N extends ListReadName>(name: N, ...args: ReadArgs<N>): ListRead<ItemOf<N>> {
  const read = useApi(name, ...args);
  const answer = read.data as readonly (ItemOf<N> | UnreadableItem)[] | undefined;
  const split = useMemo(
    () => (answer ? { items: readable(answer), skipped: unreadable(answer) } : undefined),
    [answer],
  );
  return {
    data: split?.items,
    unreadable: split?.skipped ?? NONE,
    error: read.error,
    isLoading: read.isLoading,
    mutate: read.mutate,
  };
}

/**
 * Fetches again what these changes alter (../api/changes.ts): those a live stream of this tab
 * does not report (`changesToRefresh`, asked as the write left). Never fails: the change is done
 * whatever happens to the refresh.
 */
function refreshChanged(cache: Cache, mutate: Mutate, ours: readonly Change[]): void {
  if (ours.length === 0) return;
  refreshReads(cache, mutate, keysChangedBy(ours)).catch((error: unknown) => {
    console.warn('Could not refresh after a change:', error);
  });
}

/** A write and its state: pending while a call is on its way, and the last call's failure. */
export interface ApiWrite<N extends WriteName> {
  /** Sends the write; resolves with its answer, or rejects with the failure `error` then holds. */
  trigger: (...args: CallArgs<N>) => Promise<CallOutput<N>>;
  isPending: boolean;
  /** The last call's failure, until the next call or `reset`; undefined after a success. */
  error: unknown;
  reset: () => void;
}

/**
 * A write that, once accepted, fetches again the reads its changes alter, and keeps its own state
 * (`isPending`, `error`), so no caller keeps them by hand. `trigger` resolves as soon as the write
 * is accepted: the reads off screen are emptied at once (their pages fetch them when they open),
 * and those on screen update when their answers arrive, so the caller can clear a form or move on
 * without waiting for them. While calls overlap it stays pending until the last one ends, and the
 * error is the last one's.
 */
export function useApiWrite<N extends WriteName>(name: N): ApiWrite<N> {
  const { cache, mutate } = useSWRConfig();
  const [state, setState] = useState<{ pending: number; error: unknown }>({ pending: 0, error: undefined });
  const latest = useRef(0);
  const trigger = useCallback(
    async (...args: CallArgs<N>) => {
      const mine = ++latest.current;
      // Asked as the write leaves, not when it is answered: a stream that goes live on the way may
      // have opened after the server sent the write's events (docs/server.md#what-a-change-refreshes).
      const ours = changesToRefresh(changesOfWrite(name, args[0]));
      setState((current) => ({ pending: current.pending + 1, error: undefined }));
      try {
        const output = await call(name, ...args);
        setState((current) => ({ pending: current.pending - 1, error: current.error }));
        refreshChanged(cache, mutate, ours);
        return output;
      } catch (error) {
        setState((current) => ({
          pending: current.pending - 1,
          error: mine === latest.current ? error : current.error,
        }));
        throw error;
      }
    },
    [cache, mutate, name],
  );
  const reset = useCallback(() => setState((current) => ({ pending: current.pending, error: undefined })), []);
  return useMemo(() => ({ trigger, isPending: state.pending > 0, error: state.error, reset }), [trigger, state, reset]);
}

/**
 * For a call outside the JSON client (an upload of a dispute's file, ../api/upload.ts), what
 * useApiWrite does for its write: called as the call leaves, it returns what to call once the call
 * is accepted, which fetches again the reads it changed that the live stream did not report as it
 * left.
 */
export function useRefreshAfter(name: FileCallName): (input: { id: string }) => () => void {
  const { cache, mutate } = useSWRConfig();
  return useCallback(
    (input: { id: string }) => {
      const ours = changesToRefresh(changesOfWrite(name, input));
      return () => refreshChanged(cache, mutate, ours);
    },
    [cache, mutate, name],
  );
}
