import type { Meta } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { failingStory, hangingStory, pageStory } from '../../../.storybook/pageStory';

export default { title: 'Pages/Scam Centre' } satisfies Meta;

export const Normal = pageStory('/scam-alerts', 'user', {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByText('High risk')).not.toHaveLength(0);
    await expect(await canvas.findAllByRole('checkbox')).not.toHaveLength(0);
  },
});

/** No alerts, tips or resources: each section says so. */
export const Empty = pageStory('/scam-alerts', 'user', {
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
    await expect(await within(canvasElement).findByText('No scam alerts')).toBeInTheDocument();
  },
});

const CONTENT = ['*/api/scam-alerts', '*/api/security-tips', '*/api/educational-resources'];

/** Signed in, but every content call answers 500: each section shows its error with Retry. */
export const Failing = failingStory('/scam-alerts', 'user', { get: CONTENT }, {
  play: async ({ canvasElement }) => {
    // The three sections fail one by one: wait for all three, not the first.
    await waitFor(() => expect(within(canvasElement).getAllByRole('button', { name: 'Retry' })).toHaveLength(3));
  },
});

/** Signed in, and the content calls never answer: each section shows its loading text. */
export const Slow = hangingStory('/scam-alerts', 'user', { get: CONTENT });

const alert = { id: 'ALT-100', title: 'Fake airdrop claims', description: 'A site offers free tokens if you connect your wallet.', date: '2026-11-20T09:00:00Z', riskLevel: 'High' };

/** A server sent an alert, a tip and a resource the app cannot read: the rest shows, and each bad item has its own row. */
export const PartlyUnreadable = pageStory('/scam-alerts', 'user', {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/scam-alerts', () => HttpResponse.json([alert, { ...alert, id: 'ALT-101', riskLevel: 'Catastrophic' }])),
        http.get('*/api/security-tips', () => HttpResponse.json([{ id: 'TIP-1', title: 'Use a hardware wallet', description: 'Keep keys offline.', isCompleted: false }, { id: 'TIP-2' }])),
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
