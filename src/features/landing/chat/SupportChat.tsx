/**
 * The floating support chat of the landing page (SPEC.md §2 and §4): closed (an opener button),
 * open (the conversation) or minimised (a small bar to restore it). Opening and minimising move in
 * with framer-motion, and not at all when the visitor asks for reduced motion.
 *
 * Bundle size (issue 7): the `m` components under `LazyMotion` ship without framer-motion's
 * animation engine, which `./motionFeatures` brings in a chunk of its own after first paint (the
 * chat starts closed, so it is there long before the visitor opens the chat).
 */
import { Box, Button, HStack, IconButton } from '@chakra-ui/react';
import { LazyMotion, m, useReducedMotion, type MotionProps } from 'framer-motion';
import { useEffect, useRef, useState } from 'react';
import { ChatIcon, CloseIcon } from '../icons';
import { ChatPanel } from './ChatPanel';
import { useSupportChat } from './useSupportChat';

const loadMotionFeatures = () => import('./motionFeatures').then((module) => module.default);

export type ChatState = 'closed' | 'open' | 'minimized';

interface SupportChatProps {
  /** Where the chat starts (stories show each state); the page starts closed. */
  initialState?: ChatState;
  /** Picks the canned reply, like Math.random (tests and stories make it predictable). */
  random?: () => number;
}

/** Rises and fades in from `offset` px below; no motion at all when reduced motion is asked for. */
export function entrance(reduceMotion: boolean, offset: number): MotionProps {
  if (reduceMotion) return { initial: false, animate: { opacity: 1, y: 0, scale: 1 } };
  return {
    initial: { opacity: 0, y: offset, scale: 0.96 },
    animate: { opacity: 1, y: 0, scale: 1 },
    transition: { duration: 0.22, ease: 'easeOut' },
  };
}

export function SupportChat({ initialState = 'closed', random }: SupportChatProps) {
  const [state, setState] = useState<ChatState>(initialState);
  const chat = useSupportChat(random);
  const reduceMotion = useReducedMotion() ?? false;
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
    setState(next);
  };

  return (
    <LazyMotion features={loadMotionFeatures} strict>
      <Box position="fixed" bottom={{ base: '4', md: '6' }} right={{ base: '4', md: '6' }} zIndex="overlay">
        {state === 'closed' && (
          <Button ref={openerRef} colorPalette="primary" size={{ base: 'md', md: 'lg' }} borderRadius="full" boxShadow="lg" onClick={() => go('open')}>
            <ChatIcon />
            Open support chat
          </Button>
        )}
        {state === 'open' && (
          <m.div key="open" {...entrance(reduceMotion, 24)} style={{ transformOrigin: 'bottom right' }}>
            <ChatPanel chat={chat} onMinimize={() => go('minimized')} onClose={() => go('closed')} />
          </m.div>
        )}
        {state === 'minimized' && (
          <m.div key="minimized" {...entrance(reduceMotion, 12)}>
            <HStack
              role="group"
              aria-label="Support chat, minimised"
              gap="1"
              ps="1"
              pe="1"
              py="1"
              bg="bg.panel"
              borderWidth="1px"
              borderRadius="full"
              boxShadow="lg"
            >
              <Button ref={restoreRef} variant="ghost" size="sm" borderRadius="full" onClick={() => go('open')}>
                <ChatIcon />
                Restore support chat
              </Button>
              <IconButton aria-label="Close chat" title="Close chat" variant="ghost" size="sm" borderRadius="full" onClick={() => go('closed')}>
                <CloseIcon />
              </IconButton>
            </HStack>
          </m.div>
        )}
      </Box>
    </LazyMotion>
  );
}
