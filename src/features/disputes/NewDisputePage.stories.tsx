import type { Meta } from '@storybook/react-vite';
import type { AnyHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FAILURE_MESSAGE, failingStory, hangingStory, onPhone, pageStory, storyWithHandlers, submitEmpty, type PageStory, type StoryExtra } from '../../../.storybook/pageStory';
import { calls, TRANSACTION_DATE_FUTURE_MESSAGE } from '../../api';
import { clearScamReportDraft, saveScamReportDraft } from '../../components/scamReportDraft';
import { fitsWidth } from '../../../.storybook/layoutChecks';

export default {
  title: 'Pages/Disputes/New Dispute',
  tags: ['screen:/new-dispute'],
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

/** The form as it opens: the demo user's email prefilled, nothing else. */
const showsForm: NonNullable<PageStory['play']> = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: 'File a Dispute' })).toBeVisible();
  await expect(canvas.getByLabelText('Contact email')).toHaveValue('demo@example.com');
  await expect(canvas.getByRole('button', { name: 'Submit Dispute' })).toBeEnabled();
};

/** The demo user opens the form: empty fields but their contact email. */
export const User = { ...signedIn([], { play: showsForm }), tags: ['state:full'] };

/** A visitor who has just signed up: their own email is prefilled. */
export const NewUser: PageStory = {
  ...pageStory('/new-dispute', 'signedOut'),
  tags: ['state:full'],
  loaders: [async () => {
    const stamp = Math.random().toString(36).slice(2, 10);
    await calls.register({ body: { username: `story.${stamp}`, email: `story.${stamp}@example.com`, password: 'Sup3r-secret!', walletAddress: '0x71c7656ec7ab88b098defb751b7401b5f6d8976f' } });
    return {};
  }],
};

/** Submitted empty: every validation message. */
export const FilledWithErrors = { ...signedIn([], { play: submitEmpty('Submit Dispute') }), tags: ['state:invalid'] };

/** The server refuses the dispute: its sentence shows above the form, and every value stays. */
export const Failing = {
  ...failingStory('/new-dispute', 'user', { post: '*/api/disputes' }, {
    play: async (context) => {
      await fillAndSubmit(context);
      await expect(await within(context.canvasElement).findByText(FAILURE_MESSAGE)).toBeInTheDocument();
      await expect(within(context.canvasElement).getByLabelText('Transaction ID')).toHaveValue('0xabc123');
    },
  }),
  tags: ['state:error'],
};

/** The server never answers: the button is disabled and reads "Submitting...". */
export const Slow = {
  ...hangingStory('/new-dispute', 'user', { post: '*/api/disputes' }, {
    play: async (context) => {
      await fillAndSubmit(context);
      await expect(await within(context.canvasElement).findByRole('button', { name: /Submitting\.\.\./ })).toBeDisabled();
    },
  }),
  tags: ['state:loading'],
};

/** A long scam report carried over from the landing page: the note, and a long prefilled description. */
export const FromLandingDraft = {
  ...signedIn([], {
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
  }),
  tags: ['state:long'],
};

/** Sent with a future date, a zero amount, a one-line description and a malformed email: each field says what is wrong. */
export const BadInput = {
  ...signedIn([], {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await userEvent.selectOptions(await canvas.findByLabelText('Dispute type'), 'transaction_error');
      await userEvent.type(canvas.getByLabelText('Transaction ID'), '0xabc123');
      await userEvent.type(canvas.getByLabelText('Transaction date'), '2999-01-01');
      await userEvent.type(canvas.getByLabelText('Amount'), '0');
      await userEvent.type(canvas.getByLabelText('Description'), 'Lost it.');
      await userEvent.clear(canvas.getByLabelText('Contact email'));
      await userEvent.type(canvas.getByLabelText('Contact email'), 'alex.morgan@');
      await userEvent.click(canvas.getByRole('button', { name: 'Submit Dispute' }));
      for (const field of ['Transaction date', 'Amount', 'Description', 'Contact email']) {
        await waitFor(() => expect(canvas.getByLabelText(field)).toHaveAttribute('aria-invalid', 'true'));
      }
      await expect(canvas.getByText(TRANSACTION_DATE_FUTURE_MESSAGE)).toBeVisible();
      await expect(canvas.getByText('Please provide a detailed description (min 20 characters)')).toBeVisible();
      await expect(canvas.getByText('Invalid email address')).toBeVisible();
      await expect(canvas.getByLabelText('Transaction ID')).not.toHaveAttribute('aria-invalid', 'true');
    },
  }),
  tags: ['state:invalid'],
};

/** The form on a 390 px phone: one column, Submit above Cancel, nothing off to the side. */
export const Phone = {
  ...onPhone(signedIn([], {
    play: async (context) => {
      await showsForm(context);
      fitsWidth();
    },
  })),
  tags: ['state:narrow'],
};
