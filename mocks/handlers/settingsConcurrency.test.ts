/**
 * Two admins saving the team's settings at the same moment (docs/server.md#team-settings): both
 * read the same revision, each adds a saved reply (one also moves a target), and both saves pass
 * their checks before either is stored. The revision is checked again inside the write, so exactly
 * one lands and the other is 409 with nothing written; the loser reads the settings again and
 * applies its change on top, and then both replies are kept, whatever order the saves land in.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Settings, type SettingsRequest, settingsRequestOf } from '../../src/api/admin';
import { adminWorld } from '../../tests/kit/adminTestkit';
import { slowDriver } from '../db/testSeed';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 20);

type Admin = 'sam' | 'jordan';
/** Each admin's one change, applied to the settings as read. */
const CHANGES: Record<Admin, (settings: Settings) => SettingsRequest> = {
  sam: (settings) => {
    const request = settingsRequestOf(settings);
    return {
      ...request,
      savedReplies: [
        ...request.savedReplies,
        { title: 'Sam: chargeback advice', text: 'Contact your card issuer about a chargeback.' },
      ],
    };
  },
  jordan: (settings) => {
    const request = settingsRequestOf(settings);
    return {
      ...request,
      targets: { ...request.targets, resolutionHours: 48 },
      savedReplies: [
        { title: 'Jordan: KYC needed', text: 'Please complete identity verification first.' },
        ...request.savedReplies,
      ],
    };
  },
};

describe('two admins saving the settings at once', () => {
  it('land one save and refuse the other with 409; after a re-read and a retry both replies are kept', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<Admin[]>(['sam', 'jordan'], ['jordan', 'sam']),
        fc.array(fc.nat({ max: 3 }), { minLength: 2, maxLength: 2 }),
        async (order, waits) => {
          const w = await adminWorld({ driver: slowDriver() });
          const base = await w.settings();
          const answers = await Promise.all(
            order.map(async (admin, index) => {
              await new Promise((done) => setTimeout(done, waits[index] ?? 0));
              return [admin, (await w.save(CHANGES[admin](base), w.tokens[admin])).status] as const;
            }),
          );
          const statuses = Object.fromEntries(answers);
          expect(Object.values(statuses).sort()).toEqual([200, 409]);
          const winner = answers.find(([, status]) => status === 200)?.[0];
          const loser: Admin = winner === 'sam' ? 'jordan' : 'sam';
          expect((await w.settings()).revision).toBe(base.revision + 1);

          const fresh = await w.settings(w.tokens[loser]);
          expect((await w.save(CHANGES[loser](fresh), w.tokens[loser])).status).toBe(200);
          const final = await w.settings();
          expect(final.revision).toBe(base.revision + 2);
          const titles = final.savedReplies.map((reply) => reply.title);
          expect(titles).toEqual(
            expect.arrayContaining([
              'Sam: chargeback advice',
              'Jordan: KYC needed',
              ...base.savedReplies.map((reply) => reply.title),
            ]),
          );
          expect(titles).toHaveLength(base.savedReplies.length + 2);
          expect(final.targets.resolutionHours).toBe(48);
          expect(new Set(final.savedReplies.map((reply) => reply.id)).size).toBe(final.savedReplies.length);
          const added = final.history
            .filter((change) => change.summary.startsWith('Added the saved reply'))
            .slice(0, 2);
          expect(added.map((change) => change.by.name).sort()).toEqual(['Jordan Lee', 'Sam Rivera']);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
