/**
 * The store keeps disputes newest first (the seed is built that way, a new dispute goes to the
 * front and `openDb` puts what it loads in order), so a list call finds them already sorted
 * and only checks it: with 10,000 disputes a sort on every call made the admin list miss its
 * 16 ms budget (bench:store). Ids grow with time, so they break ties between equal timestamps.
 * Plain comparisons, not localeCompare: the store's timestamps are all toISOString() output,
 * which sorts as text.
 */
interface Dated {
  createdAt: string;
  id: string;
}

/** The number at the end of an id (`DSP-100042` → 100042); ids grow as they are handed out. */
export const idNumber = (id: string) => Number(id.slice(id.lastIndexOf('-') + 1)) || 0;

function compareNewestFirst(a: Dated, b: Dated): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return idNumber(b.id) - idNumber(a.id);
}

/** Puts `item` where it belongs in a newest-first list: at the front for a new dispute. */
export function insertNewestFirst<T extends Dated>(items: T[], item: T): void {
  let at = 0;
  while (at < items.length && compareNewestFirst(items[at] as Dated, item) < 0) at++;
  items.splice(at, 0, item);
}

export function isNewestFirst(items: readonly Dated[]): boolean {
  for (let index = 1; index < items.length; index++) {
    if (compareNewestFirst(items[index - 1] as Dated, items[index] as Dated) > 0) return false;
  }
  return true;
}

/** A copy, newest first; when the items are not in order yet, each item's key is worked out once. */
export function sortNewestFirst<T extends Dated>(items: readonly T[]): T[] {
  if (isNewestFirst(items)) return [...items];
  const keyed = items.map((item) => ({ item, createdAt: item.createdAt, idNumber: idNumber(item.id) }));
  keyed.sort((a, b) => {
    if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
    return b.idNumber - a.idNumber;
  });
  return keyed.map(({ item }) => item);
}
