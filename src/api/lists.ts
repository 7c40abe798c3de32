/**
 * List answers. `listOf(item)` remembers its item schema, so the document generator can describe
 * the list as an array of the item's named component.
 */
import * as v from 'valibot';

const itemSchemas = new WeakMap<v.GenericSchema, v.GenericSchema>();

export function listOf<TItem extends v.GenericSchema>(item: TItem) {
  const schema = v.array(item);
  itemSchemas.set(schema, item);
  return schema;
}

/** The item schema of a list made by `listOf`, or undefined for any other schema. */
export const listItemSchema = (schema: v.GenericSchema): v.GenericSchema | undefined => itemSchemas.get(schema);
