/**
 * The composer's "Insert saved reply" menu: the team's saved replies (/admin/settings) by title,
 * each described by the start of its text. Read when the admin first reaches for the button, not
 * with the page: most visits insert none. Arrow keys and typing a title's first letters move,
 * Enter chooses, Escape closes (Zag's menu). A failed read says so in the menu, with Retry; the
 * composer works on without it.
 */
import { Box, Button, HStack, Menu, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { useId, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { errorText } from '../../../api';
import { type SavedReply } from '../../../api/admin';
import { useApi } from '../../../data';
import { SETTINGS_PATH } from '../settings';

/** Shown word for word (docs/texts.md#settings). */
export const INSERT_SAVED_REPLY = 'Insert saved reply';
export const LOADING_SAVED_REPLIES = 'Loading saved replies...';
export const SAVED_REPLIES_FAILED = 'Could not load the saved replies.';
export const NO_SAVED_REPLIES = 'No saved replies yet.';
export const ADD_IN_SETTINGS = 'Add saved replies in Settings';
export const RETRY = 'Retry';

/** A reply's item value, which the other items ("retry", "settings") cannot be taken for. */
const REPLY_VALUE = 'reply:';

/** Enter on a link item: a real click, so the router's link routes (see NotificationMenu). */
const followLink = ({ node }: { node: HTMLAnchorElement }) => node.click();

function MenuStatus({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Stack id={id} gap="1" px="2" py="3" textStyle="sm">
      {children}
    </Stack>
  );
}

/** The start of a reply's text, for its item's second line. */
const PREVIEW_LENGTH = 160;
const preview = (text: string) => (text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH).trimEnd()}…` : text);

function ReplyItem({ reply }: { reply: SavedReply }) {
  const previewId = useId();
  // Named by its title alone (what typeahead matches), described by the start of its text: the
  // preview is hidden from the name, and read out as the description.
  return (
    <Menu.Item
      value={`${REPLY_VALUE}${reply.id}`}
      valueText={reply.title}
      aria-describedby={previewId}
      alignItems="start"
      py="2"
      whiteSpace="normal"
    >
      <Stack as="span" gap="0.5" minW="0">
        <Text as="span" textStyle="sm" fontWeight="medium" overflowWrap="anywhere">
          {reply.title}
        </Text>
        <Text
          as="span"
          id={previewId}
          aria-hidden="true"
          textStyle="xs"
          color="fg.muted"
          lineClamp={2}
          overflowWrap="anywhere"
        >
          {preview(reply.text)}
        </Text>
      </Stack>
    </Menu.Item>
  );
}

export function SavedReplyPicker({
  onInsert,
  onClosed,
}: {
  /** A reply was chosen (the menu is closing). */
  onInsert: (reply: SavedReply) => void;
  /** The menu is gone from the page, its closing animation and focus moves done. */
  onClosed: () => void;
}) {
  const [wanted, setWanted] = useState(false);
  const { data, error, mutate } = useApi('getAdminSettings', wanted ? undefined : null);
  const statusId = useId();
  const want = () => setWanted(true);
  const replies = data?.savedReplies;

  let body: ReactNode;
  if (replies && replies.length > 0) {
    body = replies.map((reply) => <ReplyItem key={reply.id} reply={reply} />);
  } else if (replies) {
    body = (
      <>
        <MenuStatus id={statusId}>
          <Text color="fg.muted">{NO_SAVED_REPLIES}</Text>
        </MenuStatus>
        <Menu.Item value="settings" asChild fontWeight="medium">
          <RouterLink to={SETTINGS_PATH}>{ADD_IN_SETTINGS}</RouterLink>
        </Menu.Item>
      </>
    );
  } else if (error !== undefined) {
    body = (
      <>
        <MenuStatus id={statusId}>
          <Text fontWeight="medium">{SAVED_REPLIES_FAILED}</Text>
          <Text color="fg.muted">{errorText(error)}</Text>
        </MenuStatus>
        <Menu.Item value="retry" closeOnSelect={false} onSelect={() => void mutate()}>
          {RETRY}
        </Menu.Item>
      </>
    );
  } else {
    body = (
      <MenuStatus id={statusId}>
        <HStack gap="2" color="fg.muted">
          <Spinner size="xs" aria-hidden="true" />
          <Text>{LOADING_SAVED_REPLIES}</Text>
        </HStack>
      </MenuStatus>
    );
  }

  return (
    <Menu.Root
      lazyMount
      unmountOnExit
      positioning={{ placement: 'bottom-end' }}
      navigate={followLink}
      onExitComplete={onClosed}
      onOpenChange={(details) => {
        if (details.open) want();
      }}
      onSelect={({ value }) => {
        const reply = replies?.find((candidate) => `${REPLY_VALUE}${candidate.id}` === value);
        if (reply) onInsert(reply);
      }}
    >
      <Menu.Trigger asChild>
        <Button size="xs" variant="outline" onPointerEnter={want} onFocus={want}>
          {INSERT_SAVED_REPLY}
          <Box as="span" aria-hidden="true">
            ▾
          </Box>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content
            w="22rem"
            maxW="calc(100vw - 2rem)"
            maxH="min(24rem, 60vh)"
            overflowY="auto"
            aria-busy={!data && error === undefined ? true : undefined}
            aria-describedby={replies && replies.length > 0 ? undefined : statusId}
          >
            {body}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
