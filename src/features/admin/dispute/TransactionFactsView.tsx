import { Alert, Badge, HStack, List, Stack, Text } from '@chakra-ui/react';
import { networkById } from '../../../api/networks';
import type { AddressReputation, TransactionFacts, ValueFact } from '../../../api/admin';
import { ChainValue } from '../../../components/dispute/TransactionFacts';
import { formatDate } from '../../../components/format';

/** Shown word for word (docs/transactions.md#computed-facts). */
export const FACTS_INTRO = 'Read from the values the user gave; nothing was looked up on the network.';

const VERDICTS: Record<string, { label: string; palette: string }> = {
  valid: { label: 'Checksum correct', palette: 'green' },
  'no-checksum': { label: 'No checksum', palette: 'gray' },
  'checksum-failed': { label: 'Checksum fails', palette: 'red' },
  'other-network': { label: 'Another network’s format', palette: 'orange' },
  'not-recognised': { label: 'Not recognised', palette: 'red' },
  missing: { label: 'Not given', palette: 'orange' },
};

/** A hash has no checksum: its good verdict is about its format. */
const verdictOf = (fact: ValueFact) =>
  fact.field === 'transactionId' && fact.verdict === 'valid'
    ? { label: 'Format matches', palette: 'green' }
    : fact.field === 'memo' && fact.verdict === 'valid'
      ? { label: 'Well-formed', palette: 'green' }
      : (VERDICTS[fact.verdict] ?? { label: fact.verdict, palette: 'gray' });

function fieldLabel(field: string, network: string | null): string {
  if (field === 'transactionId') return 'Transaction hash';
  if (field === 'fromAddress') return 'Sent from';
  if (field === 'toAddress') return 'Sent to';
  if (field === 'memo') return networkById(network)?.memo?.label ?? 'Memo';
  return field;
}

function ValueFactItem({ fact, network }: { fact: ValueFact; network: string | null }) {
  const verdict = verdictOf(fact);
  const linked = fact.field === 'transactionId' ? 'transaction' : fact.field === 'memo' ? null : 'address';
  return (
    <Stack as="li" gap="1" borderBottomWidth="1px" pb="3" _last={{ borderBottomWidth: 0, pb: 0 }}>
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Text fontWeight="medium">{fieldLabel(fact.field, network)}</Text>
        <Badge colorPalette={verdict.palette} variant="subtle">
          {verdict.label}
        </Badge>
      </HStack>
      {fact.value !== '' && linked ? <ChainValue network={network} kind={linked} value={fact.value} /> : null}
      {fact.value !== '' && !linked ? <Text fontFamily="mono">{fact.value}</Text> : null}
      {fact.fits.length > 0 ? (
        <Text textStyle="sm" color="fg.muted">
          Format of: {fact.fits.join(', ')}
        </Text>
      ) : null}
      <Text textStyle="sm" color="fg.muted">
        {fact.derivation}
      </Text>
    </Stack>
  );
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "Named in 2 other disputes, 1 scam report and no scam alerts; never confirmed as a scam." */
export function reputationText(entry: AddressReputation): string {
  const named = [
    plural(entry.otherDisputes, 'other dispute', 'other disputes'),
    plural(entry.scamReports, 'scam report', 'scam reports'),
    plural(entry.scamAlerts, 'scam alert', 'scam alerts'),
  ];
  const confirmed =
    entry.confirmedScams > 0
      ? `confirmed as a scam in ${plural(entry.confirmedScams, 'closed dispute', 'closed disputes')}${entry.lastConfirmedAt ? `, last on ${formatDate(entry.lastConfirmedAt)}` : ''}`
      : 'never confirmed as a scam';
  return `Named in ${named[0]}, ${named[1]} and ${named[2]}; ${confirmed}.`;
}

/** The facts the server derived, each with how it was found (docs/transactions.md#computed-facts). */
export function TransactionFactsView({ facts, network }: { facts: TransactionFacts; network: string | null }) {
  return (
    <Stack gap="4">
      <Text textStyle="sm" color="fg.muted">
        {FACTS_INTRO}
      </Text>
      {facts.mismatches.length > 0 ? (
        <Alert.Root status="warning" variant="subtle">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>What does not fit</Alert.Title>
            <Alert.Description>
              <List.Root ps="4">
                {facts.mismatches.map((mismatch) => (
                  <List.Item key={mismatch}>{mismatch}</List.Item>
                ))}
              </List.Root>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" aria-label="Values checked">
        {facts.values.map((fact) => (
          <ValueFactItem key={fact.field} fact={fact} network={network} />
        ))}
      </Stack>
      {facts.reputation.length > 0 ? (
        <Stack gap="2">
          <Text fontWeight="medium">Address reputation</Text>
          <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
            {facts.reputation.map((entry) => (
              <Stack as="li" key={entry.field} gap="0.5">
                <HStack gap="2" wrap="wrap">
                  <Text textStyle="sm" fontWeight="medium">
                    {fieldLabel(entry.field, network)}
                  </Text>
                  {entry.confirmedScams > 0 ? (
                    <Badge colorPalette="red" variant="solid">
                      Confirmed scam
                    </Badge>
                  ) : null}
                </HStack>
                <Text textStyle="sm" color="fg.muted">
                  {reputationText(entry)}
                </Text>
              </Stack>
            ))}
          </Stack>
        </Stack>
      ) : null}
    </Stack>
  );
}
