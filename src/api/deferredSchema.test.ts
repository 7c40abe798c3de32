/** The admin calls' deferred schemas (./deferredSchema.ts): each names a schema that exists, and loads it. */
import { describe, expect, it } from 'vitest';
import { schemaNow } from './adminSchemas';
import { isDeferred, type ContractSchema } from './deferredSchema';
import { endpoints, type EndpointDefinition } from './endpoints';

const deferredParts = Object.entries(endpoints as Record<string, EndpointDefinition>).flatMap(([name, endpoint]) =>
  (['query', 'body', 'response'] as const)
    .map((part) => [name, part, endpoint[part]] as const)
    .filter((entry): entry is readonly [string, 'query' | 'body' | 'response', ContractSchema] => {
      const schema = entry[2];
      return schema !== undefined && isDeferred(schema);
    }),
);

describe('deferred schemas', () => {
  it('only the admin calls defer a schema, and every admin call with a schema of its own does', () => {
    const deferring = new Set(deferredParts.map(([name]) => name));
    for (const name of deferring) expect((endpoints as Record<string, EndpointDefinition>)[name]?.access).toBe('admin');
    expect(deferring).toEqual(
      new Set([
        'getAdminStats',
        'getAdminDispute',
        'getSimilarCases',
        'resolveDispute',
        'getAdmins',
        'postAdminMessage',
        'assignDispute',
        'setDisputeStatus',
        'reopenDispute',
        'getAdminReport',
        'getAdminSettings',
        'updateAdminSettings',
      ]),
    );
  });

  it.each(deferredParts)(
    '%s: its %s schema loads, and is the one ./adminSchemas.ts names',
    async (_name, part, schema) => {
      const loaded = isDeferred(schema) ? await schema.load() : schema;
      expect(loaded).toBe(schemaNow(schema));
      expect(loaded).toHaveProperty('kind', 'schema');
      if (part === 'query' && isDeferred(schema))
        expect(schema.fields).toEqual(Object.keys((loaded as unknown as { entries: object }).entries));
    },
  );
});
