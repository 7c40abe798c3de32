/**
 * After the dispute is filed: its evidence files on their way to it, each with its progress,
 * Cancel, and Retry when trying again can help. Once every file is in, the page goes on by itself;
 * when some are not, the person retries them or continues without them (the dispute exists
 * already, and files can be added on its page later).
 */
import { Alert, Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { UploadRows, type EvidenceUploads } from '../../evidence';

export const SENDING_HEADING = 'Sending your evidence';
export const CONTINUE_WITHOUT = 'Continue without these files';
export const SOME_NOT_ADDED = 'Some files were not added to your dispute.';
export const SENDING_LIST_LABEL = 'Evidence files being sent';

export function EvidenceSending({
  disputeId,
  uploads,
  onContinue,
}: {
  disputeId: string;
  uploads: EvidenceUploads;
  onContinue: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form gave way to this card: focus goes to its heading, not back to the top of the page.
  useEffect(() => heading.current?.focus(), []);
  const unfinished = uploads.rows.filter((row) => row.status === 'failed' || row.status === 'cancelled');
  const stuck = !uploads.busy && unfinished.length > 0;

  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="4">
          <Heading as="h2" size="md" ref={heading} tabIndex={-1} outline="none">
            {SENDING_HEADING}
          </Heading>
          <Text>
            Your dispute{' '}
            <Text as="span" fontWeight="semibold">
              {disputeId}
            </Text>{' '}
            has been filed. Its evidence files are being uploaded to it; keep this page open until they are done.
          </Text>
          <UploadRows rows={uploads.rows} actions={uploads} label={SENDING_LIST_LABEL} />
          {stuck ? (
            <Alert.Root status="warning" alignItems="start">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{SOME_NOT_ADDED}</Alert.Title>
                <Alert.Description>
                  Your dispute is filed all the same. Retry the files above, or continue without them: you can add files
                  later on the dispute&apos;s page.
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : null}
          {stuck ? (
            <Stack direction={{ base: 'column', sm: 'row' }} justify="end">
              <Button colorPalette="blue" onClick={onContinue}>
                {CONTINUE_WITHOUT}
              </Button>
            </Stack>
          ) : null}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
