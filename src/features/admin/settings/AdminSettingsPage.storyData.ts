/** Data for the settings page's stories, typed with the app's own API types. */
import { type SavedReply, type Settings } from '../../../api/admin';

const AT = '2026-03-02T09:30:00.000Z';
const SAM = { id: 'usr-2', name: 'Sam Rivera' };

/** Settings nobody has saved yet: the default targets, no saved replies, no history. */
export const emptySettings: Settings = {
  revision: 0,
  targets: { firstReplyHours: 24, resolutionHours: 72, resolutionRate: 90, updatedAt: null, updatedBy: null },
  savedReplies: [],
  history: [],
};

export const LONG_REPLY_COUNT = 40;
export const LONG_TITLE = 'Refund approved after the exchange confirmed the double charge on the withdrawal fee';

const longReply = (index: number): SavedReply => ({
  id: `rpl-long-${index + 1}`,
  title: index === 0 ? LONG_TITLE : `Saved reply number ${index + 1} with a rather long title to see it wrap`,
  // One unbroken run (a wallet address) among ordinary words: it must wrap inside its card.
  text: `Thank you for your patience. 0x52908400098527886e0f7030069857d2e4169ee7${'52908400098527886e0f'.repeat(3)} ${'We are looking into this with the exchange and will update you here. '.repeat(20)}`,
  createdAt: AT,
  createdBy: { id: 'usr-long', name: 'Maximiliana-Alexandrina Featherstonehaugh-Worthington' },
  updatedAt: index % 2 === 0 ? AT : null,
  updatedBy: index % 2 === 0 ? SAM : null,
});

/** Many replies with long titles, texts and names, and a full history. */
export const longSettings: Settings = {
  revision: 120,
  targets: {
    firstReplyHours: 720,
    resolutionHours: 720,
    resolutionRate: 100,
    updatedAt: AT,
    updatedBy: { id: 'usr-long', name: 'Maximiliana-Alexandrina Featherstonehaugh-Worthington' },
  },
  savedReplies: Array.from({ length: LONG_REPLY_COUNT }, (_, index) => longReply(index)),
  history: Array.from({ length: 50 }, (_, index) => ({
    at: AT,
    by: SAM,
    summary: `Renamed the saved reply “Saved reply number ${index + 1} with a rather long title” to “${LONG_TITLE}” and edited its text`,
  })),
};
