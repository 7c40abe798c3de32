/**
 * What a stored record must have for the handlers to use it. A shallow check on purpose: it
 * catches what a broken or hand-edited store holds (a `null`, a record without its key, a list
 * that is not a list) without deep-validating thousands of records on every start.
 */
import { COLLECTION_KEYS, type CollectionName, type Sequences } from './types';

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const strings = (record: Fields, ...names: string[]) => names.every((name) => typeof record[name] === 'string');

/** A piece of evidence with what reading it needs: its id, name, size and the hash its bytes are kept by. */
const isEvidence = (item: unknown): boolean =>
  isObject(item) && strings(item, 'id', 'name', 'sha256', 'contentType') && typeof item.size === 'number';

const isCount = (value: unknown): boolean => Number.isSafeInteger(value) && (value as number) >= 0;
/** A saved reply the settings answer can carry: its id, title and text, and when it was made. */
const isSavedReply = (item: unknown): boolean => isObject(item) && strings(item, 'id', 'title', 'text', 'createdAt');
const isChange = (item: unknown): boolean => isObject(item) && strings(item, 'at', 'summary') && isObject(item.by);
/** The team's settings: every part the answer is built from, so a broken record reads as the defaults instead. */
const isSettings = (record: Fields): boolean =>
  isCount(record.revision) &&
  isCount(record.lastReplyNumber) &&
  isObject(record.targets) &&
  isCount(record.targets.resolutionHours) &&
  isCount(record.targets.resolutionRate) &&
  Array.isArray(record.savedReplies) &&
  record.savedReplies.every((item) => isSavedReply(item)) &&
  Array.isArray(record.history) &&
  record.history.every((item) => isChange(item));

const CHECKS: Record<CollectionName, (record: Fields) => boolean> = {
  users: (record) =>
    strings(record, 'email', 'username', 'createdAt') &&
    typeof record.isAdmin === 'boolean' &&
    (record.passwordHash === null || typeof record.passwordHash === 'string'),
  sessions: (record) => strings(record, 'userId', 'createdAt'),
  disputes: (record) =>
    strings(record, 'userId', 'createdAt', 'status', 'type', 'transactionId', 'description', 'userEmail') &&
    typeof record.amount === 'number' &&
    Array.isArray(record.messages) &&
    Array.isArray(record.timeline) &&
    (record.evidence === undefined ||
      (Array.isArray(record.evidence) && record.evidence.every((item) => isEvidence(item)))),
  notifications: (record) =>
    strings(record, 'date', 'title', 'message', 'type') &&
    (record.userId === null || typeof record.userId === 'string'),
  scamAlerts: (record) => strings(record, 'title', 'description', 'date', 'riskLevel'),
  securityTips: () => true,
  educationalResources: () => true,
  settings: isSettings,
  passwordResets: (record) =>
    strings(record, 'userId', 'createdAt', 'expiresAt') &&
    (record.usedAt === null || typeof record.usedAt === 'string'),
  outbox: (record) =>
    strings(record, 'to', 'subject', 'text', 'sentAt') &&
    Array.isArray(record.links) &&
    record.links.every((link) => isObject(link) && strings(link, 'label', 'url')),
};

/** Why a record cannot be used, or null when it can. */
export function recordProblem(collection: CollectionName, key: string, value: unknown): string | null {
  if (!isObject(value)) return 'not an object';
  if (value[COLLECTION_KEYS[collection]] !== key)
    return `its ${COLLECTION_KEYS[collection]} is not ${JSON.stringify(key)}`;
  return CHECKS[collection](value) ? null : 'a required field is missing or of the wrong type';
}

export function isSequences(value: unknown): value is Sequences {
  return (
    isObject(value) &&
    (['user', 'dispute', 'message', 'notification'] as const).every((name) => Number.isInteger(value[name]))
  );
}
