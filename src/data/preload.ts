/**
 * Reads started before their page renders: a route's `clientLoader` calls `preloadRead` when the
 * router starts loading the page, so the page's data is requested alongside its code (and, on a
 * first visit, alongside the session check) instead of after its first render.
 *
 * A started read is shared: the page's hook takes the request in flight instead of sending its own.
 * One that answers before any hook took it is put in the SWR cache, unless the cache has an answer
 * already. A settled request is forgotten at once, so a refused one (a visitor who turns out to be
 * signed out) is never handed to a later page. (SWR's own `preload` keeps a request until a hook
 * takes it, refused or not.)
 */
import { useEffect, type ComponentType } from 'react';
import { useSWRConfig, type Cache } from 'swr';
import { call, readKey, type CallArgs, type ReadName, type TakesNoInput } from '../api';

type Mutate = ReturnType<typeof useSWRConfig>['mutate'];

const inFlight = new Map<string, { request: Promise<unknown>; taken: boolean }>();

/** The app's SWR cache, once the providers have mounted (`useReadPreloading`). */
let target: { cache: Cache; mutate: Mutate } | null = null;

/** Starts `name`'s read unless its answer is cached or it is already on its way. */
export function preloadRead<N extends ReadName>(name: N, ...args: CallArgs<N>): void {
  let key: string;
  try {
    key = readKey(name, ...args);
  } catch {
    // An address the read refuses (an id it cannot take): the page's own read shows why.
    return;
  }
  if (inFlight.has(key) || target?.cache.get(key)?.data !== undefined) return;
  const entry = { request: call(name, ...args), taken: false };
  inFlight.set(key, entry);
  entry.request.then(
    (data) => {
      if (inFlight.get(key) === entry) inFlight.delete(key);
      if (!entry.taken && target && target.cache.get(key)?.data === undefined) {
        void target.mutate(key, data, { revalidate: false });
      }
    },
    () => {
      if (inFlight.get(key) === entry) inFlight.delete(key);
    },
  );
}

/** A read that takes no input: the same request whoever makes it, so a page's HTML can start it. */
export type PlainReadName = { [N in ReadName]: TakesNoInput<N> extends true ? N : never }[ReadName];

/**
 * What a page's route module says about its first load (its `handle`): the reads it makes first
 * that take no input. Its prerendered HTML starts them, beside the session check (src/root.tsx, real
 * mode), and its `clientLoader` starts them otherwise, with `preloadReads`. The list lives in a
 * module of its own that both import: a `clientLoader` that refers to its module's `handle` is not
 * split from the page's code (React Router's `v8_splitRouteModules`).
 */
export interface PageHandle {
  readonly firstReads: readonly PlainReadName[];
  /**
   * What of the page needs no one's data (its heading, its introduction, its links): the signed-in
   * frame shows it in place of its skeletons while the session is checked, prerendered with the
   * page's HTML, so the page's largest text paints first (docs/performance.md#first-visit).
   */
  readonly frameIntro?: ComponentType;
}

export const isPageHandle = (handle: unknown): handle is PageHandle =>
  typeof handle === 'object' && handle !== null && Array.isArray((handle as Partial<PageHandle>).firstReads);

export function preloadReads(names: readonly PlainReadName[]): void {
  // A plain read's arguments are none; TypeScript cannot see that through the union of names.
  for (const name of names) (preloadRead as (name: PlainReadName) => void)(name);
}

/** The request in flight for `key`, now the caller's, or undefined. */
export function takePreloaded(key: string): Promise<unknown> | undefined {
  const entry = inFlight.get(key);
  if (!entry) return undefined;
  entry.taken = true;
  inFlight.delete(key);
  return entry.request;
}

/** Lets preloaded answers reach the SWR cache of the providers this is called in. */
export function useReadPreloading(): void {
  const { cache, mutate } = useSWRConfig();
  useEffect(() => {
    const mine = { cache, mutate };
    target = mine;
    return () => {
      if (target === mine) target = null;
    };
  }, [cache, mutate]);
}
