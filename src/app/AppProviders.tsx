/**
 * Everything a screen needs around it: theme, the SWR rules (no revalidation on focus, reconnect
 * or staleness, no retries), auth state, toasts, demo controls, and following what changes
 * elsewhere: the browser's other tabs, and the server's live stream.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { SWRConfig, type Cache } from 'swr';
import { swrConfig, useReadPreloading } from '../data';
import { AuthProvider, useAuth } from '../features/auth';
import { Toaster, system } from '../theme';
import type { DemoState } from '../config/demoState';
import { DemoContext } from '../config/demoContext';
import { DemoRecoveryNotice } from './DemoRecoveryNotice';
import { FollowOtherTabs } from './followOtherTabs';

/**
 * The live stream is only for someone signed in, so its code arrives with the session: a visitor's
 * first visit never loads it (docs/performance.md#heavy-parts-load-when-needed).
 */
const LiveUpdates = lazy(() => import('./liveUpdates').then((module) => ({ default: module.LiveUpdates })));

function LiveUpdatesWhileSignedIn() {
  const { user } = useAuth();
  return user ? (
    <Suspense fallback={null}>
      <LiveUpdates />
    </Suspense>
  ) : null;
}

export interface AppProvidersProps {
  demo: DemoState;
  children: ReactNode;
  /**
   * Tests pass a fresh `() => new Map()` so no cached read leaks from one test to the next;
   * the app keeps SWR's default global cache.
   */
  swrProvider?: () => Cache | Map<string, unknown>;
}

/** Renders nothing; lets the reads a route's loader started reach this SWR cache (src/data/preload.ts). */
function ReadPreloading(): null {
  useReadPreloading();
  return null;
}

export function AppProviders({ demo, children, swrProvider }: AppProvidersProps) {
  const tracked = {
    ...swrConfig,
    // A request still in flight is shared, but a finished one is not reused: a page that opens
    // just after its reads were forgotten (signed out by another tab, then signed in again) would
    // otherwise get the answer from before, which SWR then discards, and wait for ever.
    dedupingInterval: 0,
  };
  // Any Map is a valid SWR cache at run time; SWR's type only narrows what it stores in it.
  const config = swrProvider ? { ...tracked, provider: swrProvider as () => Cache } : tracked;
  return (
    <ChakraProvider value={system}>
      <SWRConfig value={config}>
        <FollowOtherTabs />
        <ReadPreloading />
        <DemoContext.Provider value={demo}>
          <AuthProvider>
            {children}
            <LiveUpdatesWhileSignedIn />
            <DemoRecoveryNotice />
          </AuthProvider>
        </DemoContext.Provider>
      </SWRConfig>
      <Toaster />
    </ChakraProvider>
  );
}
