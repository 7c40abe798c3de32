/**
 * The store as a single JSON document, as versions before per-record storage kept it (in
 * localStorage, in one IndexedDB value, or in a JSON file). Read once, when the per-record store
 * is still empty, and moved into it.
 */
import { isSequences } from './recordChecks';
import { ADDED_COLLECTIONS, COLLECTION_NAMES, SCHEMA_VERSION, type CollectionName, type DbDocument } from './types';

export type RecoveryReason = 'corrupt' | 'foreign';

/** A shallow check: the records themselves are checked one by one once they are in the store. */
export function readLegacyDocument(text: string): { document: DbDocument } | { reason: RecoveryReason } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { reason: 'corrupt' };
  }
  if (typeof parsed !== 'object' || parsed === null) return { reason: 'corrupt' };
  const candidate = parsed as Record<string, unknown>;
  if (candidate.schemaVersion !== SCHEMA_VERSION) return { reason: 'foreign' };
  // Collections added since (settings) were never in such a document: absent, they read as empty.
  const optional = (name: CollectionName) => ADDED_COLLECTIONS[name] !== undefined && candidate[name] === undefined;
  const wellFormed =
    COLLECTION_NAMES.every((name) => Array.isArray(candidate[name]) || optional(name)) &&
    isSequences(candidate.sequences);
  if (!wellFormed) return { reason: 'corrupt' };
  const added = Object.fromEntries(COLLECTION_NAMES.filter(optional).map((name) => [name, []]));
  // Its sessions kept their tokens as they were; the store keeps only hashes, so they end here.
  return { document: { ...(parsed as DbDocument), ...added, sessions: [] } };
}
