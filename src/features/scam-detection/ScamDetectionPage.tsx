import { Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { readKey } from '../../api';
import { CheckForm } from './CheckForm';
import { CheckResult, lookupOf } from './CheckResult';
import { analyse } from './detect';

/** /scam-detection: check a wallet address, transaction hash or website before sending money. */
export default function ScamDetectionPage() {
  const [query, setQuery] = useState<string | null>(null);
  const { mutate } = useSWRConfig();

  const onCheck = (value: string) => {
    // Checking the same value again asks the server again rather than showing the cached answer.
    if (value === query) void mutate(readKey('checkScam', lookupOf(analyse(value).value)));
    setQuery(value);
  };

  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          Scam Detection
        </Heading>
        <Text color="fg.muted" maxW="3xl">
          Check a wallet address, transaction hash or website before you send money. We read its format for warning
          signs and look it up in what other people have reported.
        </Text>
      </Stack>
      <CheckForm onCheck={onCheck} />
      {query !== null ? <CheckResult key={query} query={query} /> : null}
    </Stack>
  );
}
