/**
 * The team's settings (an extension, docs/server.md#team-settings): the targets Reports judge by
 * and the saved replies, for admins only. A save sends the whole settings with the revision it
 * read; the revision is checked again inside the write that stores the save, and writes run one at
 * a time, so of two saves made at the same revision exactly one lands and the other is 409.
 */
import { REPLY_TITLE_TAKEN_MESSAGE, SETTINGS_CHANGED_MESSAGE } from '../../src/api/admin';
import { storedSettings, toSettings } from '../db/settingsRecord';
import { type BackendContext, errorResponse, json, requireAdmin } from './http';
import type { Handlers } from './record';
import { applySettings, duplicateTitleAt } from './settingsChanges';
import { personRef } from './views';

export function settingsHandlers(ctx: BackendContext): Handlers<'getAdminSettings' | 'updateAdminSettings'> {
  return {
    getAdminSettings: ({ cookies }) => {
      requireAdmin(ctx, cookies);
      return json(toSettings(storedSettings(ctx.db.data)));
    },

    updateAdminSettings: async ({ cookies, body: readBody }) => {
      requireAdmin(ctx, cookies);
      const body = await readBody();
      // 422, not 400: a document cannot say "unique by title"; the body alone decides it, so before the write.
      const duplicate = duplicateTitleAt(body.savedReplies);
      if (duplicate >= 0) {
        const message = REPLY_TITLE_TAKEN_MESSAGE(body.savedReplies[duplicate]?.title.trim() ?? '');
        throw errorResponse(422, message, { [`savedReplies.${duplicate}.title`]: [message] });
      }
      const saved = await ctx.db.write((tx) => {
        const admin = personRef(requireAdmin(ctx, cookies));
        const current = storedSettings(tx.data);
        // Read at another revision: someone saved since, and this save would undo their change.
        if (body.revision !== current.revision) throw errorResponse(409, SETTINGS_CHANGED_MESSAGE);
        const next = applySettings(current, body, admin, new Date(ctx.now()).toISOString());
        if (next !== current) tx.put('settings', next);
        return next;
      });
      return json(toSettings(saved));
    },
  };
}
