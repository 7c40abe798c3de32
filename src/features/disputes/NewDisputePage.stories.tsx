import type { Meta } from '@storybook/react-vite';
import type { AnyHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { FAILURE_MESSAGE, failingStory, hangingStory, pageStory, storyWithHandlers, submitEmpty, type PageStory, type StoryExtra } from '../../../.storybook/pageStory';
import { calls } from '../../api';
import { clearScamReportDraft, saveScamReportDraft } from '../../components/scamReportDraft';

export default {
  title: 'Pages/Disputes/New Dispute',
  // A report left by another story (the landing page's) must not prefill these.
  beforeEach: () => clearScamReportDraft(),
} satisfies Meta;

const signedIn = (handlers: AnyHandler[] = [], extra: StoryExtra = {}) => storyWithHandlers('/new-dispute', 'user', handlers, extra);

/** Fills every field validly and submits. */
const fillAndSubmit: NonNullable<PageStory['play']> = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.selectOptions(await canvas.findByLabelText('Dispute type'), 'fee_dispute');
  await userEvent.type(canvas.getByLabelText('Transaction ID'), '0xabc123');
  await userEvent.type(canvas.getByLabelText('Transaction date'), '2026-11-01');
  await userEvent.type(canvas.getByLabelText('Amount'), '125.50');
  await userEvent.type(canvas.getByLabelText('Description'), 'The exchange charged me twice for one withdrawal.');
  await userEvent.click(canvas.getByRole('checkbox', { name: 'I confirm that the information provided is accurate' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Submit Dispute' }));
};

export const User = signedIn();

/** A visitor who has just signed up: their own email is prefilled. */
export const NewUser: PageStory = {
  ...pageStory('/new-dispute', 'signedOut'),
  loaders: [async () => {
    const stamp = Math.random().toString(36).slice(2, 10);
    await calls.register({ body: { username: `story.${stamp}`, email: `story.${stamp}@example.com`, password: 'Sup3r-secret!', walletAddress: '0x71c7656ec7ab88b098defb751b7401b5f6d8976f' } });
    return {};
  }],
};

/** Submitted empty: every validation message. */
export const FilledWithErrors = signedIn([], { play: submitEmpty('Submit Dispute') });

/** The server refuses the dispute: its sentence shows above the form, and every value stays. */
export const Failing = failingStory('/new-dispute', 'user', { post: '*/api/disputes' }, {
  play: async (context) => {
    await fillAndSubmit(context);
    await expect(await within(context.canvasElement).findByText(FAILURE_MESSAGE)).toBeInTheDocument();
  },
});

/** The server never answers: the button is disabled and reads "Submitting...". */
export const Slow = hangingStory('/new-dispute', 'user', { post: '*/api/disputes' }, {
  play: async (context) => {
    await fillAndSubmit(context);
    await expect(await within(context.canvasElement).findByRole('button', { name: /Submitting\.\.\./ })).toBeDisabled();
  },
});

/** A long scam report carried over from the landing page: the note, and a long prefilled description. */
export const FromLandingDraft = signedIn([], {
  beforeEach: () => {
    saveScamReportDraft({
      platform: 'A fake exchange impersonating Coinbase support on Telegram',
      affectedWallet: '0x52908400098527886e0f7030069857d2e4169ee7',
      scammerWallet: '0xdeadbeefdeadbeefdeadbeefdeadbeefdeadbeef',
      amount: '18250.40',
      currency: 'USDT',
      description: 'Someone posing as support asked me to "verify" my wallet by moving my savings to a safe address. '.repeat(8),
      evidenceFileNames: ['chat-export.pdf', 'transfer-screenshot.png'],
    });
    return clearScamReportDraft;
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/was carried over/)).toBeInTheDocument();
  },
});
