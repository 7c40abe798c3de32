/**
 * Pages that update themselves (docs/server.md#live-updates): while someone is signed in, this tab
 * holds one live stream, and each event fetches again only the reads its changes alter, as the one
 * table of changes says (src/api/changes.ts; a dispute's own reads only for that dispute). Events that arrive
 * together are followed together. After the stream was lost, everything on screen is fetched again
 * once it is back; while it stays lost for more than a few seconds, a small notice says so.
 */
import { Box, HStack, Spinner, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useSWRConfig } from 'swr';
import { changesOfEvent, keysChangedBy } from '../api';
import { canStreamLive, openLiveStream, type LiveStreamState } from '../api/liveStream';
import { refreshReads } from '../data';
import { SESSION_KEY, useAuth } from '../features/auth';

export const RECONNECTING_TEXT = 'Reconnecting…';
/** A stream down for less than this is not worth a word: most drops heal in a second. */
export const RECONNECTING_NOTICE_DELAY_MS = 4_000;

/** Follows the live stream for the signed-in person; renders the reconnecting notice when needed. */
export function LiveUpdates() {
  const { user } = useAuth();
  const { cache, mutate } = useSWRConfig();
  const userId = user?.id;
  // The stream's state, and whose stream it was: a state left from the previous person means nothing.
  const [stream, setStream] = useState<{ userId: string; state: LiveStreamState } | null>(null);

  useEffect(() => {
    if (userId === undefined || !canStreamLive()) return undefined;
    const pending: ((key: string) => boolean)[] = [];
    let scheduled = false;
    const follow = (changed: (key: string) => boolean) => {
      pending.push(changed);
      if (scheduled) return;
      scheduled = true;
      // Events of one write arrive together: one pass of fetching for all of them.
      setTimeout(() => {
        scheduled = false;
        const batch = pending.splice(0);
        refreshReads(cache, mutate, (key) => batch.some((matches) => matches(key))).catch((error: unknown) => {
          console.warn('Could not refresh after a live update:', error);
        });
      }, 0);
    };
    const stop = openLiveStream({
      onState: (next) => {
        setStream({ userId, state: next });
        // A stream that ends may mean the session did (signed out elsewhere, expired, suspended):
        // asked now, that sends this tab to sign in; an unreachable server keeps the person signed in.
        if (next === 'down') void mutate(SESSION_KEY);
      },
      onEvent: (type, data, { reconnected }) => {
        if (type === 'reset' || (type === 'ready' && reconnected)) {
          // Anything may have changed while the stream was away, the session included (a session
          // that ended sends this tab to sign in).
          follow(() => true);
          return;
        }
        if (type !== 'ready') follow(keysChangedBy(changesOfEvent(type, data)));
      },
    });
    return stop;
  }, [userId, cache, mutate]);

  return <ReconnectingNotice down={stream !== null && stream.userId === userId && stream.state === 'down'} />;
}

/** "Reconnecting…", once the stream has been down for a few seconds; gone as soon as it is back. */
export function ReconnectingNotice({
  down,
  delayMs = RECONNECTING_NOTICE_DELAY_MS,
}: {
  down: boolean;
  delayMs?: number;
}) {
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    if (!down) return undefined;
    const timer = setTimeout(() => setWaited(true), delayMs);
    return () => {
      clearTimeout(timer);
      setWaited(false);
    };
  }, [down, delayMs]);
  // The region is there from the moment the stream drops, so the words, when they come, are announced.
  if (!down) return null;

  return (
    <Box role="status" position="fixed" insetStart="4" bottom="4" zIndex="toast" pointerEvents="none">
      {waited ? (
        <HStack gap="2" bg="bg.panel" borderWidth="1px" borderRadius="full" px="3" py="1.5" boxShadow="md">
          <Spinner size="xs" color="fg.muted" aria-hidden />
          <Text textStyle="sm">{RECONNECTING_TEXT}</Text>
        </HStack>
      ) : null}
    </Box>
  );
}
