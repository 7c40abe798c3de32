import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse, type AnyHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FAILURE_MESSAGE } from '../../../.storybook/pageStory';
import { fitsWidth, staysInsideCards } from '../../../.storybook/layoutChecks';
import { DEMO_USER } from '../../../mocks/db/seed';
import { calls, MAX_EVIDENCE_FILES } from '../../api';
import { evidenceRefusals } from '../../api/evidenceFiles';
import { EvidenceCard } from './EvidenceCard';
import { evidenceItem, fakePdfFile, pngFile } from './EvidenceCard.storyData';
import {
  ADD_FILES_LABEL,
  CLOSED_NO_FILES,
  EVIDENCE_FAILED,
  EVIDENCE_LOADING,
  FILES_LIST_LABEL,
  FULL_NO_FILES,
  NO_FILES_YET,
  openLabel,
  UPLOADS_LABEL,
} from './texts';

/**
 * The evidence card on its own, signed in as the demo user (the dispute pages show it beside the
 * rest): seeded disputes (mocks/db/seed.ts) for the real states, answers of the stories' own for the others.
 */
export default {
  title: 'Evidence/Card',
  component: EvidenceCard,
  args: { disputeId: 'DSP-100006', status: 'In Progress' },
  decorators: [
    (Story) => (
      <Box maxW="3xl" p="4">
        <Story />
      </Box>
    ),
  ],
  loaders: [
    async () => {
      await calls.login({ body: { username: DEMO_USER.email, password: DEMO_USER.password } });
      return {};
    },
  ],
} satisfies Meta<typeof EvidenceCard>;

type Story = StoryObj<typeof EvidenceCard>;

const EVIDENCE = '*/api/disputes/:id/evidence';
const answering = (...handlers: AnyHandler[]) => ({ msw: { handlers } });
const cardOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: 'Evidence' }));

/** The list has not answered yet. */
export const Loading: Story = {
  parameters: answering(
    http.get(EVIDENCE, async () => {
      await delay('infinite');
    }),
  ),
  tags: ['state:loading'],
  play: async ({ canvasElement }) => {
    await expect(await (await cardOf(canvasElement)).findByText(EVIDENCE_LOADING)).toBeVisible();
  },
};

/** An open dispute with no files: the empty text, and the control that adds them. */
export const Empty: Story = {
  args: { disputeId: 'DSP-100004' },
  tags: ['state:empty'],
  play: async ({ canvasElement }) => {
    const card = await cardOf(canvasElement);
    await expect(await card.findByText(NO_FILES_YET)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Choose files' })).toBeEnabled();
  },
};

/** The exchange's statement (a PDF, its icon) and a screenshot (its picture), each with who added it and when. */
export const ImageAndPdf: Story = {
  tags: ['state:full'],
  play: async ({ canvasElement }) => {
    const card = await cardOf(canvasElement);
    const items = within(await card.findByRole('list', { name: FILES_LIST_LABEL })).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    const picture = card.getByRole('img', { name: 'transaction-screenshot.png' });
    await waitFor(() => expect((picture as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    await expect(card.getByRole('button', { name: openLabel('exchange-statement.pdf') })).toBeVisible();
  },
};

/** The list answered 500: the server's sentence and Retry. */
export const Failing: Story = {
  parameters: answering(http.get(EVIDENCE, () => HttpResponse.json({ message: FAILURE_MESSAGE }, { status: 500 }))),
  tags: ['state:error'],
  play: async ({ canvasElement }) => {
    const alert = await (await cardOf(canvasElement)).findByRole('alert');
    await expect(within(alert).getByText(EVIDENCE_FAILED)).toBeVisible();
    await expect(within(alert).getByText(FAILURE_MESSAGE)).toBeVisible();
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** A file chosen and on its way (the server never answers here): its bar, and Cancel. */
export const Uploading: Story = {
  parameters: answering(
    http.post(EVIDENCE, async () => {
      await delay('infinite');
    }),
  ),
  tags: ['state:loading'],
  play: async ({ canvasElement }) => {
    const card = await cardOf(canvasElement);
    await userEvent.upload(await card.findByLabelText(ADD_FILES_LABEL), pngFile('wallet-history-export.png', 400_000));
    await expect(
      await card.findByRole('progressbar', { name: /^Uploading wallet-history-export\.png, \d+%$/ }),
    ).toBeVisible();
    await expect(card.getByRole('button', { name: 'Cancel wallet-history-export.png' })).toBeVisible();
  },
};

/**
 * Two files refused, each on its own row in the rule's words: one by this page (a text file named
 * as a PDF), one by the server (the dispute's files would pass 50 MB). Neither offers Retry.
 */
export const Refused: Story = {
  parameters: answering(
    http.post(EVIDENCE, () =>
      HttpResponse.json({ message: evidenceRefusals.tooMuch('scan-of-passport.png') }, { status: 422 }),
    ),
  ),
  tags: ['state:invalid'],
  play: async ({ canvasElement }) => {
    const card = await cardOf(canvasElement);
    await userEvent.upload(await card.findByLabelText(ADD_FILES_LABEL), [
      fakePdfFile('bank-statement.pdf'),
      pngFile('scan-of-passport.png'),
    ]);
    const rows = await card.findByRole('list', { name: UPLOADS_LABEL });
    await waitFor(() => expect(within(rows).getAllByRole('alert')).toHaveLength(2));
    await expect(within(rows).getByText(evidenceRefusals.notAccepted('bank-statement.pdf'))).toBeVisible();
    await expect(within(rows).getByText(evidenceRefusals.tooMuch('scan-of-passport.png'))).toBeVisible();
    await expect(within(rows).queryByRole('button', { name: /^Retry/ })).toBeNull();
  },
};

/** A resolved dispute: its files still open, and a sentence instead of the control. */
export const ClosedDispute: Story = {
  args: { disputeId: 'DSP-100011', status: 'Resolved' },
  tags: ['state:full'],
  play: async ({ canvasElement }) => {
    const card = await cardOf(canvasElement);
    await expect(await card.findByText(CLOSED_NO_FILES)).toBeVisible();
    await expect(card.queryByLabelText(ADD_FILES_LABEL)).toBeNull();
  },
};

const LONG_NAME =
  'statement-of-the-withdrawal-confirmation-from-the-exchange-support-team-sent-by-email-after-the-transfer-failed.pdf';
/** The seed's two files of DSP-100006 (so the picture loads), then eight more, one with a very long name. */
const fullList = Array.from({ length: MAX_EVIDENCE_FILES }, (_, index) => {
  if (index === 1) return evidenceItem('DSP-100006-E2', 'transaction-screenshot.png');
  return evidenceItem(`DSP-100006-E${index + 1}`, index === 2 ? LONG_NAME : `statement-${index + 1}.pdf`, {
    id: 'usr-2',
    name: 'Sam Rivera',
  });
});

/** Ten files, the most a dispute holds: no more can be added, and it says why. */
export const Full: Story = {
  parameters: answering(http.get(EVIDENCE, () => HttpResponse.json(fullList))),
  tags: ['state:long'],
  play: async ({ canvasElement }) => {
    const card = await cardOf(canvasElement);
    await expect(await card.findByText(FULL_NO_FILES)).toBeVisible();
    await expect(within(card.getByRole('list', { name: FILES_LIST_LABEL })).getAllByRole('listitem')).toHaveLength(
      MAX_EVIDENCE_FILES,
    );
    staysInsideCards(canvasElement);
    fitsWidth();
  },
};

/** The same on a 390 px phone (the toolbar's `phone` viewport): the long name wraps, the buttons go under the file. */
export const FullOnPhone: Story = {
  ...Full,
  globals: { viewport: { value: 'phone', isRotated: false } },
  tags: ['state:long', 'state:narrow'],
};
