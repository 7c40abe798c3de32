import type { Meta } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fitsWidth } from '../../../.storybook/layoutChecks';
import { getStoryBackend } from '../../../.storybook/storyBackend';
import {
  FAILURE_MESSAGE,
  failingStory,
  hangingStory,
  onPhone,
  pageStory,
  storyWithHandlers,
  type PageStory,
} from '../../../.storybook/pageStory';
import type { Session } from '../../api';
import { LONG_DEVICE_COUNT, MANY_DEVICES, SEVERAL_DEVICES } from './AccountPage.storyData';
import {
  DEVICES_FAILED,
  DEVICES_LOADING,
  ONLY_THIS_DEVICE,
  SIGN_OUT_OTHERS,
  SIGN_OUT_OTHERS_TITLE,
  signedOutOf,
  signedOutOthers,
  signOutLabel,
  THIS_DEVICE,
} from './texts';

export default { title: 'Pages/Account', tags: ['screen:/account'] } satisfies Meta;

const PATH = '/account';
type Play = NonNullable<PageStory['play']>;

/**
 * What the story's backend tells the demo user's live stream when a session ends: the list below is
 * the story's own, so a session record (one long expired, never listed) is written to the backend's
 * store, whose change is `sessions.updated` on that stream, as a real ending is.
 */
async function tellTheStream(): Promise<void> {
  const { db } = await getStoryBackend();
  const tokenHash = `story-${crypto.randomUUID()}`;
  await db.write((tx) => tx.put('sessions', { tokenHash, userId: 'usr-1', createdAt: '2000-01-01T00:00:00.000Z' }));
}

/**
 * The sessions as a server would keep them for the story: listed, ended one by one or all but this
 * one. Each story makes its own, so one story's ending is not the next one's list.
 */
function devices(initial: readonly Session[]) {
  let sessions = [...initial];
  return [
    http.get('*/api/auth/sessions', () => HttpResponse.json(sessions)),
    http.post('*/api/auth/sessions/end-others', async () => {
      const ended = sessions.filter((session) => !session.current).length;
      sessions = sessions.filter((session) => session.current);
      await tellTheStream();
      return HttpResponse.json({ ended });
    }),
    http.post('*/api/auth/sessions/:id/end', async ({ params }) => {
      sessions = sessions.filter((session) => session.id !== params.id);
      await tellTheStream();
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}

/** The heading, this device first with its badge, and a named Sign out on every other. */
const showsDevices: Play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  const list = within(await canvas.findByRole('list', { name: 'Signed-in devices' }));
  const [first] = list.getAllByRole('listitem');
  await expect(within(first ?? canvasElement).getByText(THIS_DEVICE)).toBeVisible();
  await expect(list.queryByRole('button', { name: signOutLabel('Chrome on Linux') })).not.toBeInTheDocument();
  await expect(list.getByRole('button', { name: signOutLabel('Safari on iPhone') })).toBeVisible();
  await expect(list.getByRole('button', { name: signOutLabel('Edge on Windows') })).toBeVisible();
  await expect(canvas.getByRole('button', { name: SIGN_OUT_OTHERS })).toBeVisible();
};

/** Signed in on three devices: this one, a phone and an office computer. */
export const SeveralDevices = {
  ...storyWithHandlers(PATH, 'user', devices(SEVERAL_DEVICES), { play: showsDevices }),
  tags: ['state:full'],
};

/** The demo user signed in here only (the backend's own answer): no Sign out, and the empty text. */
export const OnlyThisDevice = {
  ...pageStory(PATH, 'user', {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByText(ONLY_THIS_DEVICE)).toBeVisible();
      await expect(canvas.getByText(THIS_DEVICE)).toBeVisible();
      await expect(canvas.queryByRole('button', { name: SIGN_OUT_OTHERS })).not.toBeInTheDocument();
    },
  }),
  tags: ['state:empty'],
};

/** The same page for an admin: the account page is theirs too. */
export const AsAdmin = {
  ...pageStory(PATH, 'admin', {
    play: async ({ canvasElement }) => {
      await expect(await within(canvasElement).findByText(ONLY_THIS_DEVICE)).toBeVisible();
    },
  }),
  tags: ['state:full'],
};

/** The list answers 500: the error state with Retry. */
export const Failing = {
  ...failingStory(
    PATH,
    'user',
    { get: '*/api/auth/sessions' },
    {
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await expect(await canvas.findByText(DEVICES_FAILED)).toBeVisible();
        await expect(canvas.getByText(FAILURE_MESSAGE)).toBeVisible();
        await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
      },
    },
  ),
  tags: ['state:error'],
};

/** The list never arrives: its loading text. */
export const Slow = {
  ...hangingStory(
    PATH,
    'user',
    { get: '*/api/auth/sessions' },
    {
      play: async ({ canvasElement }) => {
        await expect(await within(canvasElement).findByText(DEVICES_LOADING)).toBeVisible();
      },
    },
  ),
  tags: ['state:loading'],
};

/** Signed in on many devices: the list grows, nothing runs off the side. */
export const ManyDevices = {
  ...storyWithHandlers(PATH, 'user', devices(MANY_DEVICES), {
    play: async ({ canvasElement }) => {
      const list = within(await within(canvasElement).findByRole('list', { name: 'Signed-in devices' }));
      await expect(list.getAllByRole('listitem')).toHaveLength(LONG_DEVICE_COUNT);
      fitsWidth();
    },
  }),
  tags: ['state:long'],
};

/** Three devices on a 390 px phone: each row's Sign out wraps under its dates. */
export const Phone = {
  ...onPhone(
    storyWithHandlers(PATH, 'user', devices(SEVERAL_DEVICES), {
      play: async (context) => {
        await showsDevices(context);
        await expect(window.innerWidth).toBe(390);
        fitsWidth();
      },
    }),
  ),
  tags: ['state:narrow'],
};

/** One other device signed out: its row goes, and a sentence says which. */
export const AfterSigningOutOne = {
  ...storyWithHandlers(PATH, 'user', devices(SEVERAL_DEVICES), {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await userEvent.click(await canvas.findByRole('button', { name: signOutLabel('Edge on Windows') }));
      const said = await canvas.findByText(signedOutOf('Edge on Windows'));
      await waitFor(() => expect(said).toHaveFocus());
      await waitFor(() =>
        expect(canvas.queryByRole('button', { name: signOutLabel('Edge on Windows') })).not.toBeInTheDocument(),
      );
      await expect(canvas.getByRole('button', { name: signOutLabel('Safari on iPhone') })).toBeVisible();
    },
  }),
};

/** Sign out everywhere else, confirmed: only this device is left, and the count is said. */
export const AfterSigningOutEverywhereElse = {
  ...storyWithHandlers(PATH, 'user', devices(SEVERAL_DEVICES), {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await userEvent.click(await canvas.findByRole('button', { name: SIGN_OUT_OTHERS }));
      const dialog = within(await within(document.body).findByRole('alertdialog', { name: SIGN_OUT_OTHERS_TITLE }));
      await userEvent.click(dialog.getByRole('button', { name: SIGN_OUT_OTHERS }));
      await expect(await canvas.findByText(signedOutOthers(2))).toBeVisible();
      await expect(await canvas.findByText(ONLY_THIS_DEVICE)).toBeVisible();
      await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument());
    },
  }),
};
