import { HStack, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { Dispute } from '../../api';
import { explorerUrl, networkById, type ExplorerKind } from '../../api/networks';
import { env } from '../../config/env';

/** An identifier's text: monospaced, broken anywhere rather than widening its card. */
export const MONO_TEXT = { fontFamily: 'mono', wordBreak: 'break-all' } as const;

const KIND_WORDS: Record<ExplorerKind, string> = { transaction: 'transaction', address: 'address' };

/** A hash or an address, and the network (an id, possibly one this app does not know) it is on. */
interface ChainValueProps {
  network: string | null | undefined;
  kind: ExplorerKind;
  value: string;
}

/**
 * A link to a value's page on its network's block explorer, or nothing when the network is unknown
 * (docs/transactions.md#explorers). It opens a new tab that gets nothing of this one.
 */
export function ExplorerLink({ network, kind, value }: ChainValueProps) {
  const href = explorerUrl(network, kind, value, env.explorerTemplates);
  if (!href) return null;
  const host = new URL(href).host.replace(/^www\./, '');
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      textStyle="sm"
      colorPalette="blue"
      overflowWrap="anywhere"
    >
      View on {host}
      <VisuallyHidden>{` (${KIND_WORDS[kind]}, opens in a new tab)`}</VisuallyHidden>
    </Link>
  );
}

/** A hash or an address, with its explorer link under it when its network has one. */
export function ChainValue({ network, kind, value }: ChainValueProps) {
  return (
    <Stack gap="0.5" align="start">
      <Text {...MONO_TEXT} textStyle="sm">
        {value}
      </Text>
      <ExplorerLink network={network} kind={kind} value={value} />
    </Stack>
  );
}

/** The network's name, or the id another server sent when this app does not know it. */
export function networkName(id: string): string {
  return networkById(id)?.name ?? id;
}

/** "Ethereum · USDT": the network and the asset as one fact, either one missing. */
export function NetworkAndAsset({ dispute }: { dispute: Pick<Dispute, 'network' | 'asset'> }) {
  return (
    <HStack gap="2" wrap="wrap">
      <Text>{dispute.network ? networkName(dispute.network) : 'Not given'}</Text>
      {dispute.asset ? (
        <Text color="fg.muted" fontFamily="mono">
          {dispute.asset}
        </Text>
      ) : null}
    </HStack>
  );
}
