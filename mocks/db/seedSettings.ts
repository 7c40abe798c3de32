/**
 * The seed's team settings: the default targets, and saved replies the two admins wrote over the
 * last weeks, with the history their saves left (newest first), as the handlers would have written
 * it (../handlers/settingsChanges.ts).
 */
import type { PersonRef } from '../../src/api';
import { type SavedReply, type SettingsChange } from '../../src/api/admin';
import { defaultSettings, replyId, SETTINGS_SUMMARY } from './settingsRecord';
import type { StoredSettings } from './types';

const DAY = 24 * 3_600_000;

const REPLIES = [
  {
    title: 'Refund approved',
    text: 'Good news: we have approved a refund for this dispute. It is on its way to the wallet on file and should arrive within 3 to 5 business days. We will confirm here once it has been sent.',
  },
  {
    title: 'Need transaction hash',
    text: 'To trace this payment we need its transaction hash (TXID). You will find it in your wallet’s history or in the exchange’s withdrawal details. Please reply here with it.',
  },
  {
    title: 'Exchange statement requested',
    text: 'Please upload the exchange’s statement for this transaction (a PDF or a screenshot showing the date, the amount and the fee charged) with “Add evidence” on this dispute.',
  },
  {
    title: 'Phishing warning',
    text: 'This looks like a phishing attempt. Never share your seed phrase or private keys with anyone, including people who say they are from support, and move any remaining funds to a new wallet.',
  },
  {
    title: 'Outside the dispute window',
    text: 'We have reviewed your claim, but the transaction was made more than 90 days before it was reported, which is outside the period we can dispute. We are sorry we cannot take this one further.',
  },
  {
    title: 'Still investigating',
    text: 'Thank you for your patience. We are still looking into this with the exchange and will update you here as soon as we hear back, usually within 2 business days.',
  },
] as const;

export function seedSettings(now: number, admins: { sam: PersonRef; jordan: PersonRef }): StoredSettings {
  const iso = (daysAgo: number) => new Date(now - daysAgo * DAY).toISOString();
  const history: SettingsChange[] = [];
  const reply = (
    index: number,
    by: PersonRef,
    daysAgo: number,
    edit?: { by: PersonRef; daysAgo: number },
  ): SavedReply => {
    const { title, text } = REPLIES[index] ?? REPLIES[0];
    history.push({ at: iso(daysAgo), by, summary: SETTINGS_SUMMARY.added(title) });
    if (edit) history.push({ at: iso(edit.daysAgo), by: edit.by, summary: SETTINGS_SUMMARY.edited(title) });
    return {
      id: replyId(index + 1),
      title,
      text,
      createdAt: iso(daysAgo),
      createdBy: by,
      updatedAt: edit ? iso(edit.daysAgo) : null,
      updatedBy: edit ? edit.by : null,
    };
  };
  // Four saves: Sam's first three replies (30 days ago), Jordan's two (12), Jordan rewording one of
  // Sam's (3), Sam's last (1).
  const savedReplies = [
    reply(0, admins.sam, 30),
    reply(1, admins.sam, 30, { by: admins.jordan, daysAgo: 3 }),
    reply(2, admins.sam, 30),
    reply(3, admins.jordan, 12),
    reply(4, admins.jordan, 12),
    reply(5, admins.sam, 1),
  ];
  // Newest first; a sort keeps the changes of one save in the order they were made.
  history.sort((a, b) => (a.at === b.at ? 0 : a.at < b.at ? 1 : -1));
  return { ...defaultSettings(), revision: 4, savedReplies, history, lastReplyNumber: savedReplies.length };
}
