import { Badge, Box, HStack, List, Stack, Text } from '@chakra-ui/react';
import type { Message } from '../../../api';
import { chronological } from '../../../components/chronological';
import { formatDateTime } from '../../../components/format';
import { MessageAttachments } from '../../evidence';
import { NewMessagesAnnouncer } from './NewMessagesAnnouncer';

export const NO_MESSAGES_TEXT = 'No messages yet. Write to support below and they will reply here.';
export const SUPPORT_LABEL = 'Support';
export const OWN_LABEL = 'You';
/** The user's messages on the admin side when neither the message nor the dispute names them. */
export const USER_FALLBACK_LABEL = 'User';
export const INTERNAL_NOTE_LABEL = 'Internal note';

/** Who reads the thread: the dispute's owner, or support (who also sees internal notes). */
export type ThreadViewer = 'user' | 'admin';

export interface ThreadReader {
  viewer?: ThreadViewer;
  /** On the admin side, the name of the dispute's owner, for their messages that carry no author. */
  userName?: string;
  /** The dispute the thread is on: with it, an attachment opens its file; without, it is only its name. */
  disputeId?: string;
}

/**
 * Who wrote a message, as a visible word (not colour alone), the same on both sides for support:
 * "Support · Sam Rivera", or "Support" when the server kept no author. The user's own messages read
 * "You" to them and their name to support (docs/texts.md#admin-review-conversation).
 */
export function authorLabel(message: Message, { viewer = 'user', userName }: ThreadReader = {}): string {
  if (message.isFromAdmin) {
    const name = message.author?.name.trim();
    return name ? `${SUPPORT_LABEL} · ${name}` : SUPPORT_LABEL;
  }
  if (viewer === 'user') return OWN_LABEL;
  return message.author?.name.trim() || userName?.trim() || USER_FALLBACK_LABEL;
}

/**
 * The messages a reader may see. Internal notes never reach a user from a conforming server
 * (docs/server.md#support-desk); should another server send one, the user's view still drops it.
 */
const visibleTo = (messages: readonly Message[], viewer: ThreadViewer) =>
  viewer === 'admin' ? messages : messages.filter((message) => !message.internal);

/** Internal notes: a dashed warning-toned box with the words "Internal note", so colour is never the only sign. */
function bubbleStyle(message: Message) {
  if (message.internal) {
    return { bg: 'warning.subtle', borderColor: 'warning.border', borderStyle: 'dashed', borderWidth: '2px' } as const;
  }
  const fromSupport = message.isFromAdmin;
  return {
    bg: fromSupport ? 'bg.muted' : 'primary.subtle',
    borderColor: fromSupport ? 'border' : 'primary.muted',
    borderStartWidth: fromSupport ? '4px' : '1px',
    borderEndWidth: fromSupport ? '1px' : '4px',
    borderStartColor: fromSupport ? 'gray.500' : 'primary.muted',
    borderEndColor: fromSupport ? 'border' : 'primary.solid',
  } as const;
}

function MessageItem({
  message,
  reader,
}: {
  message: Message;
  reader: Required<Pick<ThreadReader, 'viewer'>> & ThreadReader;
}) {
  const fromSupport = message.isFromAdmin;
  return (
    <List.Item
      data-author={fromSupport ? 'support' : 'user'}
      data-internal={message.internal ? '' : undefined}
      alignSelf={fromSupport ? 'flex-start' : 'flex-end'}
      maxW={{ base: '92%', md: '80%' }}
      minW="0"
      listStyleType="none"
    >
      <Box borderWidth="1px" borderRadius="lg" px="4" py="3" {...bubbleStyle(message)}>
        <HStack justify="space-between" gap="4" mb="1" flexWrap="wrap">
          <HStack gap="2" flexWrap="wrap" minW="0">
            <Text fontWeight="bold" textStyle="sm" color={fromSupport ? 'fg' : 'primary.fg'} overflowWrap="anywhere">
              {authorLabel(message, reader)}
            </Text>
            {message.internal ? (
              <Badge size="sm" variant="solid" colorPalette="warning">
                {INTERNAL_NOTE_LABEL}
              </Badge>
            ) : null}
          </HStack>
          <Text textStyle="xs" color="fg.muted">
            <time dateTime={message.timestamp}>{formatDateTime(message.timestamp)}</time>
          </Text>
        </HStack>
        <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
          {message.content}
        </Text>
        <MessageAttachments attachments={message.attachments} disputeId={reader.disputeId} />
      </Box>
    </List.Item>
  );
}

/**
 * The conversation with support, oldest first by timestamp, whatever order it arrived in. Shared
 * by the user's dispute pages and the admin review. Support's messages sit on the left in grey,
 * labelled "Support · {name}"; the user's sit on the right in the primary colour, labelled "You"
 * for the user and with their name for support. Internal notes (admin side only) say so in words.
 */
export function MessageThread({
  messages,
  label = 'Messages',
  emptyText = NO_MESSAGES_TEXT,
  viewer = 'user',
  userName,
  disputeId,
}: {
  messages: readonly Message[];
  label?: string;
  emptyText?: string;
} & ThreadReader) {
  const shown = visibleTo(messages, viewer);
  const announcer = (
    <NewMessagesAnnouncer
      messages={shown}
      fromOthers={viewer === 'user' ? fromSupport : fromUser}
      labelOf={(message) => authorLabel(message, { viewer, userName })}
    />
  );
  if (shown.length === 0) {
    return (
      <>
        <Text color="fg.muted">{emptyText}</Text>
        {announcer}
      </>
    );
  }
  return (
    <>
      <List.Root as="ol" aria-label={label} display="flex" flexDirection="column" gap="3" m="0" p="0">
        {chronological(shown).map((message) => (
          <MessageItem key={message.id} message={message} reader={{ viewer, userName, disputeId }} />
        ))}
      </List.Root>
      {announcer}
    </>
  );
}

const fromSupport = (message: Message) => message.isFromAdmin;
const fromUser = (message: Message) => !message.isFromAdmin;

/** A message list for paper: stacked, no alignment games, author and time above each message. */
export function PrintMessages({
  messages,
  viewer = 'user',
  userName,
}: { messages: readonly Message[] } & ThreadReader) {
  const shown = visibleTo(messages, viewer);
  if (shown.length === 0) return <Text>No messages.</Text>;
  return (
    <Stack gap="3">
      {chronological(shown).map((message) => (
        <Box
          key={message.id}
          borderStartWidth="3px"
          borderStyle={message.internal ? 'dashed' : 'solid'}
          borderColor={message.isFromAdmin ? 'gray.500' : 'blue.600'}
          ps="3"
          css={{ breakInside: 'avoid' }}
        >
          <Text fontWeight="bold" textStyle="sm">
            {[
              message.internal ? INTERNAL_NOTE_LABEL : null,
              authorLabel(message, { viewer, userName }),
              formatDateTime(message.timestamp),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
            {message.content}
          </Text>
          {message.attachments.length > 0 ? (
            <Text
              textStyle="sm"
              overflowWrap="anywhere"
            >{`Attachments: ${message.attachments.map((attachment) => attachment.name).join(', ')}`}</Text>
          ) : null}
        </Box>
      ))}
    </Stack>
  );
}
