export { analyse } from './analyse';
export { adviceFor, combineRisk, type Advice, type Risk } from './risk';
export { EVM_CHECKSUM_DETAIL, evmChecksum, toChecksumAddress } from './addresses';
export { imitatedSite, KNOWN_SITES } from './lookalike';
export type { Analysis, Finding, FindingId, Severity, ValueKind } from './types';
