import { List, Stack, Tag, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { FilePicker } from './FilePicker';
import { PaperclipIcon } from '../../components/icons';
import { ADD_FILES_HINT, ATTACH_FILES, ATTACHED_LABEL, FULL_NO_FILES, removeLabel, WAIT_FOR_UPLOADS } from './texts';
import { UploadRows } from './UploadRows';
import { useEvidenceList } from './useEvidenceList';
import type { EvidenceUploads, UploadRow } from './useEvidenceUploads';

/**
 * What a message sends: the files uploaded from its box and still attached, by evidence id, with
 * their rows' keys (once sent, exactly those rows go: one finished meanwhile stays for the next message).
 */
export const attachedEvidence = (rows: readonly UploadRow[]): { key: string; id: string }[] =>
  rows.flatMap((row) => (row.status === 'done' && row.evidence ? [{ key: row.key, id: row.evidence.id }] : []));

/**
 * A reply box's "Attach files": each chosen file is uploaded to the dispute's evidence at once
 * (its row shows how far it got, or why it was refused), then waits as a chip to go with the
 * message. Removing a chip only leaves the file out of the message: it stays in the dispute's
 * evidence. The box owns `uploads`, to send the ids and to clear the chips once sent. A closed
 * dispute takes no files: only what was attached before it closed still shows.
 */
export function AttachFiles({
  disputeId,
  uploads,
  closed = false,
}: {
  disputeId: string;
  uploads: EvidenceUploads;
  closed?: boolean;
}) {
  const trigger = useRef<HTMLButtonElement>(null);
  const { full, room } = useEvidenceList(disputeId, uploads.rows);
  const attached = uploads.rows.filter((row) => row.status === 'done' && row.evidence);
  const other = uploads.rows.filter((row) => !attached.includes(row));
  const detach = (key: string) => {
    uploads.remove(key);
    // The chip and its button are gone: the keyboard carries on from where files are added.
    trigger.current?.focus();
  };

  if (closed && uploads.rows.length === 0) return null;
  let adding = null;
  if (!closed && full)
    adding = (
      <Text textStyle="sm" color="fg.muted">
        {FULL_NO_FILES}
      </Text>
    );
  else if (!closed) {
    adding = (
      <FilePicker
        label={ATTACH_FILES}
        showLabel={false}
        button={ATTACH_FILES}
        icon={<PaperclipIcon />}
        hint={ADD_FILES_HINT}
        onFiles={(files) => uploads.add(files, room)}
        triggerRef={trigger}
      />
    );
  }
  return (
    <Stack gap="2">
      {adding}
      <UploadRows rows={other} actions={uploads} />
      {attached.length > 0 ? (
        <List.Root aria-label={ATTACHED_LABEL} listStyleType="none" display="flex" flexWrap="wrap" gap="2" m="0" p="0">
          {attached.map((row) => (
            <List.Item key={row.key} minW="0" maxW="full">
              <Tag.Root size="lg" variant="surface" maxW="full">
                <Tag.StartElement>
                  <PaperclipIcon />
                </Tag.StartElement>
                <Tag.Label>{row.file.name}</Tag.Label>
                <Tag.EndElement>
                  <Tag.CloseTrigger aria-label={removeLabel(row.file.name)} onClick={() => detach(row.key)} />
                </Tag.EndElement>
              </Tag.Root>
            </List.Item>
          ))}
        </List.Root>
      ) : null}
      {uploads.busy ? (
        <Text textStyle="xs" color="fg.muted">
          {WAIT_FOR_UPLOADS}
        </Text>
      ) : null}
    </Stack>
  );
}
