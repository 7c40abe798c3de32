/**
 * The store's collections in memory: arrays for the handlers to read (disputes newest first,
 * the rest in the order their ids were handed out), with an index by key so that applying a
 * committed change costs what it changes.
 */
import type { AppliedChange } from './changeListeners';
import { idNumber, insertNewestFirst, sortNewestFirst } from './order';
import {
  COLLECTION_NAMES,
  recordKey,
  type CollectionName,
  type DbDocument,
  type RecordChange,
  type RecordOf,
  type Sequences,
} from './types';

type Index = Record<CollectionName, Map<string, object>>;
export interface Memory {
  data: DbDocument;
  index: Index;
  version: number;
}

/**
 * Drivers read records in their own order (IndexedDB by key, as text); the other collections are
 * kept in the order their ids were handed out, which is the order they were made.
 */
function byIdNumber<T extends object>(collection: CollectionName, records: T[]): T[] {
  const numbered = records.map((record) => ({ record, number: idNumber(recordKey(collection, record)) }));
  for (let at = 1; at < numbered.length; at++) {
    if ((numbered[at - 1]?.number ?? 0) > (numbered[at]?.number ?? 0))
      return numbered.sort((a, b) => a.number - b.number).map(({ record }) => record);
  }
  return records;
}

export function inMemory(data: DbDocument, version: number): Memory {
  if (data.disputes.length > 1) data.disputes = sortNewestFirst(data.disputes);
  for (const name of COLLECTION_NAMES) {
    if (name !== 'disputes' && name !== 'sessions') (data[name] as object[]) = byIdNumber(name, data[name] as object[]);
  }
  const index = Object.fromEntries(
    COLLECTION_NAMES.map((name) => [
      name,
      new Map((data[name] as object[]).map((record) => [recordKey(name, record), record])),
    ]),
  ) as Index;
  return { data, index, version };
}

export function applyChange(memory: Memory, { collection, key, record }: RecordChange): void {
  const list = memory.data[collection] as object[];
  const map = memory.index[collection];
  const existing = map.get(key);
  const at = existing === undefined ? -1 : list.indexOf(existing);
  if (record === null) {
    if (at >= 0) list.splice(at, 1);
    map.delete(key);
    return;
  }
  const value = record as object;
  if (at >= 0) list[at] = value;
  else if (collection === 'disputes') insertNewestFirst(memory.data.disputes, value as RecordOf<'disputes'>);
  else list.push(value);
  map.set(key, value);
}

/** An id's number, when it is one a sequence can count past (not past 2^53, where adding one changes nothing). */
const countable = (id: unknown): number => {
  const number = typeof id === 'string' ? idNumber(id) : 0;
  return Number.isSafeInteger(number) && number > 0 ? number : 0;
};

/** Applies committed changes, keeping what each record was before. */
export function applyAll(memory: Memory, changes: readonly RecordChange[]): AppliedChange[] {
  return changes.map((change) => {
    const before = memory.index[change.collection].get(change.key);
    applyChange(memory, change);
    return { ...change, before };
  });
}

const maxId = (ids: Iterable<unknown>) => {
  let max = 0;
  for (const id of ids) max = Math.max(max, countable(id));
  return max;
};

/** The sequences a set of records implies: every id family continues after its highest id. */
export function sequencesFrom(data: DbDocument): Sequences {
  return {
    user: maxId(data.users.map((user) => user.id)),
    dispute: maxId(data.disputes.map((dispute) => dispute.id)),
    message: maxId(data.disputes.flatMap((dispute) => dispute.messages.map((message) => message.id))),
    notification: maxId(data.notifications.map((notification) => notification.id)),
  };
}

/** Each family at the higher of the two: a sequence is never lowered below an id it handed out. */
export function higherOf(a: Sequences, b: Sequences): Sequences {
  return {
    user: Math.max(a.user, b.user),
    dispute: Math.max(a.dispute, b.dispute),
    message: Math.max(a.message, b.message),
    notification: Math.max(a.notification, b.notification),
  };
}

const idOf = (value: unknown): unknown =>
  typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : undefined;

/**
 * Raises `sequences`, in place, past the ids a written record holds (a dispute's messages
 * included), so that whatever a write or another writer stored, no later id can be one of them.
 */
export function coverIds(sequences: Sequences, collection: CollectionName, record: unknown): void {
  if (collection === 'users') sequences.user = Math.max(sequences.user, countable(idOf(record)));
  if (collection === 'notifications')
    sequences.notification = Math.max(sequences.notification, countable(idOf(record)));
  if (collection !== 'disputes') return;
  sequences.dispute = Math.max(sequences.dispute, countable(idOf(record)));
  const messages =
    typeof record === 'object' && record !== null ? (record as { messages?: unknown }).messages : undefined;
  if (Array.isArray(messages)) sequences.message = Math.max(sequences.message, maxId(messages.map(idOf)));
}

type Family = keyof Sequences;
const ID_PREFIX: Record<Family, string> = { user: 'usr-', dispute: 'DSP-', message: 'msg-', notification: 'ntf-' };
/**
 * Where each family's records are kept by id. Messages live inside their disputes, with no index
 * of their own: their sequence is kept past every message id instead (at load, at each write, and
 * when catching up with another writer), so it cannot hand out one that exists.
 */
const ID_COLLECTION: Record<Family, CollectionName | null> = {
  user: 'users',
  dispute: 'disputes',
  message: null,
  notification: 'notifications',
};

/**
 * The next id of `family`, counted on `sequences` (in place), past any id already stored or
 * `pending` in the same write, whatever the sequence said: a new record never replaces one.
 */
export function freshId(
  memory: Memory,
  sequences: Sequences,
  family: Family,
  pending: (collection: CollectionName, id: string) => boolean,
): string {
  const collection = ID_COLLECTION[family];
  let id: string;
  do {
    if (sequences[family] >= Number.MAX_SAFE_INTEGER) throw new Error(`No ${family} id is left to hand out`);
    sequences[family] += 1;
    id = `${ID_PREFIX[family]}${sequences[family]}`;
  } while (collection !== null && (memory.index[collection].has(id) || pending(collection, id)));
  return id;
}
