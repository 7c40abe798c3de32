/** What the format analysis finds out about a value, before anything is looked up. */

export type Severity = 'High' | 'Medium' | 'Low';

export type FindingId =
  | 'checksum'
  | 'no-checksum'
  | 'burn-address'
  | 'testnet'
  | 'transaction-not-address'
  | 'malformed'
  | 'hidden-characters'
  | 'lookalike'
  | 'punycode'
  | 'mixed-script'
  | 'giveaway'
  | 'airdrop'
  | 'wallet-recovery'
  | 'support'
  | 'login'
  | 'not-https'
  | 'ip-address'
  | 'shortener'
  | 'hidden-destination';

/** One warning sign, named in plain words (`title`) and explained (`detail`). */
export interface Finding {
  id: FindingId;
  severity: Severity;
  title: string;
  detail: string;
}

export type ValueKind =
  | 'evm-address'
  | 'bitcoin-address'
  | 'tron-address'
  | 'solana-address'
  | 'litecoin-address'
  | 'xrp-address'
  | 'stellar-address'
  | 'evm-transaction'
  | 'transaction'
  | 'website'
  | 'unknown';

export interface Analysis {
  /** The value as it was checked (trimmed, invisible characters removed). */
  value: string;
  kind: ValueKind;
  /** What it is, in words: "Ethereum-style (EVM) address", "Bitcoin address (bech32)" … */
  label: string;
  /** The network(s) it belongs to, when the format tells. */
  network: string | null;
  /** For websites: the host name as typed (Unicode, lower case). */
  host: string | null;
  /** Wallet addresses a person could send money to (not hashes, not websites). */
  isAddress: boolean;
  findings: Finding[];
}

export const finding = (id: FindingId, severity: Severity, title: string, detail: string): Finding => ({
  id,
  severity,
  title,
  detail,
});
