/**
 * /demo/outbox (docs/routes.md#demo-outbox): in the demo (mock mode) every message the system sent,
 * newest first, so a presenter can open a password reset link, or read the mails a user gets,
 * without a mailbox. It follows the store every tab shares: a message sent in another tab shows
 * here at once. A real-mode build has
 * no outbox: its server writes each message as a file (docs/server.md#mail), and the page says so.
 */
import { Box, Card, Code, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { formatDateTime } from '../../components/format';
import { PageLoading } from '../../components/PageLoading';
import { useDemo, useMockMode } from '../../config/demoContext';
import type { DemoMail, DemoOutbox } from '../../config/demoState';

/** Word for word (docs/texts.md#demo-outbox). */
export const OUTBOX_TEXTS = {
  title: 'Demo outbox',
  intro: 'Every message the demo has sent, newest first. Nothing leaves this browser: links open here.',
  loading: 'Loading the outbox...',
  empty: 'No messages sent yet',
  emptyHint:
    'Ask for a password reset on the forgot-password page, or answer a user as support: the messages appear here.',
  realMode:
    'The outbox exists only in the demo. A server sends real mail; the reference server also writes every message as an .eml file into its mail folder (MOCK_MAIL_DIR, see docs/server.md, “Mail”).',
} as const;

/** The outbox's messages, read again whenever it changes; null while the first read is under way. */
function useOutbox(outbox: DemoOutbox | undefined): readonly DemoMail[] | null {
  const [messages, setMessages] = useState<readonly DemoMail[] | null>(outbox ? null : []);
  useEffect(() => {
    if (!outbox) return;
    let current = true;
    const read = () => {
      outbox.read().then(
        (read) => current && setMessages(read),
        () => current && setMessages((shown) => shown ?? []),
      );
    };
    const stop = outbox.subscribe(read);
    read();
    return () => {
      current = false;
      stop();
    };
  }, [outbox]);
  return messages;
}

/** A link of the app's own origin opens in the app; any other as an ordinary link. */
function MailLink({ url }: { url: string }) {
  let parsed: URL | null = null;
  try {
    parsed = new URL(url);
  } catch {
    parsed = null;
  }
  if (parsed && parsed.origin === globalThis.location?.origin) {
    return (
      <Link asChild colorPalette="blue" wordBreak="break-all">
        <RouterLink to={`${parsed.pathname}${parsed.search}${parsed.hash}`}>{url}</RouterLink>
      </Link>
    );
  }
  return (
    <Link href={url} colorPalette="blue" wordBreak="break-all" rel="noreferrer">
      {url}
    </Link>
  );
}

/** The text as sent, each URL the message names as a link that works. */
function MailText({ message }: { message: DemoMail }) {
  const urls = message.links.map((link) => link.url).filter((url) => url !== '');
  const parts: ReactNode[] = [];
  let rest = message.text;
  for (let at = 0; rest.length > 0; at++) {
    const next = urls
      .map((url) => ({ url, index: rest.indexOf(url) }))
      .filter((found) => found.index >= 0)
      .sort((a, b) => a.index - b.index)[0];
    if (!next) {
      parts.push(rest);
      break;
    }
    parts.push(rest.slice(0, next.index), <MailLink key={at} url={next.url} />);
    rest = rest.slice(next.index + next.url.length);
  }
  return (
    <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
      {parts.map((part, index) => (
        <Fragment key={index}>{part}</Fragment>
      ))}
    </Text>
  );
}

function MailCard({ message }: { message: DemoMail }) {
  return (
    <Card.Root as="article" aria-label={message.subject} variant="outline">
      <Card.Header gap="1">
        <Heading as="h2" size="md">
          {message.subject}
        </Heading>
        <Text textStyle="sm" color="fg.muted">
          To {message.to} · <time dateTime={message.sentAt}>{formatDateTime(message.sentAt)}</time>
        </Text>
      </Card.Header>
      <Card.Body>
        <MailText message={message} />
      </Card.Body>
    </Card.Root>
  );
}

export default function DemoOutboxPage() {
  const mockMode = useMockMode();
  const demo = useDemo();
  const messages = useOutbox(demo?.outbox);
  // The variable's name set as code within the sentence.
  const [beforeVariable, afterVariable] = OUTBOX_TEXTS.realMode.split('MOCK_MAIL_DIR');
  const body = !mockMode ? (
    <Text>
      {beforeVariable}
      <Code>MOCK_MAIL_DIR</Code>
      {afterVariable}
    </Text>
  ) : !demo || messages === null ? (
    <PageLoading label={OUTBOX_TEXTS.loading} />
  ) : messages.length === 0 ? (
    <EmptyState title={OUTBOX_TEXTS.empty} description={OUTBOX_TEXTS.emptyHint} />
  ) : (
    <Stack as="ul" gap="4" listStyleType="none" aria-label="Messages sent">
      {messages.map((message) => (
        <li key={message.id}>
          <MailCard message={message} />
        </li>
      ))}
    </Stack>
  );
  return (
    <Box maxW="3xl" mx="auto">
      <Stack gap="4">
        <Heading as="h1" size="xl">
          {OUTBOX_TEXTS.title}
        </Heading>
        {mockMode ? <Text color="fg.muted">{OUTBOX_TEXTS.intro}</Text> : null}
        {body}
      </Stack>
    </Box>
  );
}
