import { Box, Text } from '@chakra-ui/react';
import { useLayoutEffect, useRef } from 'react';
import { isActiveStatus } from '../../../api';
import { type AdminDispute } from '../../../api/admin';
import { MessageThread } from '../../disputes';
import { ReplyComposer } from './ReplyComposer';
import { SectionCard } from '../../../components/SectionCard';

/** Shown word for word (docs/texts.md#admin-review-conversation). */
export const NO_ADMIN_MESSAGES_TEXT = 'No messages yet. A reply or a note you write below starts the conversation.';
export const THREAD_REGION_LABEL = 'Conversation messages';
/** How close to the end of the thread still counts as reading the newest messages. */
const NEAR_END_PX = 48;
export const messageCount = (count: number) => (count === 1 ? '1 message' : `${count} messages`);

/**
 * The review page's conversation: every message in time order, the user's, support's and the
 * internal notes, in a scroll region of its own (reachable by keyboard) that opens on the newest
 * message, with the composer right under it. The region's height is capped, so on a phone a long
 * thread never pushes the composer out of reach.
 */
export function ConversationCard({ dispute, onRefresh }: { dispute: AdminDispute; onRefresh: () => void }) {
  const scroller = useRef<HTMLDivElement>(null);
  const count = dispute.messages.length;
  const userName = [dispute.user.firstName, dispute.user.lastName].filter(Boolean).join(' ');

  // Opens on the newest message, and follows new ones while the reader is at the end; one who
  // scrolled up to read older messages keeps their place: a change arriving never moves what they read.
  const following = useRef(true);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && following.current) element.scrollTop = element.scrollHeight;
  }, [count]);
  const onScroll = () => {
    const element = scroller.current;
    if (element) following.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_END_PX;
  };

  return (
    <SectionCard
      size="sm"
      id="review-conversation"
      title="Conversation"
      aside={
        <Text textStyle="sm" color="fg.muted">
          {messageCount(count)}
        </Text>
      }
    >
      {count === 0 ? (
        <Text color="fg.muted">{NO_ADMIN_MESSAGES_TEXT}</Text>
      ) : (
        <Box
          ref={scroller}
          onScroll={onScroll}
          role="region"
          aria-label={THREAD_REGION_LABEL}
          tabIndex={0}
          maxH={{ base: 'min(26rem, 50dvh)', md: '32rem' }}
          overflowY="auto"
          overscrollBehavior="contain"
          borderWidth="1px"
          borderRadius="md"
          p="3"
          focusVisibleRing="outside"
        >
          <MessageThread
            messages={dispute.messages}
            viewer="admin"
            userName={userName || undefined}
            disputeId={dispute.id}
          />
        </Box>
      )}
      <ReplyComposer
        disputeId={dispute.id}
        status={dispute.status}
        closed={!isActiveStatus(dispute.status)}
        onRefresh={onRefresh}
      />
    </SectionCard>
  );
}
