/**
 * The open and minimised chat, with their motion: a chunk of its own that SupportChat loads when
 * the visitor first reaches for the chat (docs/performance.md#heavy-parts-load-when-needed:
 * framer-motion, the form code of the panel and this file are not part of the landing page's first
 * load).
 *
 * The `m` components under `LazyMotion` ship without framer-motion's animation engine, which
 * `./motionFeatures` brings in when the first entrance plays.
 */
import { Button, HStack, IconButton } from '@chakra-ui/react';
import { LazyMotion, m, useReducedMotion, type MotionProps } from 'framer-motion';
import type { RefObject } from 'react';
import { ChatIcon, CloseIcon } from '../../../components/icons';
import { ChatPanel } from './ChatPanel';
import type { SupportChat } from './useSupportChat';

const loadMotionFeatures = () => import('./motionFeatures').then((module) => module.default);

/** Rises and fades in from `offset` px below; no motion at all when reduced motion is asked for. */
export function entrance(reduceMotion: boolean, offset: number): MotionProps {
  if (reduceMotion) return { initial: false, animate: { opacity: 1, y: 0, scale: 1 } };
  return {
    initial: { opacity: 0, y: offset, scale: 0.96 },
    animate: { opacity: 1, y: 0, scale: 1 },
    transition: { duration: 0.22, ease: 'easeOut' },
  };
}

export interface ChatWindowProps {
  state: 'open' | 'minimized';
  chat: SupportChat;
  restoreRef: RefObject<HTMLButtonElement | null>;
  onOpen: () => void;
  onMinimize: () => void;
  onClose: () => void;
}

export default function ChatWindow({ state, chat, restoreRef, onOpen, onMinimize, onClose }: ChatWindowProps) {
  const reduceMotion = useReducedMotion() ?? false;
  return (
    <LazyMotion features={loadMotionFeatures} strict>
      {state === 'open' ? (
        <m.div key="open" {...entrance(reduceMotion, 24)} style={{ transformOrigin: 'bottom right' }}>
          <ChatPanel chat={chat} onMinimize={onMinimize} onClose={onClose} />
        </m.div>
      ) : (
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
            <Button ref={restoreRef} variant="ghost" size="sm" borderRadius="full" onClick={onOpen}>
              <ChatIcon />
              Restore support chat
            </Button>
            <IconButton
              aria-label="Close chat"
              title="Close chat"
              variant="ghost"
              size="sm"
              borderRadius="full"
              onClick={onClose}
            >
              <CloseIcon />
            </IconButton>
          </HStack>
        </m.div>
      )}
    </LazyMotion>
  );
}
