import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { onPhone, pageStory, type PageStory } from '../../../../.storybook/pageStory';
import { fitsWidth } from '../../../../.storybook/layoutChecks';
import { calls } from '../../../api';
import { DEMO_ADMIN, DEMO_USER } from '../../../../mocks/db/seed';
import { SEEDED_SHARED_RECIPIENT } from '../../../../mocks/db/seedTransactions';
import { FACTS_INTRO } from './TransactionFactsView';
import { clearAllReplyDrafts } from './replyDraft';
import { signInForStory } from '../../../../.storybook/signInAdmin';

/**
 * Support's review of the transaction (docs/transactions.md#computed-facts): the facts the backend
 * derived, the related disputes, the mismatches, a confirmed scam. The demo data's disputes 21 and
 * 48 name the same recipient; 39 is the XRP Ledger deposit sent without its destination tag.
 */
export default {
  title: 'Pages/Admin/Dispute review/Transaction',
  tags: ['screen:/admin/dispute/:id'],
  beforeEach: () => clearAllReplyDrafts(),
} satisfies Meta;

const factsCard = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: 'Verified transaction details' }));

/** A dispute whose recipient one other dispute names: its verdicts, its reputation, the related case first. */
export const SomeRelated = {
  ...pageStory('/admin/dispute/DSP-100021', 'admin', {
    play: async ({ canvasElement }) => {
      const card = await factsCard(canvasElement);
      await expect(card.getByText(FACTS_INTRO)).toBeVisible();
      await expect(card.getByText(/^Named in 1 other dispute/)).toBeVisible();
      const similar = within(within(canvasElement).getByRole('region', { name: 'Similar cases' }));
      await expect(await similar.findByText('Names the recipient address')).toBeVisible();
    },
  }),
  tags: ['state:full'],
};

/** The missing destination tag: what does not fit, said first, and the analysis written from it. */
export const Mismatch = {
  ...pageStory('/admin/dispute/DSP-100039', 'admin', {
    play: async ({ canvasElement }) => {
      const card = await factsCard(canvasElement);
      await expect(card.getByText('What does not fit')).toBeVisible();
      await expect(
        card.getByText('No destination tag: an exchange needs it to credit an XRP Ledger deposit.'),
      ).toBeVisible();
    },
  }),
  tags: ['state:invalid'],
};

/** A dispute filed with the original fields only: no facts, the stored sample marked as such. */
export const NoFacts = {
  ...pageStory('/admin/dispute/DSP-100003', 'admin', {
    play: async ({ canvasElement }) => {
      const card = await factsCard(canvasElement);
      await expect(card.queryByText(FACTS_INTRO)).toBeNull();
      await expect(card.getByText('Sample')).toBeVisible();
    },
  }),
  tags: ['state:empty'],
};

const MANY = 5;

/**
 * The shared recipient named in five more disputes, one of them closed with the recipient
 * confirmed as a scam: the reputation says so, and the similar cases are all related ones.
 */
export const ManyRelated: PageStory = {
  ...pageStory('/admin/dispute/DSP-100021', 'admin', {
    play: async ({ canvasElement }) => {
      const card = await factsCard(canvasElement);
      await expect(card.getByText('Confirmed scam')).toBeVisible();
      await expect(card.getByText(/^Named in 6 other disputes/)).toBeVisible();
      const similar = within(within(canvasElement).getByRole('region', { name: 'Similar cases' }));
      await expect(await similar.findAllByText('Names the recipient address')).toHaveLength(5);
    },
  }),
  tags: ['state:long'],
  loaders: [
    async () => {
      await calls.login({ body: { username: DEMO_USER.email, password: DEMO_USER.password } });
      const filed: string[] = [];
      for (let n = 0; n < MANY; n++) {
        const dispute = await calls.createDispute({
          body: {
            type: 'scam_report',
            network: 'ethereum',
            transactionId: `0x${String(n + 1).repeat(64)}`,
            transactionDate: '2026-11-01',
            amount: 250 * (n + 1),
            description: 'I paid an investment site that showed fake profits and then stopped answering.',
            contactEmail: DEMO_USER.email,
            toAddress: SEEDED_SHARED_RECIPIENT,
            termsAccepted: true,
          },
        });
        filed.push(dispute.id);
      }
      await signInForStory(DEMO_ADMIN);
      await calls.resolveDispute({
        id: filed[0] ?? '',
        body: {
          resolutionType: 'decline',
          refundAmount: null,
          userResponse: 'This address is a confirmed scam; we could not recover the funds.',
          confirmedScamAddress: SEEDED_SHARED_RECIPIENT,
        },
      });
      return {};
    },
  ],
};

/** The facts on a 390 px phone: long hashes and addresses wrap, nothing runs off the side. */
export const Phone = {
  ...onPhone(
    pageStory('/admin/dispute/DSP-100039', 'admin', {
      play: async ({ canvasElement }) => {
        await factsCard(canvasElement);
        fitsWidth();
      },
    }),
  ),
  tags: ['state:narrow'],
};
