/**
 * The store's collections in memory: arrays for the handlers to read (disputes newest first,
 * the rest in the order their ids were handed out), with an index by key so that applying a
 * committed change costs what it changes.
 */
import { idNumber, insertNewestFirst, sortNewestFirst } from './order';
import { COLLECTION_NAMES, recordKey, type CollectionName, type DbDocument, type RecordChange, type RecordOf, type Sequences } from './types';

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
    if ((numbered[at - 1]?.number ?? 0) > (numbered[at]?.number ?? 0)) return numbered.sort((a, b) => a.number - b.number).map(({ record }) => record);
  }
  return records;
}

export function inMemory(data: DbDocument, version: number): Memory {
  if (data.disputes.length > 1) data.disputes = sortNewestFirst(data.disputes);
  for (const name of COLLECTION_NAMES) {
    if (name !== 'disputes' && name !== 'sessions') (data[name] as object[]) = byIdNumber(name, data[name] as object[]);
  }
  const index = Object.fromEntries(
    COLLECTION_NAMES.map((name) => [name, new Map((data[name] as object[]).map((record) => [recordKey(name, record), record]))]),
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

const maxId = (ids: Iterable<string>) => {
  let max = 0;
  for (const id of ids) max = Math.max(max, idNumber(id));
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
