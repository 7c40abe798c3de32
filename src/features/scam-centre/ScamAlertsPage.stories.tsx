import type { Meta } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { FAILURE_MESSAGE, pageStory, type PageStory } from '../../../.storybook/pageStory';

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
export const Failing = pageStory('/scam-alerts', 'user', {
  parameters: { msw: { handlers: CONTENT.map((path) => http.get(path, () => HttpResponse.json({ message: FAILURE_MESSAGE }, { status: 500 }))) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('button', { name: 'Retry' })).toHaveLength(3);
  },
});

const signedIn = pageStory('/scam-alerts', 'user');
/** Signed in, and the content calls never answer: each section shows its loading text. */
export const Slow: PageStory = {
  ...signedIn,
  parameters: {
    ...signedIn.parameters,
    // The stories suite only glances at a slow story (nothing will finish loading).
    pageState: 'slow',
    msw: { handlers: CONTENT.map((path) => http.get(path, async () => { await delay('infinite'); })) },
  },
};
