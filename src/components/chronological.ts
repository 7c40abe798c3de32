/**
 * A dispute's timeline and messages may arrive in any order (the contract does not fix one), so
 * whatever shows them or picks "the latest" first puts them in time order: oldest first, entries
 * with the same time in the order the server sent them. A timestamp that does not parse sorts last.
 */
export function chronological<T extends { timestamp: string }>(entries: readonly T[]): T[] {
  return entries
    .map((entry, index) => {
      const time = Date.parse(entry.timestamp);
      return { entry, index, time: Number.isNaN(time) ? Infinity : time };
    })
    .sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : a.index - b.index))
    .map(({ entry }) => entry);
}
