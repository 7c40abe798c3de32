import type { Meta } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { failingStory, onPhone, pageStory } from '../../../.storybook/pageStory';
import { fitsWidth } from '../../../.storybook/layoutChecks';
import { DEMO_ADMIN, DEMO_USER } from '../../../mocks/db/seed';
import { SEEDED_SHARED_RECIPIENT, SHARED_RECIPIENT_DISPUTES } from '../../../mocks/db/seedTransactions';
import { calls } from '../../api';
import { signInForStory } from '../../../.storybook/signInAdmin';

export default { title: 'Pages/Scam Detection', tags: ['screen:/scam-detection'] } satisfies Meta;

const LABEL = 'Address, transaction hash or website';

/** Types `value` into the field and presses Check. */
const checkValue = (value: string) => async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(LABEL), value);
  await userEvent.click(canvas.getByRole('button', { name: 'Check' }));
  return canvas;
};

/** The empty form, signed in as the demo user. */
export const EmptyForm = {
  ...pageStory('/scam-detection', 'user', {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByRole('heading', { level: 1, name: 'Scam Detection' })).toBeInTheDocument();
      await expect(canvas.getByLabelText(LABEL)).toHaveValue('');
    },
  }),
  tags: ['state:full'],
};

/** A look-alike of Binance that a scam alert names: High risk with the finding and the report. */
export const HighRisk = pageStory('/scam-detection', 'user', {
  play: async ({ canvasElement }) => {
    const canvas = await checkValue('binnance-login.com')(canvasElement);
    await expect(await canvas.findByText('High risk')).toBeInTheDocument();
    await expect(canvas.getByText('Imitates a well-known site')).toBeInTheDocument();
  },
});

/** A checksummed address nobody has reported: Low risk. */
export const CleanResult = pageStory('/scam-detection', 'user', {
  play: async ({ canvasElement }) => {
    const canvas = await checkValue('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')(canvasElement);
    await expect(await canvas.findByText('Low risk')).toBeInTheDocument();
    await expect(canvas.getByText('No reports found')).toBeInTheDocument();
  },
});

/**
 * An address support confirmed as a scam when it closed a dispute naming it (the demo data's shared
 * recipient, declined by the loader): High risk, and the verdict by count and day, never whose dispute.
 */
export const ConfirmedScam = {
  ...pageStory('/scam-detection', 'user', {
    play: async ({ canvasElement }) => {
      const canvas = await checkValue(SEEDED_SHARED_RECIPIENT)(canvasElement);
      await expect(await canvas.findByText('High risk')).toBeInTheDocument();
      await expect(canvas.getByText(/^Confirmed as a scam in a closed dispute, last on /)).toBeInTheDocument();
    },
  }),
  tags: ['state:full'],
  loaders: [
    async () => {
      await signInForStory(DEMO_ADMIN);
      await calls.resolveDispute({
        id: `DSP-${100001 + (SHARED_RECIPIENT_DISPUTES[0] ?? 0)}`,
        body: {
          resolutionType: 'decline',
          refundAmount: null,
          userResponse: 'This address is a confirmed scam; we could not recover the funds.',
          confirmedScamAddress: SEEDED_SHARED_RECIPIENT,
        },
      });
      await calls.login({ body: { username: DEMO_USER.email, password: DEMO_USER.password } });
      return {};
    },
  ],
};

/** Checking with nothing typed: the message in place, nothing looked up. */
export const InvalidInput = {
  ...pageStory('/scam-detection', 'user', {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await userEvent.click(await canvas.findByRole('button', { name: 'Check' }));
      await expect(
        await canvas.findByText('Enter an address, transaction hash or website to check'),
      ).toBeInTheDocument();
      await expect(canvas.getByLabelText(LABEL)).toHaveAttribute('aria-invalid', 'true');
    },
  }),
  tags: ['state:invalid'],
};

/** The lookup answers 500: the format analysis still shows, with the failure and a Retry. */
export const Failing = {
  ...failingStory(
    '/scam-detection',
    'user',
    { get: '*/api/scam-check' },
    {
      play: async ({ canvasElement }) => {
        const canvas = await checkValue('coinbase-support.net')(canvasElement);
        await expect(await canvas.findByText('We could not check the reports')).toBeInTheDocument();
        await expect(canvas.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
      },
    },
  ),
  tags: ['state:error'],
};

/** The lookup never answers: the pending check shows its status text. */
export const Slow = {
  ...pageStory('/scam-detection', 'user', {
    parameters: {
      msw: {
        handlers: [
          http.get('*/api/scam-check', async () => {
            await delay('infinite');
          }),
        ],
      },
    },
    play: async ({ canvasElement }) => {
      const canvas = await checkValue('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')(canvasElement);
      await expect(await canvas.findByText('Checking what has been reported...')).toBeInTheDocument();
    },
  }),
  tags: ['state:loading'],
};

/** The form on a 390 px phone: the field and the Check button stacked, no sideways scrolling. */
export const OnPhone = {
  ...onPhone(
    pageStory('/scam-detection', 'user', {
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await expect(await canvas.findByRole('heading', { level: 1, name: 'Scam Detection' })).toBeInTheDocument();
        await expect(canvas.getByRole('button', { name: 'Check' })).toBeVisible();
        await expect(window.innerWidth).toBeLessThanOrEqual(390);
        fitsWidth();
      },
    }),
  ),
  tags: ['state:narrow'],
};
