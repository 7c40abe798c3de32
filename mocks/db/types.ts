/**
 * What the mock backend keeps. Stored records are the contract's entities plus the fields a
 * server keeps to itself (password hashes, admin notes, owners); responses are built from them
 * by the mappers in `mocks/handlers/views.ts`, never by sending a record as it is.
 */
import type {
  Dispute,
  EducationalResource,
  Notification,
  ResolutionType,
  ScamAlert,
  SecurityTip,
  User,
} from '../../src/api';

export const SCHEMA_VERSION = 1;

export interface StoredUser extends Omit<User, 'previousDisputes' | 'isSuspended'> {
  createdAt: string;
  /**
   * Extension (issue 5): set while an admin has suspended the account. Optional, read as false
   * when absent, so documents persisted before the extension stay valid without a version bump.
   */
  isSuspended?: boolean;
  /** `pbkdf2-sha512$iterations$salt$hash` (base64); null for sample users who cannot sign in. */
  passwordHash: string | null;
}

export interface Session {
  token: string;
  userId: string;
  createdAt: string;
}

export interface StoredDispute extends Dispute {
  adminNotes: string | null;
  resolution: { type: ResolutionType; refundAmount: number | null; resolvedAt: string } | null;
}

/** A notification for one user, or for everyone when userId is null. */
export interface StoredNotification extends Notification {
  userId: string | null;
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
  /** The last number handed out per id family, so ids are never reused. */
  sequences: { user: number; dispute: number; message: number; notification: number };
}

/** Where the persisted document lives: memory (tests), browser storage, or a JSON file. */
export interface StorageDriver {
  read(): Promise<string | null>;
  write(text: string): Promise<void>;
  /**
   * Keeps a copy of a stored document the store could not use (corrupt, or from another version)
   * before it is replaced by a fresh seed, beside the document and never read back by the store:
   * the data is set aside for a person or a later migration, not silently destroyed. One copy,
   * the latest. Optional: a driver without it (a test double) loses the unreadable document.
   */
  backup?(text: string): Promise<void>;
}
