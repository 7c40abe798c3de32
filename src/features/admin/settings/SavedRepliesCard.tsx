import { Box, Button, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { type SavedReply } from '../../../api/admin';
import { EmptyState } from '../../../components/EmptyState';
import { DeleteReplyDialog } from './DeleteReplyDialog';
import { SavedReplyDialog, type ReplyTarget } from './SavedReplyDialog';
import { SectionCard } from '../../../components/SectionCard';
import {
  ADD_REPLY,
  addedBy,
  DELETE,
  EDIT,
  editedBy,
  NO_REPLIES,
  NO_REPLIES_HELP,
  REPLIES_INTRO,
  REPLIES_LIST_LABEL,
  REPLIES_TITLE,
} from './texts';

/** The saved replies in the team's order, with Add, Edit and Delete (after a confirmation naming the reply). */
export function SavedRepliesCard({ replies }: { replies: readonly SavedReply[] }) {
  // The targets outlive `open`, so a dialog's text stays put while it animates out.
  const [target, setTarget] = useState<ReplyTarget>({ kind: 'add' });
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<SavedReply | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);

  const openForm = (next: ReplyTarget) => {
    setTarget(next);
    setFormOpen(true);
  };
  const addButton = (
    <Button size="sm" colorPalette="primary" onClick={() => openForm({ kind: 'add' })}>
      {ADD_REPLY}
    </Button>
  );

  return (
    <SectionCard
      size="sm"
      id="settings-replies"
      title={REPLIES_TITLE}
      intro={REPLIES_INTRO}
      aside={replies.length > 0 ? addButton : undefined}
    >
      {replies.length === 0 ? (
        <EmptyState title={NO_REPLIES} description={NO_REPLIES_HELP} action={addButton} />
      ) : (
        <List.Root variant="plain" gap="3" aria-label={REPLIES_LIST_LABEL}>
          {replies.map((reply) => (
            <List.Item key={reply.id} display="block" borderWidth="1px" borderRadius="md" p="3">
              <ReplyRow
                reply={reply}
                onEdit={() => openForm({ kind: 'edit', reply })}
                onDelete={() => {
                  setDeleting(reply);
                  setDeleteOpen(true);
                }}
              />
            </List.Item>
          ))}
        </List.Root>
      )}
      <SavedReplyDialog target={target} open={formOpen} replies={replies} onClose={() => setFormOpen(false)} />
      <DeleteReplyDialog reply={deleting} open={deleteOpen} onClose={() => setDeleteOpen(false)} />
    </SectionCard>
  );
}

function ReplyRow({ reply, onEdit, onDelete }: { reply: SavedReply; onEdit: () => void; onDelete: () => void }) {
  // A server may stamp a new reply as changed when it was added: that is no edit.
  const edited =
    reply.updatedBy && reply.updatedAt && reply.updatedAt !== reply.createdAt
      ? editedBy(reply.updatedBy.name, reply.updatedAt)
      : null;
  return (
    <Stack gap="2">
      <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <Heading as="h3" size="sm" overflowWrap="anywhere" minW="0" flex="1 1 12rem">
          {reply.title}
        </Heading>
        <HStack gap="2">
          <Button size="xs" variant="outline" aria-label={`${EDIT} ${reply.title}`} onClick={onEdit}>
            {EDIT}
          </Button>
          <Button
            size="xs"
            variant="outline"
            colorPalette="destructive"
            aria-label={`${DELETE} ${reply.title}`}
            onClick={onDelete}
          >
            {DELETE}
          </Button>
        </HStack>
      </HStack>
      <Text textStyle="sm" lineClamp={3} whiteSpace="pre-line" overflowWrap="anywhere">
        {reply.text}
      </Text>
      <Box textStyle="xs" color="fg.muted">
        <Text>{addedBy(reply.createdBy?.name ?? null, reply.createdAt)}</Text>
        {edited ? <Text>{edited}</Text> : null}
      </Box>
    </Stack>
  );
}
