/**
 * List answers, read item by item: an item that breaks its schema becomes an `UnreadableItem`
 * in its place, so one bad row from a server costs that row, never the whole list. `listOf`
 * also remembers its item schema, so the document generator can describe the list as an array
 * of the item's named component.
 */
import * as v from 'valibot';

/** An item of a list answer that did not match its schema. */
export interface UnreadableItem {
  readonly unreadable: true;
  /** 1-based position in the answer. */
  readonly position: number;
  /** The item's `id` when it had a readable one, so the row can still be named. */
  readonly id: string | null;
  /** Where and why it failed, e.g. `amount: Invalid type`. */
  readonly problem: string;
}

export type Listed<T> = T | UnreadableItem;

const ID_MAX = 80;

function idOf(raw: unknown): string | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const id: unknown = (raw as { id?: unknown }).id;
  return typeof id === 'string' && id.length > 0 && id.length <= ID_MAX ? id : null;
}

function readItem<TItem extends v.GenericSchema>(
  item: TItem,
  raw: unknown,
  index: number,
): Listed<v.InferOutput<TItem>> {
  const parsed = v.safeParse(item, raw);
  if (parsed.success) return parsed.output;
  const [issue] = parsed.issues;
  const where = v.getDotPath(issue);
  return {
    unreadable: true,
    position: index + 1,
    id: idOf(raw),
    problem: where ? `${where}: ${issue.message}` : issue.message,
  };
}

const itemSchemas = new WeakMap<v.GenericSchema, v.GenericSchema>();

export function listOf<TItem extends v.GenericSchema>(item: TItem) {
  const schema = v.pipe(
    v.array(v.unknown()),
    v.transform((items): Listed<v.InferOutput<TItem>>[] => items.map((raw, index) => readItem(item, raw, index))),
  );
  itemSchemas.set(schema, item);
  return schema;
}

/** The item schema of a list made by `listOf`, or undefined for any other schema. */
export const listItemSchema = (schema: v.GenericSchema): v.GenericSchema | undefined => itemSchemas.get(schema);

export const isUnreadable = (item: unknown): item is UnreadableItem =>
  typeof item === 'object' && item !== null && (item as { unreadable?: unknown }).unreadable === true;

/** The items that were read. */
export const readable = <T>(items: readonly Listed<T>[]): Exclude<T, UnreadableItem>[] =>
  items.filter((item): item is Exclude<T, UnreadableItem> => !isUnreadable(item));

/** The items that were not. */
export const unreadable = <T>(items: readonly Listed<T>[]): UnreadableItem[] => items.filter(isUnreadable);
