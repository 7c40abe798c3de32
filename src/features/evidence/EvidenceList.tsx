import { Box, Button, Flex, HStack, Image, List, Stack, Text } from '@chakra-ui/react';
import { type Evidence } from '../../api';
import { isImageEvidence } from '../../api/evidenceFiles';
import { formatDateTime } from '../../components/format';
import { PdfIcon } from '../../components/icons';
import { downloadEvidenceFile, evidenceFileUrl, openEvidenceFile } from './openEvidence';
import { DOWNLOAD, downloadLabel, FILES_LIST_LABEL, formatFileSize, OPEN, openLabel, uploadedBy } from './texts';

/** The tile beside each file: 48 px square, so a row keeps its height whatever the picture. */
const TILE = '12';

/** An image shows itself, cropped to the tile (loaded only as it scrolls near); a PDF shows its icon. */
function FileTile({ disputeId, evidence }: { disputeId: string; evidence: Evidence }) {
  if (isImageEvidence(evidence)) {
    return (
      <Image
        src={evidenceFileUrl(disputeId, evidence.id)}
        alt={evidence.name}
        loading="lazy"
        htmlWidth="48"
        htmlHeight="48"
        boxSize={TILE}
        objectFit="cover"
        borderRadius="sm"
        borderWidth="1px"
        bg="bg.muted"
        flexShrink={0}
      />
    );
  }
  return (
    <Box boxSize={TILE} p="1.5" flexShrink={0} borderWidth="1px" borderRadius="sm" color="fg.error">
      <PdfIcon />
    </Box>
  );
}

/**
 * The dispute's files, oldest first as the server lists them: a tile, the name, the size, who
 * uploaded it and when, and two ways to it: Open (a new tab) and Download.
 */
export function EvidenceList({ disputeId, files }: { disputeId: string; files: readonly Evidence[] }) {
  return (
    <List.Root aria-label={FILES_LIST_LABEL} listStyleType="none" gap="3" m="0" p="0">
      {files.map((evidence) => (
        <List.Item key={evidence.id} minW="0">
          <Flex gap="3" align="center" wrap={{ base: 'wrap', sm: 'nowrap' }}>
            <FileTile disputeId={disputeId} evidence={evidence} />
            <Stack gap="0.5" minW="0" flex="1" flexBasis={{ base: 'calc(100% - 4rem)', sm: 'auto' }}>
              <Text fontWeight="medium" overflowWrap="anywhere">
                {evidence.name}
              </Text>
              <Text textStyle="xs" color="fg.muted" overflowWrap="anywhere">
                {`${formatFileSize(evidence.size)} · ${uploadedBy(evidence.uploadedBy.name)} `}
                <time dateTime={evidence.uploadedAt}>{formatDateTime(evidence.uploadedAt)}</time>
              </Text>
            </Stack>
            <HStack gap="2" flexShrink={0} ms={{ base: '15', sm: '0' }}>
              <Button
                size="xs"
                variant="outline"
                aria-label={openLabel(evidence.name)}
                onClick={() => openEvidenceFile(disputeId, evidence)}
              >
                {OPEN}
              </Button>
              <Button asChild size="xs" variant="ghost">
                <a
                  href={evidenceFileUrl(disputeId, evidence.id)}
                  download={evidence.name}
                  aria-label={downloadLabel(evidence.name)}
                  onClick={(event) => {
                    // A download is not a request the demo's service worker sees: the bytes are fetched, then saved.
                    event.preventDefault();
                    downloadEvidenceFile(disputeId, evidence);
                  }}
                >
                  {DOWNLOAD}
                </a>
              </Button>
            </HStack>
          </Flex>
        </List.Item>
      ))}
    </List.Root>
  );
}
