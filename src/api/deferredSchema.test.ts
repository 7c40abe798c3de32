/** The admin calls' deferred schemas (./deferredSchema.ts): each names a schema that exists, and loads it. */
import { describe, expect, it } from 'vitest';
import { schemaNow } from './schemaNow';
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
  it('the admin calls defer their schemas, the account calls their answers, and a filing, two-step sign-in, a password reset and the e-mail switches their bodies; nothing else', () => {
    const deferring = new Set(
      deferredParts.filter(([, , schema]) => isDeferred(schema) && schema.source === 'admin').map(([name]) => name),
    );
    for (const name of deferring) expect((endpoints as Record<string, EndpointDefinition>)[name]?.access).toBe('admin');
    const accountAnswers = deferredParts.filter(([, , schema]) => isDeferred(schema) && schema.source === 'account');
    expect(accountAnswers.map(([name, part]) => `${name} ${part}`).sort()).toEqual(
      [
        'confirmTotp',
        'endOtherSessions',
        'getEmailNotifications',
        'getPasskeys',
        'getSessions',
        'passkeyRegistrationOptions',
        'passkeySignInOptions',
        'registerPasskey',
        'renewRecoveryCodes',
        'setEmailNotifications',
        'setupTotp',
      ].map((name) => `${name} response`),
    );
    expect(
      deferredParts
        .filter(([, , schema]) => isDeferred(schema) && schema.source === 'body')
        .map(([name, part]) => [name, part]),
    ).toEqual(
      [
        'loginSecondStep',
        'confirmTotp',
        'renewRecoveryCodes',
        'disableTwoStep',
        'registerPasskey',
        'passkeySignInOptions',
        'passkeySignIn',
        'requestPasswordReset',
        'confirmPasswordReset',
        'setEmailNotifications',
        'createDispute',
      ].map((name) => [name, 'body']),
    );
    expect(deferring).toEqual(
      new Set([
        'getAdminDisputes',
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
        'endUserSessions',
      ]),
    );
  });

  it.each(deferredParts)('%s: its %s schema loads, and is the one its module names', async (_name, part, schema) => {
    const loaded = isDeferred(schema) ? await schema.load() : schema;
    expect(loaded).toBe(schemaNow(schema));
    expect(loaded).toHaveProperty('kind', 'schema');
    if (part === 'query' && isDeferred(schema))
      expect(schema.fields).toEqual(Object.keys((loaded as unknown as { entries: object }).entries));
  });
});
