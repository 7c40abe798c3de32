import { Card, Heading, HStack, Spinner, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { errorText, isActiveStatus, type DisputeStatus } from '../../api';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { UnreadableItems } from '../../components/UnreadableItems';
import { EvidenceList } from './EvidenceList';
import { FilePicker } from './FilePicker';
import {
  ADD_FILES_HINT,
  ADD_FILES_LABEL,
  CHOOSE_FILES,
  CLOSED_NO_FILES,
  EVIDENCE_FAILED,
  EVIDENCE_LOADING,
  EVIDENCE_TITLE,
  fileCount,
  FULL_NO_FILES,
  NO_FILES_HINT,
  NO_FILES_YET,
} from './texts';
import { UploadRows } from './UploadRows';
import { isListed, useEvidenceList } from './useEvidenceList';
import { useEvidenceUploads } from './useEvidenceUploads';

export interface EvidenceCardProps {
  disputeId: string;
  /** A closed dispute (Resolved, Rejected) takes no more files. */
  status: DisputeStatus;
  /** The card's size, to match the page's other cards (the review page's are compact). */
  size?: 'sm' | 'md';
}

/**
 * A dispute's evidence, the same card for its owner and for support: every file with who uploaded
 * it and when, to open or download; below, the files being added, and the control that adds them
 * while the dispute is open and has room. A finished upload leaves its row once the list shows it.
 */
export function EvidenceCard({ disputeId, status, size = 'md' }: EvidenceCardProps) {
  const headingId = useId();
  const uploads = useEvidenceUploads(disputeId);
  const { list, listedIds, room, full } = useEvidenceList(disputeId, uploads.rows);
  const rows = uploads.rows.filter((row) => !isListed(row, listedIds));
  const closed = !isActiveStatus(status);

  let files;
  if (list.data) {
    files =
      list.data.length > 0 ? (
        <EvidenceList disputeId={disputeId} files={list.data} />
      ) : list.unreadable.length === 0 ? (
        <EmptyState title={NO_FILES_YET} description={closed ? undefined : NO_FILES_HINT} />
      ) : null;
  } else if (list.error !== undefined) {
    files = <ErrorState title={EVIDENCE_FAILED} message={errorText(list.error)} onRetry={() => void list.mutate()} />;
  } else {
    files = (
      <HStack role="status" aria-live="polite" gap="2" color="fg.muted" py="2">
        <Spinner size="sm" aria-hidden="true" />
        <Text>{EVIDENCE_LOADING}</Text>
      </HStack>
    );
  }

  let adding;
  if (closed)
    adding = (
      <Text color="fg.muted" textStyle="sm">
        {CLOSED_NO_FILES}
      </Text>
    );
  else if (full)
    adding = (
      <Text color="fg.muted" textStyle="sm">
        {FULL_NO_FILES}
      </Text>
    );
  else
    adding = (
      <FilePicker
        label={ADD_FILES_LABEL}
        button={CHOOSE_FILES}
        hint={ADD_FILES_HINT}
        onFiles={(chosen) => uploads.add(chosen, room)}
      />
    );

  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline" bg="bg.panel" size={size}>
      <Card.Header flexDirection="row" alignItems="center" justifyContent="space-between" gap="3" flexWrap="wrap">
        <Heading as="h2" size="md" id={headingId}>
          {EVIDENCE_TITLE}
        </Heading>
        {list.data ? (
          <Text textStyle="sm" color="fg.muted">
            {fileCount(list.data.length + list.unreadable.length)}
          </Text>
        ) : null}
      </Card.Header>
      <Card.Body gap="4">
        {files}
        {list.data ? <UnreadableItems items={list.unreadable} noun="file" /> : null}
        <UploadRows rows={rows} actions={uploads} />
        {adding}
      </Card.Body>
    </Card.Root>
  );
}
