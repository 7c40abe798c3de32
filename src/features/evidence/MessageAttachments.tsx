import { Button, HStack, Text } from '@chakra-ui/react';
import type { Message } from '../../api';
import { PaperclipIcon } from '../../components/icons';
import { openEvidenceFile } from './openEvidence';
import { ATTACHMENTS_LABEL, openLabel } from './texts';

type Attachment = Message['attachments'][number];

function AttachmentItem({ attachment: { id, name }, disputeId }: { attachment: Attachment; disputeId?: string }) {
  if (id === null || disputeId === undefined)
    return (
      <Text textStyle="xs" color="fg.muted" overflowWrap="anywhere">
        {name}
      </Text>
    );
  return (
    <Button
      size="xs"
      variant="outline"
      bg="bg"
      maxW="full"
      aria-label={openLabel(name)}
      onClick={() => openEvidenceFile(disputeId, { id, name })}
    >
      <PaperclipIcon />
      <Text as="span" truncate>
        {name}
      </Text>
    </Button>
  );
}

/**
 * The files a message carries. One that names a file of the dispute's evidence opens it (a new
 * tab, as from the evidence card); one without an id (an older server's bare file name) is only
 * its name: there is nothing to open. Without the dispute's id, every one is only its name.
 */
export function MessageAttachments({
  attachments,
  disputeId,
}: {
  attachments: readonly Attachment[];
  disputeId?: string;
}) {
  if (attachments.length === 0) return null;
  return (
    // A group, not a list: the thread is a list of messages, and its items are the messages alone.
    <HStack role="group" aria-label={ATTACHMENTS_LABEL} gap="2" mt="2" wrap="wrap" align="center" minW="0">
      <Text textStyle="xs" color="fg.muted" aria-hidden="true">{`${ATTACHMENTS_LABEL}:`}</Text>
      {attachments.map((attachment, index) => (
        <AttachmentItem key={attachment.id ?? `name-${index}`} attachment={attachment} disputeId={disputeId} />
      ))}
    </HStack>
  );
}
