/**
 * The floating support chat of the landing page (docs/texts.md#support-chat): closed (an opener
 * button), open (the conversation) or minimised (a small bar to restore it). Opening and minimising
 * move in with framer-motion, and not at all when the visitor asks for reduced motion.
 *
 * Bundle size (docs/performance.md#heavy-parts-load-when-needed): only the opener is part of the
 * landing page. The open and minimised chat (`./ChatWindow`, with framer-motion and the panel's
 * form code) is a chunk of its own, fetched when the visitor points at or focuses the opener, so it
 * has usually arrived by the click. Opening is a transition: until the chunk is there, the opener
 * stays on screen and shows it is busy.
 */
import { Box, Button } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useRef, useState, useTransition } from 'react';
import { ChatIcon } from '../../../components/icons';
import { ChatUnavailable } from './ChatUnavailable';
import { useSupportChat } from './useSupportChat';

const loadChatWindow = () => import('./ChatWindow');
const ChatWindow = lazy(() => loadChatWindow().catch(() => ({ default: ChatUnavailable })));
const prefetchChatWindow = () => {
  loadChatWindow().catch(() => undefined);
};

export type ChatState = 'closed' | 'open' | 'minimized';

interface SupportChatProps {
  /** Where the chat starts (stories show each state); the page starts closed. */
  initialState?: ChatState;
  /** Picks the canned reply, like Math.random (tests and stories make it predictable). */
  random?: () => number;
}

export function SupportChat({ initialState = 'closed', random }: SupportChatProps) {
  const [state, setState] = useState<ChatState>(initialState);
  const [opening, startOpening] = useTransition();
  const chat = useSupportChat(random);
  const openerRef = useRef<HTMLButtonElement>(null);
  const restoreRef = useRef<HTMLButtonElement>(null);
  // Focus follows the visitor's own actions only, never the first render of the page.
  const moveFocus = useRef(false);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    if (state === 'closed') openerRef.current?.focus();
    if (state === 'minimized') restoreRef.current?.focus();
  }, [state]);

  const go = (next: ChatState) => {
    moveFocus.current = true;
    startOpening(() => setState(next));
  };

  const opener = (
    <Button
      ref={openerRef}
      colorPalette="primary"
      size={{ base: 'md', md: 'lg' }}
      borderRadius="full"
      boxShadow="lg"
      loading={opening || state !== 'closed'}
      loadingText="Opening chat..."
      onPointerEnter={prefetchChatWindow}
      onFocus={prefetchChatWindow}
      onClick={() => go('open')}
    >
      <ChatIcon />
      Open support chat
    </Button>
  );

  return (
    <Box position="fixed" bottom={{ base: '4', md: '6' }} right={{ base: '4', md: '6' }} zIndex="overlay">
      {state === 'closed' ? (
        opener
      ) : (
        <Suspense fallback={opener}>
          <ChatWindow
            state={state}
            chat={chat}
            restoreRef={restoreRef}
            onOpen={() => go('open')}
            onMinimize={() => go('minimized')}
            onClose={() => go('closed')}
          />
        </Suspense>
      )}
    </Box>
  );
}
