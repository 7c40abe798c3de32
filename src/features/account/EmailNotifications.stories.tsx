import type { Meta } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  FAILURE_MESSAGE,
  failingStory,
  hangingStory,
  pageStory,
  storyWithHandlers,
  type PageStory,
} from '../../../.storybook/pageStory';
import {
  EMAIL_LOAD_FAILED,
  EMAIL_LOADING,
  EMAIL_SAVE_FAILED,
  EMAIL_SAVING,
  EMAIL_SWITCHES,
  emailReverted,
  emailSaved,
  TWO_STEP_MANAGE,
  TWO_STEP_OFF,
  TWO_STEP_ON,
} from './texts';

export default { title: 'Pages/Account/E-mail notifications', tags: ['screen:/account'] } satisfies Meta;

const PATH = '/account';
const CALL = '*/api/auth/email-notifications';
const REPLIES = EMAIL_SWITCHES.supportReplies.label;
const DECISIONS = EMAIL_SWITCHES.decisions.label;
type Play = NonNullable<PageStory['play']>;

const switchNamed = async (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('switch', { name });

/** Both switches as the account keeps them, each with its sentence. */
const shows =
  (on: boolean): Play =>
  async ({ canvasElement }) => {
    for (const name of [REPLIES, DECISIONS]) {
      const control = await switchNamed(canvasElement, name);
      await expect(control).toBeVisible();
      await (on ? expect(control).toBeChecked() : expect(control).not.toBeChecked());
    }
    await expect(within(canvasElement).getByText(EMAIL_SWITCHES.decisions.sentence)).toBeVisible();
  };

/** An account that never touched them (the backend's own answer): both on; two-step sign-in off. */
export const BothOn = {
  ...pageStory(PATH, 'user', {
    play: async (context) => {
      await shows(true)(context);
      const canvas = within(context.canvasElement);
      await expect(canvas.getByText(TWO_STEP_OFF)).toBeVisible();
      await expect(canvas.getByRole('link', { name: TWO_STEP_MANAGE })).toHaveAttribute('href', '/account/two-step');
    },
  }),
  tags: ['state:full'],
};

/** Both turned off. */
export const BothOff = {
  ...storyWithHandlers(
    PATH,
    'user',
    [http.get(CALL, () => HttpResponse.json({ supportReplies: false, decisions: false }))],
    { play: shows(false) },
  ),
  tags: ['state:empty'],
};

/** An admin, who must have two-step sign-in: the summary says it is on. */
export const AdminWithTwoStep = {
  ...pageStory(PATH, 'admin', {
    play: async ({ canvasElement }) => {
      await expect(await within(canvasElement).findByText(TWO_STEP_ON, { exact: false })).toBeVisible();
    },
  }),
  tags: ['state:full'],
};

/** The switches never arrive: the section's loading text. */
export const Loading = {
  ...hangingStory(
    PATH,
    'user',
    { get: CALL },
    {
      play: async ({ canvasElement }) => {
        await expect(await within(canvasElement).findByText(EMAIL_LOADING)).toBeVisible();
      },
    },
  ),
  tags: ['state:loading'],
};

/** The read answers 500: the error state with Retry. */
export const LoadFailed = {
  ...failingStory(
    PATH,
    'user',
    { get: CALL },
    {
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await expect(await canvas.findByText(EMAIL_LOAD_FAILED)).toBeVisible();
        await expect(canvas.getAllByRole('button', { name: 'Retry' }).length).toBeGreaterThan(0);
      },
    },
  ),
  tags: ['state:error'],
};

/** Turned off and saved: the polite status says so. */
export const Saved = {
  ...pageStory(PATH, 'user', {
    play: async ({ canvasElement }) => {
      const control = await switchNamed(canvasElement, REPLIES);
      await userEvent.click(control);
      await expect(await within(canvasElement).findByText(emailSaved(REPLIES, false))).toBeVisible();
      await expect(control).not.toBeChecked();
      await expect(control).toHaveFocus();
    },
  }),
};

/** The save never answers: the switch shows turned and holds still, the status says saving. */
export const Saving = {
  ...storyWithHandlers(
    PATH,
    'user',
    [
      http.put(CALL, async () => {
        await delay('infinite');
      }),
    ],
    {
      play: async ({ canvasElement }) => {
        const control = await switchNamed(canvasElement, DECISIONS);
        await userEvent.click(control);
        await expect(await within(canvasElement).findByText(EMAIL_SAVING)).toBeVisible();
        await expect(control).not.toBeChecked();
        await expect(control).toBeEnabled();
      },
    },
  ),
  tags: ['state:loading'],
};

/** The save answers 500: the switch goes back, and the section says so with the server's sentence. */
export const SaveFailed = {
  ...storyWithHandlers(
    PATH,
    'user',
    [http.put(CALL, () => HttpResponse.json({ message: FAILURE_MESSAGE }, { status: 500 }))],
    {
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        const control = await switchNamed(canvasElement, REPLIES);
        await userEvent.click(control);
        await expect(await canvas.findByText(EMAIL_SAVE_FAILED)).toBeVisible();
        await expect(canvas.getByText(`${FAILURE_MESSAGE} ${emailReverted(REPLIES, true)}`)).toBeVisible();
        await waitFor(() => expect(control).toBeChecked());
      },
    },
  ),
  tags: ['state:error'],
};
