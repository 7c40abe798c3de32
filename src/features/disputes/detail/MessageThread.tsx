import { Box, HStack, List, Stack, Text } from '@chakra-ui/react';
import type { Message } from '../../../api';
import { chronological } from '../../../components/chronological';
import { formatDateTime } from '../../../components/format';

export const NO_MESSAGES_TEXT = 'No messages yet. Write to support below and they will reply here.';

/** Who wrote a message, as a visible word (not colour alone). */
export const authorLabel = (message: Message) => (message.isFromAdmin ? 'Support' : 'You');

function MessageItem({ message }: { message: Message }) {
  const fromSupport = message.isFromAdmin;
  return (
    <List.Item
      data-author={fromSupport ? 'support' : 'user'}
      alignSelf={fromSupport ? 'flex-start' : 'flex-end'}
      maxW={{ base: '92%', md: '80%' }}
      minW="0"
      listStyleType="none"
    >
      <Box
        borderWidth="1px"
        borderRadius="lg"
        px="4"
        py="3"
        bg={fromSupport ? 'bg.muted' : 'primary.subtle'}
        borderColor={fromSupport ? 'border' : 'primary.muted'}
        borderStartWidth={fromSupport ? '4px' : '1px'}
        borderEndWidth={fromSupport ? '1px' : '4px'}
        borderStartColor={fromSupport ? 'gray.500' : 'primary.muted'}
        borderEndColor={fromSupport ? 'border' : 'primary.solid'}
      >
        <HStack justify="space-between" gap="4" mb="1" flexWrap="wrap">
          <Text fontWeight="bold" textStyle="sm" color={fromSupport ? 'fg' : 'primary.fg'}>
            {authorLabel(message)}
          </Text>
          <Text textStyle="xs" color="fg.muted">
            <time dateTime={message.timestamp}>{formatDateTime(message.timestamp)}</time>
          </Text>
        </HStack>
        <Text whiteSpace="pre-wrap" overflowWrap="anywhere">{message.content}</Text>
        {message.attachments.length > 0 ? (
          <Text textStyle="xs" color="fg.muted" mt="2" overflowWrap="anywhere">
            {`Attachments: ${message.attachments.join(', ')}`}
          </Text>
        ) : null}
      </Box>
    </List.Item>
  );
}

/**
 * The conversation with support, oldest first by timestamp, whatever order it arrived in.
 * Support's messages sit on the left in grey with a "Support" label; the user's own sit on the
 * right in the primary colour with a "You" label.
 */
export function MessageThread({ messages, label = 'Messages' }: { messages: readonly Message[]; label?: string }) {
  if (messages.length === 0) return <Text color="fg.muted">{NO_MESSAGES_TEXT}</Text>;
  return (
    <List.Root as="ol" aria-label={label} display="flex" flexDirection="column" gap="3" m="0" p="0">
      {chronological(messages).map((message) => (
        <MessageItem key={message.id} message={message} />
      ))}
    </List.Root>
  );
}

/** A message list for paper: stacked, no alignment games, author and time above each message. */
export function PrintMessages({ messages }: { messages: readonly Message[] }) {
  if (messages.length === 0) return <Text>No messages.</Text>;
  return (
    <Stack gap="3">
      {chronological(messages).map((message) => (
        <Box key={message.id} borderStartWidth="3px" borderColor={message.isFromAdmin ? 'gray.500' : 'blue.600'} ps="3" css={{ breakInside: 'avoid' }}>
          <Text fontWeight="bold" textStyle="sm">{`${authorLabel(message)} · ${formatDateTime(message.timestamp)}`}</Text>
          <Text whiteSpace="pre-wrap" overflowWrap="anywhere">{message.content}</Text>
        </Box>
      ))}
    </Stack>
  );
}
