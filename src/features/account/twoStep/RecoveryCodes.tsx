import { Button, Code, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { RECOVERY_HEADING, RECOVERY_INTRO, RECOVERY_SAVED } from './texts';

/** The ten recovery codes, shown once: copy, download, then confirm they are kept. */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone(): void }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const text = `${codes.join('\n')}\n`;
  const copy = () => {
    navigator.clipboard.writeText(text).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'dispute-centre-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Stack gap="3" as="section" aria-labelledby="recovery-codes-heading">
      <Text id="recovery-codes-heading" fontWeight="semibold" as="h2">
        {RECOVERY_HEADING}
      </Text>
      <Text color="fg.muted">{RECOVERY_INTRO}</Text>
      <List.Root
        aria-label="Recovery codes"
        listStyle="none"
        display="grid"
        gridTemplateColumns="repeat(2, max-content)"
        gap="2"
      >
        {codes.map((code) => (
          <List.Item key={code}>
            <Code>{code}</Code>
          </List.Item>
        ))}
      </List.Root>
      <HStack wrap="wrap">
        <Button variant="outline" onClick={copy}>
          Copy
        </Button>
        <Button variant="outline" onClick={download}>
          Download
        </Button>
        <Text role="status" fontSize="sm" color="fg.muted">
          {copied === true ? 'Copied.' : copied === false ? 'Could not copy: select the codes and copy them.' : ''}
        </Text>
      </HStack>
      <Button colorPalette="blue" alignSelf="start" onClick={onDone}>
        {RECOVERY_SAVED}
      </Button>
    </Stack>
  );
}
