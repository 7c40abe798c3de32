import { Badge, Button, Card, Code, DataList, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import type { ScamCheckResult } from '../../api';
import type { ExplorerKind, NetworkId } from '../../api/networks';
import { ExplorerLink } from '../../components/dispute/TransactionFacts';
import { formatDate } from '../../components/format';
import { adviceFor, type Analysis, type Risk, type ValueKind } from './detect';
import { FindingList } from './FindingList';

export const RISK_PALETTE: Record<Risk, string> = {
  High: 'destructive',
  Medium: 'warning',
  Low: 'secondary',
  Unknown: 'gray',
};

/**
 * Where a recognised value can be looked at on its network's explorer (docs/transactions.md#explorers):
 * an EVM value on Ethereum's, the one most EVM addresses are used on; a bare 64-hex hash fits too
 * many networks to pick one, and a testnet address is left out with it.
 */
const EXPLORER_OF: Partial<Record<ValueKind, { network: NetworkId; kind: ExplorerKind }>> = {
  'evm-address': { network: 'ethereum', kind: 'address' },
  'evm-transaction': { network: 'ethereum', kind: 'transaction' },
  'bitcoin-address': { network: 'bitcoin', kind: 'address' },
  'litecoin-address': { network: 'litecoin', kind: 'address' },
  'tron-address': { network: 'tron', kind: 'address' },
  'solana-address': { network: 'solana', kind: 'address' },
  'xrp-address': { network: 'xrp-ledger', kind: 'address' },
  'stellar-address': { network: 'stellar', kind: 'address' },
};

/** Shown word for word (docs/transactions.md#confirmed-scams): a count and a day, never whose dispute. */
export function confirmedText(lookup: ScamCheckResult): string {
  const closed = lookup.confirmedScams === 1 ? 'a closed dispute' : `${lookup.confirmedScams} closed disputes`;
  const day = lookup.lastConfirmedAt ? `, last on ${formatDate(lookup.lastConfirmedAt)}` : '';
  return `Confirmed as a scam in ${closed}${day}`;
}

function reportsText(lookup: ScamCheckResult | null, failed: boolean): string {
  if (failed) return 'Could not be checked';
  if (!lookup) return 'Not looked up';
  if (lookup.reports === 0) return 'No reports found';
  const times = lookup.reports === 1 ? 'once' : `${lookup.reports} times`;
  const categories = lookup.categories.length > 0 ? ` (${lookup.categories.join(', ')})` : '';
  const first = lookup.firstReportedAt ? formatDate(lookup.firstReportedAt) : null;
  const last = lookup.lastReportedAt ? formatDate(lookup.lastReportedAt) : null;
  const when =
    first && last ? (first === last ? `, on ${first}` : `, first on ${first}, most recently on ${last}`) : '';
  return `Reported ${times}${categories}${when}`;
}

interface ResultCardProps {
  analysis: Analysis;
  lookup: ScamCheckResult | null;
  lookupFailed: boolean;
  risk: Risk;
  onReport: () => void;
}

/** The outcome of one check: risk, what the value is, its warning signs, what it means and what to do. */
export function ResultCard({ analysis, lookup, lookupFailed, risk, onReport }: ResultCardProps) {
  const advice = adviceFor(risk, analysis, lookupFailed);
  const explorer = analysis.network?.includes('testnet') ? null : (EXPLORER_OF[analysis.kind] ?? null);
  const facts: [string, string][] = [
    ['What it is', analysis.label],
    ...(analysis.network ? [['Network', analysis.network] as [string, string]] : []),
    ...(analysis.host && analysis.host !== analysis.value ? [['Site', analysis.host] as [string, string]] : []),
    ['Reports', reportsText(lookup, lookupFailed)],
    ...(lookup && lookup.confirmedScams > 0 ? [['Support’s verdict', confirmedText(lookup)] as [string, string]] : []),
  ];
  return (
    <Card.Root
      as="section"
      aria-labelledby="check-result-heading"
      variant="outline"
      borderColor={`${RISK_PALETTE[risk]}.border`}
    >
      <Card.Header gap="2">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h2" size="lg" id="check-result-heading">
            Result
          </Heading>
          <Badge size="lg" colorPalette={RISK_PALETTE[risk]} variant="solid" data-risk={risk}>
            {risk === 'Unknown' ? 'Unknown risk' : `${risk} risk`}
          </Badge>
        </HStack>
        <Text fontWeight="semibold" textStyle="lg" role="status">
          {advice.headline}
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="6">
          <Stack gap="1">
            <Text textStyle="sm" color="fg.muted">
              You checked
            </Text>
            <Code size="md" whiteSpace="pre-wrap" wordBreak="break-all" px="2" py="1" maxH="40" overflowY="auto">
              {analysis.value}
            </Code>
          </Stack>
          <DataList.Root orientation="horizontal" size="md" gap="3">
            {facts.map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel minW="28">{label}</DataList.ItemLabel>
                <DataList.ItemValue wordBreak="break-word">{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
            {explorer ? (
              <DataList.Item>
                <DataList.ItemLabel minW="28">On the chain</DataList.ItemLabel>
                <DataList.ItemValue>
                  <ExplorerLink network={explorer.network} kind={explorer.kind} value={analysis.value} />
                </DataList.ItemValue>
              </DataList.Item>
            ) : null}
          </DataList.Root>
          <Stack gap="3">
            <Heading as="h3" size="md">
              Warning signs
            </Heading>
            <FindingList findings={analysis.findings} />
          </Stack>
          <Stack gap="2">
            <Heading as="h3" size="md">
              What it means
            </Heading>
            <Text>{advice.meaning}</Text>
          </Stack>
          <Stack gap="2">
            <Heading as="h3" size="md">
              What to do next
            </Heading>
            <List.Root as="ol" ps="5" gap="1">
              {advice.nextSteps.map((step) => (
                <List.Item key={step}>{step}</List.Item>
              ))}
            </List.Root>
          </Stack>
        </Stack>
      </Card.Body>
      <Card.Footer>
        <Stack gap="2" align="flex-start">
          <Button colorPalette={risk === 'High' ? 'destructive' : 'blue'} onClick={onReport}>
            Report this
          </Button>
          <Text textStyle="sm" color="fg.muted">
            Opens a scam report with this value filled in.
          </Text>
        </Stack>
      </Card.Footer>
    </Card.Root>
  );
}
