import type { Meta } from '@storybook/react-vite';
import { delay, http, HttpResponse, type AnyHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  FAILURE_MESSAGE,
  failingStory,
  hangingStory,
  onPhone,
  pageStory,
  storyWithHandlers,
  submitEmpty,
  type PageStory,
  type StoryExtra,
} from '../../../.storybook/pageStory';
import { calls, TRANSACTION_DATE_FUTURE_MESSAGE } from '../../api';
import { NETWORKS } from '../../api/networks';
import { evidenceRefusals } from '../../api/evidenceFiles';
import { keepDraftFiles } from '../../components/draftFiles';
import { clearScamReportDraft, saveScamReportDraft } from '../../components/scamReportDraft';
import { fitsWidth } from '../../../.storybook/layoutChecks';
import { CONTINUE_WITHOUT, SENDING_LIST_LABEL, SOME_NOT_ADDED } from './new/EvidenceSending';
import { EVIDENCE_LIST_LABEL } from './new/EvidenceUpload';
import { sampleFiles } from '../evidence';

const { executable, pdf, png } = sampleFiles;

export default {
  title: 'Pages/Disputes/New Dispute',
  tags: ['screen:/new-dispute'],
  // A report left by another story (the landing page's) must not prefill these.
  beforeEach: () => clearScamReportDraft(),
} satisfies Meta;

const signedIn = (handlers: AnyHandler[] = [], extra: StoryExtra = {}) =>
  storyWithHandlers('/new-dispute', 'user', handlers, extra);

type Play = NonNullable<PageStory['play']>;

/** Fills every field validly and submits. */
const fillAndSubmit: Play = async ({ canvasElement }) => {
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
  loaders: [
    async () => {
      const stamp = Math.random().toString(36).slice(2, 10);
      await calls.register({
        body: {
          username: `story.${stamp}`,
          email: `story.${stamp}@example.com`,
          password: 'Sup3r-secret!',
          walletAddress: '0x71c7656ec7ab88b098defb751b7401b5f6d8976f',
        },
      });
      return {};
    },
  ],
};

/** Submitted empty: every validation message. */
export const FilledWithErrors = { ...signedIn([], { play: submitEmpty('Submit Dispute') }), tags: ['state:invalid'] };

/** The server refuses the dispute: its sentence shows above the form, and every value stays. */
export const Failing = {
  ...failingStory(
    '/new-dispute',
    'user',
    { post: '*/api/disputes' },
    {
      play: async (context) => {
        await fillAndSubmit(context);
        await expect(await within(context.canvasElement).findByText(FAILURE_MESSAGE)).toBeInTheDocument();
        await expect(within(context.canvasElement).getByLabelText('Transaction ID')).toHaveValue('0xabc123');
      },
    },
  ),
  tags: ['state:error'],
};

/** The server never answers: the button is disabled and reads "Submitting...". */
export const Slow = {
  ...hangingStory(
    '/new-dispute',
    'user',
    { post: '*/api/disputes' },
    {
      play: async (context) => {
        await fillAndSubmit(context);
        await expect(
          await within(context.canvasElement).findByRole('button', { name: /Submitting\.\.\./ }),
        ).toBeDisabled();
      },
    },
  ),
  tags: ['state:loading'],
};

/** A long scam report carried over from the landing page: the note, a long prefilled description, and its files. */
export const FromLandingDraft = {
  ...signedIn([], {
    beforeEach: async () => {
      const key = await keepDraftFiles([pdf('chat-export.pdf'), png('transfer-screenshot.png')]);
      saveScamReportDraft({
        platform: 'A fake exchange impersonating Coinbase support on Telegram',
        affectedWallet: '0x52908400098527886e0f7030069857d2e4169ee7',
        scammerWallet: '0xdeadbeefdeadbeefdeadbeefdeadbeefdeadbeef',
        amount: '18250.40',
        currency: 'USDT',
        description:
          'Someone posing as support asked me to "verify" my wallet by moving my savings to a safe address. '.repeat(8),
        evidenceFileNames: ['chat-export.pdf', 'transfer-screenshot.png'],
        ...(key === null ? {} : { evidenceFilesKey: key }),
      });
      return clearScamReportDraft;
    },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByText(/was carried over/)).toBeInTheDocument();
      const rows = within(await canvas.findByRole('list', { name: EVIDENCE_LIST_LABEL }));
      await expect(await rows.findByText('transfer-screenshot.png')).toBeVisible();
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

/** Ethereum chosen and a Tron address typed: the field names the network the value fits; a good sender says its checksum is right. */
export const NetworkMismatch = {
  ...signedIn([], {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await userEvent.selectOptions(await canvas.findByLabelText('Network'), 'ethereum');
      await userEvent.type(canvas.getByLabelText('Sent from (address)'), '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb');
      await userEvent.type(canvas.getByLabelText('Sent to (address)'), 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7');
      await userEvent.tab();
      await expect(
        await canvas.findByText('This looks like a Tron address; the network chosen is Ethereum'),
      ).toBeVisible();
      await expect(canvas.getByText('Ethereum address; its checksum is correct.')).toBeVisible();
    },
  }),
  tags: ['state:invalid'],
};

/** Every network in turn: the transaction ID's hint names its format, the address hint its own, and only the XRP Ledger and Stellar ask for a memo. */
export const EveryNetwork = {
  ...signedIn([], {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const network = await canvas.findByLabelText('Network');
      for (const { id, name, memo } of NETWORKS) {
        await userEvent.selectOptions(network, id);
        await expect(canvas.getByText(new RegExp(`^An? ${name} transaction hash is `))).toBeVisible();
        await expect(canvas.getAllByText(new RegExp(`^Optional\\. An? ${name} address `))).toHaveLength(2);
        await expect(canvas.queryByLabelText(memo?.label ?? 'Memo')).toBe(
          memo ? canvas.getByLabelText(memo.label) : null,
        );
      }
    },
  }),
  tags: ['state:full'],
};

/** Each network sets what its values look like: the XRP Ledger asks for a destination tag, and refuses one that is not a number. */
export const DestinationTag = {
  ...signedIn([], {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await userEvent.selectOptions(await canvas.findByLabelText('Network'), 'xrp-ledger');
      await expect(canvas.getByText('An XRP Ledger transaction hash is 64 hex characters.')).toBeVisible();
      await userEvent.type(canvas.getByLabelText('Destination tag'), 'memo');
      await userEvent.tab();
      await expect(await canvas.findByText('A destination tag is a whole number from 0 to 4294967295')).toBeVisible();
    },
  }),
  tags: ['state:invalid'],
};

/** The network step on a 390 px phone, with a checksum that fails: the message wraps under the field. */
export const NetworkOnPhone = {
  ...onPhone(
    signedIn([], {
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await userEvent.selectOptions(await canvas.findByLabelText('Network'), 'ethereum');
        await userEvent.type(canvas.getByLabelText('Sent to (address)'), '0xfb6916095ca1df60bB79Ce92cE3Ea74c37c5d359');
        await userEvent.tab();
        await expect(
          await canvas.findByText('This Ethereum address fails its checksum: a character is wrong, missing or swapped'),
        ).toBeVisible();
        fitsWidth();
      },
    }),
  ),
  tags: ['state:narrow'],
};

/** The form on a 390 px phone: one column, Submit above Cancel, nothing off to the side. */
export const Phone = {
  ...onPhone(
    signedIn([], {
      play: async (context) => {
        await showsForm(context);
        fitsWidth();
      },
    }),
  ),
  tags: ['state:narrow'],
};

const UPLOAD = '*/api/disputes/:id/evidence';

/** Chooses `files` as evidence, waits for their rows, then fills the rest and submits. */
const withEvidence =
  (files: () => File[]): Play =>
  async (context) => {
    const canvas = within(context.canvasElement);
    const chosen = files();
    await userEvent.upload(await canvas.findByLabelText('Evidence files'), chosen);
    const rows = within(await canvas.findByRole('list', { name: EVIDENCE_LIST_LABEL }));
    for (const file of chosen) await rows.findByText(file.name);
    await fillAndSubmit(context);
  };

/** Filed, and its first file on its way (the server holds it): a progress bar naming the file, the next one waiting. */
export const UploadingEvidence = {
  ...signedIn(
    [
      http.post(UPLOAD, async () => {
        await delay('infinite');
      }),
    ],
    {
      play: async (context) => {
        await withEvidence(() => [png('wallet-screenshot.png', 200_000), pdf('exchange-statement.pdf')])(context);
        const rows = within(await within(context.canvasElement).findByRole('list', { name: SENDING_LIST_LABEL }));
        await expect(
          await rows.findByRole('progressbar', { name: /^Uploading wallet-screenshot\.png, \d+%$/ }),
        ).toBeVisible();
        await expect(rows.getByText(/Waiting to upload$/)).toBeVisible();
        await expect(rows.getByRole('button', { name: 'Cancel wallet-screenshot.png' })).toBeEnabled();
      },
    },
  ),
  tags: ['state:loading'],
};

/** A file cancelled on its way: Cancelled, with Retry, and the way on without it. */
export const CancelledUpload = {
  ...signedIn(
    [
      http.post(UPLOAD, async () => {
        await delay('infinite');
      }),
    ],
    {
      play: async (context) => {
        await withEvidence(() => [png('wallet-screenshot.png', 200_000)])(context);
        const rows = within(await within(context.canvasElement).findByRole('list', { name: SENDING_LIST_LABEL }));
        await userEvent.click(await rows.findByRole('button', { name: 'Cancel wallet-screenshot.png' }));
        await expect(await rows.findByText(/Upload cancelled$/)).toBeVisible();
        await expect(rows.getByRole('button', { name: 'Retry wallet-screenshot.png' })).toBeEnabled();
        await expect(
          await within(context.canvasElement).findByRole('button', { name: CONTINUE_WITHOUT }),
        ).toBeEnabled();
      },
    },
  ),
  tags: ['state:error'],
};

/** The server refuses a file: its sentence on the file's row, no Retry, and the way on without it. */
export const RefusedUpload = {
  ...signedIn(
    [
      http.post(
        UPLOAD,
        () => HttpResponse.json({ message: evidenceRefusals.notAccepted('statement.pdf') }, { status: 415 }),
        { once: true },
      ),
    ],
    {
      play: async (context) => {
        await withEvidence(() => [pdf('statement.pdf'), png('receipt.png')])(context);
        const canvas = within(context.canvasElement);
        const rows = within(await canvas.findByRole('list', { name: SENDING_LIST_LABEL }));
        await expect(await rows.findByText(evidenceRefusals.notAccepted('statement.pdf'))).toBeVisible();
        await expect(await canvas.findByText(SOME_NOT_ADDED)).toBeVisible();
        await expect(rows.queryByRole('button', { name: 'Retry statement.pdf' })).toBeNull();
        await expect(canvas.getByRole('button', { name: CONTINUE_WITHOUT })).toBeEnabled();
      },
    },
  ),
  tags: ['state:error'],
};

/** Before filing: a program named as an image is refused on its own row, by its first bytes. */
export const RefusedBeforeSending = {
  ...signedIn([], {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await userEvent.upload(await canvas.findByLabelText('Evidence files'), [
        executable('invoice.png'),
        png('receipt.png'),
      ]);
      const rows = within(await canvas.findByRole('list', { name: EVIDENCE_LIST_LABEL }));
      await expect(await rows.findByText(evidenceRefusals.notAccepted('invoice.png'))).toBeVisible();
      await expect(rows.getByRole('button', { name: 'Remove receipt.png' })).toBeEnabled();
    },
  }),
  tags: ['state:invalid'],
};
