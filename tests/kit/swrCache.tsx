/** A fresh SWR cache for one test, with the app's SWR rules, so no answer leaks between tests. */
import type { ReactNode } from 'react';
import { SWRConfig, type Cache } from 'swr';
import { swrConfig } from '../../src/data';

export function withCache(): { cache: Cache; wrapper: ({ children }: { children: ReactNode }) => ReactNode } {
  const cache = new Map() as unknown as Cache;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ ...swrConfig, dedupingInterval: 0, provider: () => cache }}>{children}</SWRConfig>
  );
  return { cache, wrapper };
}
