/**
 * Who hears of the store's changes (the live events, mocks/events/), and what they hear: each
 * committed record with what it was before, or 'everything' when the whole store was replaced.
 */
import type { RecordChange } from './types';

/** A committed change with the record as it was before (undefined when it is new). */
export interface AppliedChange extends RecordChange {
  before: unknown;
}

/** The changed records, or 'everything' when the whole store was replaced (a reset, a reload). */
export type ChangeListener = (changes: readonly AppliedChange[] | 'everything') => void;

export function createChangeListeners() {
  const listeners = new Set<ChangeListener>();
  return {
    add(listener: ChangeListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Tells every listener; one that throws is logged, never allowed to undo a committed change. */
    announce(changes: readonly AppliedChange[] | 'everything'): void {
      if (changes !== 'everything' && changes.length === 0) return;
      for (const listener of listeners) {
        try {
          listener(changes);
        } catch (error) {
          console.error('[mock store] a change listener failed:', error);
        }
      }
    },
  };
}
