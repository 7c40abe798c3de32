/** The open support chat: the conversation, a typing indicator and the message box. */
import { Box, Field, Flex, Heading, HStack, IconButton, Input, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useId, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import * as v from 'valibot';
import { CHAT_AGENT_NAME, CHAT_AUTOMATED } from '../content';
import { CloseIcon, MinusIcon, SendIcon } from '../../../components/icons';
import type { ChatMessage, SupportChat } from './useSupportChat';

const ChatFormSchema = v.object({ message: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(1000)) });
type ChatFormValues = v.InferInput<typeof ChatFormSchema>;

export const TYPING_TEXT = `${CHAT_AGENT_NAME} is typing…`;

function Bubble({ message }: { message: ChatMessage }) {
  const fromAgent = message.author === 'agent';
  return (
    <Flex justify={fromAgent ? 'flex-start' : 'flex-end'}>
      <Box
        maxW="85%"
        px="3"
        py="2"
        borderRadius="lg"
        textStyle="sm"
        bg={fromAgent ? 'bg.muted' : 'primary.solid'}
        color={fromAgent ? 'fg' : 'primary.contrast'}
      >
        <VisuallyHidden>{fromAgent ? `${CHAT_AGENT_NAME}:` : 'You:'} </VisuallyHidden>
        {message.text}
      </Box>
    </Flex>
  );
}

interface ChatPanelProps {
  chat: SupportChat;
  onMinimize(): void;
  onClose(): void;
}

export function ChatPanel({ chat, onMinimize, onClose }: ChatPanelProps) {
  const titleId = useId();
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const { register, handleSubmit, reset, control } = useForm<ChatFormValues>({
    resolver: valibotResolver(ChatFormSchema),
    defaultValues: { message: '' },
  });
  const draft = useWatch({ control, name: 'message' });
  const blank = draft.trim() === '';

  const { ref: registerRef, ...messageField } = register('message');
  const focusInput = () => inputRef.current?.focus();

  // Focus moves into the message box when the chat opens (or comes back from minimised).
  useEffect(focusInput, []);

  // Keep the newest message in view.
  const count = chat.messages.length;
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTo({ top: log.scrollHeight });
  }, [count, chat.agentTyping]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    void handleSubmit((values) => {
      if (chat.send(values.message)) reset({ message: '' });
      // After a click on Send (now disabled again), the visitor goes on typing.
      focusInput();
    })(event);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onMinimize();
    }
  };

  return (
    <Box
      role="dialog"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      w={{ base: 'calc(100vw - 2rem)', sm: 'sm' }}
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="xl"
      boxShadow="xl"
      overflow="hidden"
    >
      <HStack bg="primary.solid" color="primary.contrast" px="4" py="3" gap="2">
        <Stack gap="0" flex="1">
          <Heading as="h2" size="sm" id={titleId}>
            Support chat
          </Heading>
          <Text textStyle="xs">{CHAT_AGENT_NAME} · usually replies in a minute</Text>
          <Text textStyle="xs" fontWeight="medium">
            {CHAT_AUTOMATED}
          </Text>
        </Stack>
        <IconButton
          aria-label="Minimize chat"
          title="Minimize chat (Escape)"
          size="sm"
          variant="ghost"
          color="inherit"
          _hover={{ bg: 'whiteAlpha.300' }}
          onClick={onMinimize}
        >
          <MinusIcon />
        </IconButton>
        <IconButton
          aria-label="Close chat"
          title="Close chat"
          size="sm"
          variant="ghost"
          color="inherit"
          _hover={{ bg: 'whiteAlpha.300' }}
          onClick={onClose}
        >
          <CloseIcon />
        </IconButton>
      </HStack>
      {/* Focusable: a keyboard can scroll back through a conversation taller than the box. */}
      <Stack
        ref={logRef}
        role="log"
        aria-label="Conversation"
        tabIndex={0}
        gap="2"
        px="4"
        py="3"
        h={{ base: '56', md: '72' }}
        overflowY="auto"
      >
        {chat.messages.map((message) => (
          <Bubble key={message.id} message={message} />
        ))}
      </Stack>
      <Text role="status" px="4" minH="5" textStyle="xs" color="fg.muted">
        {chat.agentTyping ? TYPING_TEXT : ''}
      </Text>
      <form onSubmit={onSubmit} noValidate>
        <HStack align="end" gap="2" px="4" pb="4" pt="1">
          <Field.Root flex="1">
            <Field.Label textStyle="xs">Message</Field.Label>
            <Input
              {...messageField}
              ref={(element) => {
                registerRef(element);
                inputRef.current = element;
              }}
              autoComplete="off"
              placeholder="Type your message"
              size="sm"
            />
          </Field.Root>
          <IconButton type="submit" aria-label="Send" title="Send" size="sm" colorPalette="primary" disabled={blank}>
            <SendIcon />
          </IconButton>
        </HStack>
      </form>
    </Box>
  );
}
