import type { Meta } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import {
  FAILURE_MESSAGE,
  failingStory,
  hangingStory,
  onPhone,
  pageStory,
  type PageStory,
} from '../../../.storybook/pageStory';
import { RESOURCES_LOADING_TEXT, NO_RESOURCES_TEXT } from './EducationalResources';
import { ALERTS_LOADING_TEXT, NO_ALERTS_TEXT } from './ScamAlertsList';
import { LONG_ALERT_COUNT, LONG_TIP_COUNT, longAlerts, longResources, longTips } from './ScamAlertsPage.storyData';
import { NO_TIPS_TEXT, TIPS_LOADING_TEXT } from './SecurityChecklist';
import { fitsWidth, staysInsideCards } from '../../../.storybook/layoutChecks';
import { inDemo } from '../../../.storybook/inDemo';

export default { title: 'Pages/Scam Centre', tags: ['screen:/scam-alerts'] } satisfies Meta;

type Play = NonNullable<PageStory['play']>;

/** The heading, alerts with their risk, and the checklist. */
const showsScamCentre: Play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: 'Scam Alerts' })).toBeVisible();
  await expect(await canvas.findAllByText('High risk')).not.toHaveLength(0);
  await expect(await canvas.findAllByRole('checkbox')).not.toHaveLength(0);
};

/** The seeded scam centre: current alerts, resources, the activity chart and the checklist. */
export const Normal = { ...pageStory('/scam-alerts', 'user', { play: showsScamCentre }), tags: ['state:full'] };

/** In the demo (mock mode): the activity chart's fixed figures wear the Sample badge. */
export const InTheDemo = {
  ...pageStory('/scam-alerts', 'user', {
    play: async ({ canvasElement }) => {
      const chart = within(await within(canvasElement).findByRole('region', { name: 'Scam activity' }));
      await expect(chart.getByText('Sample')).toBeVisible();
    },
  }),
  decorators: [inDemo],
  tags: ['state:full'],
};

/** No alerts, tips or resources: each section says so. */
export const Empty = {
  ...pageStory('/scam-alerts', 'user', {
    parameters: {
      msw: {
        handlers: [
          http.get('*/api/scam-alerts', () => HttpResponse.json([])),
          http.get('*/api/security-tips', () => HttpResponse.json([])),
          http.get('*/api/educational-resources', () => HttpResponse.json([])),
        ],
      },
    },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByText(NO_ALERTS_TEXT)).toBeInTheDocument();
      await expect(await canvas.findByText(NO_TIPS_TEXT)).toBeInTheDocument();
      await expect(await canvas.findByText(NO_RESOURCES_TEXT)).toBeInTheDocument();
    },
  }),
  tags: ['state:empty'],
};

const CONTENT = ['*/api/scam-alerts', '*/api/security-tips', '*/api/educational-resources'];

/** Signed in, but every content call answers 500: each section shows its error with Retry. */
export const Failing = {
  ...failingStory(
    '/scam-alerts',
    'user',
    { get: CONTENT },
    {
      play: async ({ canvasElement }) => {
        // The three sections fail one by one: wait for all three, not the first.
        await waitFor(() => expect(within(canvasElement).getAllByRole('button', { name: 'Retry' })).toHaveLength(3));
        await expect(within(canvasElement).getAllByText(FAILURE_MESSAGE)).toHaveLength(3);
      },
    },
  ),
  tags: ['state:error'],
};

/** Signed in, and the content calls never answer: each section shows its loading text. */
export const Slow = {
  ...hangingStory(
    '/scam-alerts',
    'user',
    { get: CONTENT },
    {
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        for (const text of [ALERTS_LOADING_TEXT, TIPS_LOADING_TEXT, RESOURCES_LOADING_TEXT])
          await expect(await canvas.findByText(text)).toBeVisible();
      },
    },
  ),
  tags: ['state:loading'],
};

const alert = {
  id: 'ALT-100',
  title: 'Fake airdrop claims',
  description: 'A site offers free tokens if you connect your wallet.',
  date: '2026-11-20T09:00:00Z',
  riskLevel: 'High',
};

/** A server sent an alert, a tip and a resource the app cannot read: the rest shows, and each bad item has its own row. */
export const PartlyUnreadable = pageStory('/scam-alerts', 'user', {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/scam-alerts', () =>
          HttpResponse.json([alert, { ...alert, id: 'ALT-101', riskLevel: 'Catastrophic' }]),
        ),
        http.get('*/api/security-tips', () =>
          HttpResponse.json([
            { id: 'TIP-1', title: 'Use a hardware wallet', description: 'Keep keys offline.', isCompleted: false },
            { id: 'TIP-2' },
          ]),
        ),
        http.get('*/api/educational-resources', () => HttpResponse.json([null])),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Fake airdrop claims')).toBeInTheDocument();
    await expect(await canvas.findByText('1 scam alert could not be shown')).toBeInTheDocument();
    await expect(await canvas.findByText('1 security tip could not be shown')).toBeInTheDocument();
    await expect(await canvas.findByText('1 resource could not be shown')).toBeInTheDocument();
  },
});

/** Thirty alerts, twelve tips and eight resources, with long titles, long addresses and long links: everything wraps. */
export const LongContent = {
  ...pageStory('/scam-alerts', 'user', {
    parameters: {
      msw: {
        handlers: [
          http.get('*/api/scam-alerts', () => HttpResponse.json(longAlerts)),
          http.get('*/api/security-tips', () => HttpResponse.json(longTips)),
          http.get('*/api/educational-resources', () => HttpResponse.json(longResources)),
        ],
      },
    },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const alerts = await canvas.findByRole('list', { name: 'Current scam alerts' });
      await expect(within(alerts).getAllByRole('listitem')).toHaveLength(LONG_ALERT_COUNT);
      await expect(await canvas.findAllByRole('checkbox')).toHaveLength(LONG_TIP_COUNT);
      await expect(await canvas.findAllByRole('link', { name: /opens in a new tab/ })).toHaveLength(
        longResources.length,
      );
      staysInsideCards(canvasElement);
      fitsWidth();
    },
  }),
  tags: ['state:long'],
};

/** The long scam centre on a 390 px phone: titles, addresses and links wrap inside their cards. */
export const LongOnPhone = { ...onPhone(LongContent), tags: ['state:long', 'state:narrow'] };

/** The scam centre on a 390 px phone: one column, the Report Scam button under the heading. */
export const Phone = {
  ...onPhone(
    pageStory('/scam-alerts', 'user', {
      play: async (context) => {
        await showsScamCentre(context);
        fitsWidth();
      },
    }),
  ),
  tags: ['state:narrow'],
};
