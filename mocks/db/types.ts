/**
 * What the mock backend keeps. Stored records are the contract's entities plus the fields a
 * server keeps to itself (password hashes, admin notes, owners); responses are built from them
 * by the mappers in `mocks/handlers/views.ts`, never by sending a record as it is.
 *
 * The store is a set of collections of records, each record stored and written on its own (see
 * ./store.ts): a request writes only the records it changed, in one transaction.
 */
import type { EmailNotifications } from '../../src/api/emailNotifications';
import type { FileStore, StagedFile } from './files';
import type {
  Dispute,
  Evidence,
  EducationalResource,
  Message,
  Notification,
  PersonRef,
  ResolutionType,
  ScamAlert,
  SecurityTip,
  User,
} from '../../src/api';
import { type ConfirmedScam, type Settings } from '../../src/api/admin';

/** The version of the records' shapes; a store written with another version is not read as this one. */
export const SCHEMA_VERSION = 1;

export interface StoredUser extends Omit<User, 'previousDisputes' | 'isSuspended' | 'twoStep'> {
  createdAt: string;
  /**
   * Set while an admin has suspended the account (an extension of the contract). Optional, read
   * as false when absent, so records stored before the extension stay valid.
   */
  isSuspended?: boolean;
  /** `pbkdf2-sha512$iterations$salt$hash` (base64); null for sample users who cannot sign in. */
  passwordHash: string | null;
  /** The account's second step (docs/server.md#two-step-sign-in); absent: the password alone. */
  twoStep?: StoredTwoStep;
  /** A secret handed out by setup and not yet confirmed with a code; a new setup replaces it. */
  pendingTotp?: { secret: string; createdAt: string };
  /** The notification e-mails' switches (docs/server.md#notification-e-mails); absent: both on. */
  emailNotifications?: EmailNotifications;
  /** The account's passkeys (docs/server.md#passkeys); absent: none. */
  passkeys?: StoredPasskey[];
}

/** A WebAuthn credential the account registered. */
export interface StoredPasskey {
  /** The credential id, base64url: also the passkey's id in the API. */
  id: string;
  /** The COSE public key, base64url. */
  publicKey: string;
  /** The authenticator's signature counter at the last sign-in (0 for one that keeps none). */
  counter: number;
  transports: string[];
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** An account's authenticator-app sign-in. */
export interface StoredTwoStep {
  /**
   * The TOTP secret, base32, as it is: the server must compute the codes to check one, so it
   * cannot keep only a hash of it (docs/server.md#two-step-sign-in).
   */
  secret: string;
  enrolledAt: string;
  /** The last time-step whose code was accepted: a code of that step or earlier is refused (no replay). */
  lastStep: number | null;
  /** The SHA-256 (hex) of each unused recovery code; a code used is removed. */
  recoveryCodes: string[];
}

export interface Session {
  /**
   * The SHA-256 of the session's token (hex), never the token itself: a copy of the store does
   * not let anyone use the sessions it holds. See `sessionKey` in ../handlers/http.ts.
   */
  tokenHash: string;
  userId: string;
  createdAt: string;
  /** When the session was last used, to end idle sessions; absent in older records (read as createdAt). */
  lastSeenAt?: string;
  /**
   * The session's public id (docs/server.md#signed-in-devices): random, never the token or its hash.
   * Absent in older records, which read as one derived from `tokenHash` (`publicSessionId`).
   */
  id?: string;
  /** The User-Agent of the sign-in, capped (../handlers/deviceName.ts); absent in older records and when none was sent. */
  userAgent?: string;
  /** How the session's sign-in passed its second step; absent: the password alone (docs/server.md#two-step-sign-in). */
  secondStep?: 'totp' | 'recovery-code' | 'enrolment' | 'passkey';
}

/**
 * A message as stored. `author` and `internal` came with the support desk: records written before
 * it lack them and read as null and false, so old stores load without a migration.
 */
export interface StoredMessage extends Omit<Message, 'author' | 'internal' | 'attachments'> {
  /** Evidence by id; records from before evidence hold bare file names. */
  attachments: (string | { id: string | null; name: string })[];
  author?: PersonRef | null;
  internal?: boolean;
}

/** A piece of evidence: its bytes are in the driver's file store under `sha256` (./files.ts). */
export type StoredEvidence = Evidence;

/** The transaction's extension fields (src/api/transactionFields.ts); absent in older records (read as not given). */
type TransactionFieldName = 'network' | 'asset' | 'fromAddress' | 'toAddress' | 'memo';

export interface StoredDispute
  extends Omit<Dispute, 'messages' | 'sla' | TransactionFieldName>, Partial<Pick<Dispute, TransactionFieldName>> {
  messages: StoredMessage[];
  /** Its evidence files, oldest first; absent in older records (read as none). */
  evidence?: StoredEvidence[];
  /** The admin holding the dispute; absent in older records (read as unassigned). */
  assignee?: PersonRef | null;
  adminNotes: string | null;
  resolution: { type: ResolutionType; refundAmount: number | null; resolvedAt: string } | null;
  /** The address support confirmed as a scam on closing it; absent in older records (read as none). */
  confirmedScam?: ConfirmedScam | null;
  /** When each clock's warning and breach alerts went out (../sla/slaAlerts.ts); absent: none yet. */
  slaAlerts?: StoredSlaAlerts;
}

/** Per clock, when its alerts were sent (ISO stamps). */
export type StoredSlaAlerts = Partial<Record<'firstReply' | 'resolution', { warnedAt?: string; breachedAt?: string }>>;

/** A notification for one user, or for everyone when userId is null. */
export interface StoredNotification extends Omit<Notification, 'disputeId' | 'read'> {
  userId: string | null;
  /** The dispute it is about; absent in older records and general news. */
  disputeId?: string | null;
  /** Who has opened it (a notification for everyone is read by each on their own); absent: nobody. */
  readBy?: string[];
}

/** The key of the one settings record. */
export const SETTINGS_KEY = 'team';

/**
 * The team's settings (docs/server.md#team-settings): one record, keyed `team`, holding what
 * GET /api/admin/settings answers and the number of the last saved reply's id. A store without it
 * (made before settings existed, or a record set aside) reads as the defaults (./settingsRecord.ts).
 */
export interface StoredSettings extends Settings {
  key: typeof SETTINGS_KEY;
  /** The number in the last saved reply id handed out (`rpl-<n>`): a deleted reply's id is never given again. */
  lastReplyNumber: number;
}

/**
 * A password reset handed out (docs/server.md#password-reset). Like a session, only the SHA-256 of
 * its link's token is kept (`sessionKey` in ../handlers/http.ts): a copy of the store resets nothing.
 */
export interface PasswordReset {
  tokenHash: string;
  userId: string;
  createdAt: string;
  expiresAt: string;
  /** When the link set a password; null while it has not. */
  usedAt: string | null;
}

/** A message the demo sent, as its outbox keeps it (../mail/message.ts MailMessage). */
export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The links the message carries, each as its text shows it. */
  links: { label: string; url: string }[];
  sentAt: string;
}

/** The last number handed out per id family, so ids are never reused. */
export interface Sequences {
  user: number;
  dispute: number;
  message: number;
  notification: number;
}

export interface DbDocument {
  schemaVersion: typeof SCHEMA_VERSION;
  users: StoredUser[];
  sessions: Session[];
  disputes: StoredDispute[];
  notifications: StoredNotification[];
  scamAlerts: ScamAlert[];
  securityTips: SecurityTip[];
  educationalResources: EducationalResource[];
  /** At most one record (SETTINGS_KEY); empty while nobody has saved settings and none were seeded. */
  settings: StoredSettings[];
  /** Password resets handed out, by their token's hash (docs/server.md#password-reset). */
  passwordResets: PasswordReset[];
  /** The mail the in-browser demo sent (its outbox page reads it); empty on the reference server, which writes files. */
  outbox: OutboxMessage[];
  sequences: Sequences;
}

/** Each collection and the field that keys its records. */
export const COLLECTION_KEYS = {
  users: 'id',
  sessions: 'tokenHash',
  disputes: 'id',
  notifications: 'id',
  scamAlerts: 'id',
  securityTips: 'id',
  educationalResources: 'id',
  settings: 'key',
  passwordResets: 'tokenHash',
  outbox: 'id',
} as const satisfies Record<string, string>;

export type CollectionName = keyof typeof COLLECTION_KEYS;
export const COLLECTION_NAMES = Object.keys(COLLECTION_KEYS) as CollectionName[];
/**
 * Collections added after stores were first kept, with the IndexedDB version that added them: a
 * store from before has none of their records, reads them as empty and needs no migration.
 */
export const ADDED_COLLECTIONS: Partial<Record<CollectionName, number>> = { settings: 3, passwordResets: 4, outbox: 4 };
export type RecordOf<C extends CollectionName> = DbDocument[C][number];

export const recordKey = (collection: CollectionName, record: object): string =>
  String((record as Record<string, unknown>)[COLLECTION_KEYS[collection]]);

/** One record written (`record` set) or deleted (`record` null) by a transaction. */
export interface RecordChange {
  collection: CollectionName;
  key: string;
  record: unknown;
}

/** A stored record as the driver read it, not yet checked. */
export interface RawRecord {
  key: string;
  value: unknown;
}

/** Everything a driver holds, as read, before the store checks it. */
export interface StoredContents {
  schemaVersion: unknown;
  sequences: unknown;
  collections: Record<CollectionName, RawRecord[]>;
  /** The store's commit counter: every commit adds one, so a reader can tell it is behind. */
  version: number;
}

/** A record the store could not use, moved out of its collection and kept for a person to read. */
export interface SetAsideRecord {
  collection: CollectionName;
  key: string;
  value: unknown;
  reason: string;
}

/**
 * Where the records live: memory (tests), IndexedDB (the browser), SQLite (the reference server).
 * Every method that writes is one transaction: all of it lands or none of it.
 */
export interface RecordDriver {
  /** What is stored, or null when nothing has been stored yet. Throws when the store is there but cannot be read. */
  load(): Promise<StoredContents | null>;
  /**
   * Writes the changes, the sequences and the staged files the changes name (./files.ts); resolves
   * with the new version once all of it is durable.
   */
  commit(changes: readonly RecordChange[], sequences: Sequences, files?: readonly StagedFile[]): Promise<number>;
  /** Replaces everything with `document` and its files (the first seed, a reset); resolves with the new version. */
  replace(document: DbDocument, files?: readonly StagedFile[]): Promise<number>;
  /** Where evidence files are kept; absent in test doubles that store none. */
  files?: FileStore;
  /** Moves unusable records out of their collections into a place kept for people, never read back. */
  setAside(records: readonly SetAsideRecord[]): Promise<void>;
  /**
   * Runs `task` while no other writer of the same store runs one (another tab of the browser).
   * A driver with a single writer runs it as it is.
   */
  exclusive<T>(task: () => Promise<T>): Promise<T>;
  /**
   * For stores that other writers share (browser tabs): the version now, and what changed after
   * `version` (each changed record as it is now, null when deleted, and the sequences now), or null when that history
   * is no longer kept and the reader must load everything again.
   */
  shared?: {
    version(): Promise<number>;
    changesSince(version: number): Promise<{ version: number; changes: RecordChange[]; sequences: unknown } | null>;
  };
  close?(): void;
}
