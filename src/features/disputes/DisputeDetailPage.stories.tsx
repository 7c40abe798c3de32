import type { Meta } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { failingStory, hangingStory, pageStory } from '../../../.storybook/pageStory';
import type { Dispute, Message } from '../../api';

export default { title: 'Pages/Disputes/Dispute Detail' } satisfies Meta;

/** An Under Review dispute with messages from both sides, an attachment and transaction details. */
export const UnderReview = pageStory('/dispute/DSP-100008', 'user');

/** A new dispute: no messages yet, a one-entry timeline, the expected-resolution line. */
export const JustFiled = pageStory('/dispute/DSP-100001', 'user');

/** A resolved dispute: closed disputes show no expected-resolution line. */
export const Resolved = pageStory('/dispute/DSP-100010', 'user', {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Dispute DSP-100010' });
    await expect(canvas.queryByText(/Expected by/)).toBeNull();
  },
});

/** Another user's dispute answers 404, like a missing one. */
export const NotFound = pageStory('/dispute/DSP-100016', 'user', {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Dispute not found' })).toBeInTheDocument();
  },
});

/** Signed in, but the dispute call answers 500: ErrorState with Retry. */
export const Failing = failingStory('/dispute/DSP-100001', 'user', { get: '*/api/disputes/:id' }, {
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
});

/** Signed in, and the dispute call never answers: "Loading dispute details...". */
export const Slow = hangingStory('/dispute/DSP-100001', 'user', { get: '*/api/disputes/:id' });

/** Contact Support puts the cursor in the reply box, ready to type. */
export const ContactSupport = pageStory('/dispute/DSP-100004', 'user', {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Contact Support' }));
    await expect(canvas.getByRole('textbox', { name: 'Reply' })).toHaveFocus();
  },
});

const LONG_WORD = `0x${'ab'.repeat(60)}`;
const longDescription = Array.from({ length: 12 }, (_, index) =>
  `Paragraph ${index + 1}: I sent the funds through the exchange's withdrawal form and the transfer shows as confirmed on the explorer, yet nothing arrived. The address I copied was ${LONG_WORD}, and support's chatbot kept closing my ticket.`,
).join('\n\n');

const START = Date.parse('2026-10-01T09:00:00.000Z');
const HOUR = 3_600_000;
const longMessages: Message[] = Array.from({ length: 30 }, (_, index) => ({
  id: `msg-long-${index + 1}`,
  content: index % 2 === 0
    ? `Support update ${index / 2 + 1}: we are checking the transfer with the exchange and the network explorer. We will write again as soon as we hear back from their compliance team.`
    : `Reply ${Math.ceil(index / 2)}: thank you. Here is more detail.\nThe amount was sent in two parts and the second one is still missing.${index === 5 ? ` ${LONG_WORD}` : ''}`,
  timestamp: new Date(START + index * 7 * HOUR).toISOString(),
  isFromAdmin: index % 2 === 0,
  attachments: index === 3 ? ['statement-october.pdf', 'screenshot-wallet-history-with-a-very-long-file-name.png'] : [],
}));

const longDispute: Dispute = {
  id: 'DSP-100001',
  type: 'unauthorized_transaction',
  transactionId: `0x${'9f3c'.repeat(16)}`,
  amount: 123456.78,
  status: 'Under Review',
  createdAt: new Date(START).toISOString(),
  userEmail: 'demo@example.com',
  transactionDate: '2026-09-28',
  description: longDescription,
  contactEmail: 'a.very.long.contact.address.for.testing.wrapping@subdomain.example-exchange.com',
  contactPhone: '+1 555 0100 2000',
  termsAccepted: true,
  userId: 'usr-1',
  messages: longMessages,
  timeline: [
    { status: 'New', timestamp: new Date(START).toISOString(), details: 'Dispute submitted' },
    { status: 'In Progress', timestamp: new Date(START + 30 * HOUR).toISOString(), details: 'Assigned to an investigator' },
    { status: 'Under Review', timestamp: new Date(START + 120 * HOUR).toISOString(), details: 'Evidence and on-chain data under review; the exchange was asked for its withdrawal logs and the compliance report.' },
  ],
  transactionDetails: {
    transactionType: 'Withdrawal',
    network: 'Ethereum',
    gasPriceAtTime: '38 gwei',
    expectedFeeRange: '0.0012 - 0.0017 ETH',
    actualFeeCharged: '0.0094 ETH',
    feeDiscrepancy: '+683%',
  },
  technicalAnalysis: null,
};

/** A very long description, a long hash and 30 messages: everything wraps, nothing overflows. */
export const LongContent = pageStory('/dispute/DSP-100001', 'user', {
  parameters: { msw: { handlers: [http.get('*/api/disputes/DSP-100001', () => HttpResponse.json(longDispute))] } },
  play: async ({ canvasElement }) => {
    const thread = await within(canvasElement).findByRole('list', { name: 'Messages' });
    await expect(within(thread).getAllByRole('listitem')).toHaveLength(30);
  },
});
