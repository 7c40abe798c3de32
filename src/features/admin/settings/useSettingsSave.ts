/**
 * Saves one change to the team settings (./applySettingsChange.ts): from the settings on screen,
 * again on top of fresh ones after a 409, and says "Saved" with a toast. A failure comes back as
 * what the form should show; the form keeps what the person typed.
 */
import { useCallback, useEffect, useRef } from 'react';
import { ApiError, call, errorText } from '../../../api';
import { REPLY_TITLE_TAKEN_MESSAGE, SAVED_REPLIES_TOO_MANY_MESSAGE, type Settings } from '../../../api/admin';
import { useApi, useApiWrite } from '../../../data';
import { toaster } from '../../../theme';
import { saveSettingsChange, type Refusal, type SaveOutcome, type SettingsEdit } from './applySettingsChange';
import { formFieldOf } from './forms';
import {
  ALREADY_DELETED,
  alreadyDeleted,
  ALSO_KEPT,
  KEPT_CHANGING,
  replyAdded,
  replyDeleted,
  replyEdited,
  replyGone,
  SAVE_FAILED,
  SAVED,
  TARGETS_SAVED,
} from './texts';

export type FormField = 'firstReplyHours' | 'resolutionHours' | 'resolutionRate' | 'title' | 'text';

/** What a form shows when its change was not saved. */
export interface SaveProblem {
  /** Messages at the fields. */
  fields: Partial<Record<FormField, string>>;
  /** A sentence for the whole form, and the server's reason under it. */
  alert: { title: string; reason?: string } | null;
  /** The reply being edited was deleted meanwhile: the form can add it as a new one instead. */
  gone: boolean;
}

/** `settings`: as the server has them now, the change in them. */
export type SaveResult = { ok: true; settings: Settings } | { ok: false; problem: SaveProblem };

const problem = (part: Partial<SaveProblem>): SaveResult => ({
  ok: false,
  problem: { fields: {}, alert: null, gone: false, ...part },
});

function refused(refusal: Refusal): SaveResult {
  switch (refusal.kind) {
    case 'titleTaken':
      return problem({ fields: { title: REPLY_TITLE_TAKEN_MESSAGE(refusal.title) } });
    case 'gone':
      return problem({ alert: { title: replyGone(refusal.title) }, gone: true });
    case 'full':
      return problem({ alert: { title: SAVE_FAILED, reason: SAVED_REPLIES_TOO_MANY_MESSAGE } });
  }
}

/** A failed save in the form's words: a 422 is a taken title; a 400 names its fields. */
function failed(error: unknown): SaveResult {
  if (error instanceof ApiError && error.status === 422) return problem({ fields: { title: error.displayMessage } });
  const fields: SaveProblem['fields'] = {};
  if (error instanceof ApiError && error.status === 400) {
    for (const [key, messages] of Object.entries(error.body?.fieldErrors ?? {})) {
      const field = formFieldOf(key);
      if (field && messages[0]) fields[field] ??= messages[0];
    }
  }
  return problem({ fields, alert: { title: SAVE_FAILED, reason: errorText(error) } });
}

function successText(edit: SettingsEdit): string {
  switch (edit.kind) {
    case 'targets':
      return TARGETS_SAVED;
    case 'add':
      return replyAdded(edit.reply.title);
    case 'edit':
      return replyEdited(edit.reply.title);
    case 'delete':
      return replyDeleted(edit.title);
  }
}

export function useSettingsSave(): (edit: SettingsEdit) => Promise<SaveResult> {
  const { data, mutate } = useApi('getAdminSettings');
  const { trigger: write } = useApiWrite('updateAdminSettings');
  // The settings a save starts from: the newest on screen when it starts, not when it was created.
  const latest = useRef<Settings | undefined>(data);
  useEffect(() => {
    latest.current = data;
  }, [data]);

  return useCallback(
    async (edit: SettingsEdit) => {
      const show = (settings: Settings) => {
        latest.current = settings;
        void mutate(settings, { revalidate: false });
      };
      let outcome: SaveOutcome;
      try {
        const start = latest.current ?? (await call('getAdminSettings'));
        outcome = await saveSettingsChange(start, edit, {
          read: () => call('getAdminSettings'),
          write: (body) => write({ body }),
          onRead: show,
        });
      } catch (error) {
        return failed(error);
      }
      show(outcome.settings);
      switch (outcome.kind) {
        case 'saved':
          toaster.create({
            type: 'success',
            title: SAVED,
            description: outcome.merged ? `${successText(edit)} ${ALSO_KEPT}` : successText(edit),
          });
          return { ok: true, settings: outcome.settings };
        case 'done':
          toaster.create({
            type: 'info',
            title: ALREADY_DELETED,
            description: alreadyDeleted(edit.kind === 'delete' ? edit.title : ''),
          });
          return { ok: true, settings: outcome.settings };
        case 'refused':
          return refused(outcome.refusal);
        case 'conflict':
          return problem({ alert: { title: KEPT_CHANGING } });
      }
    },
    [mutate, write],
  );
}
