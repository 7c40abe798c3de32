import type { Meta } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import {
  failingStory,
  hangingStory,
  onPhone,
  pageStory,
  storyWithHandlers,
  type PageStory,
} from '../../../../.storybook/pageStory';
import { fitsWidth } from '../../../../.storybook/layoutChecks';
import { RESET_LINK_EXPIRED, RESET_LINK_INVALID, RESET_LINK_USED } from '../../../api/passwordReset';
import { RESET_FAILED } from './ForgotPasswordPage';
import { RESET_TEXTS } from './ResetPasswordPage';

export default { title: 'Pages/Auth/Reset password', tags: ['screen:/reset-password'] } satisfies Meta;

const PATH = '/reset-password?token=a-link-from-the-demo-outbox-0123456789abc';
const CONFIRM = '*/api/auth/password-reset/confirm';

/** Types the two passwords and presses Change password. */
async function change(canvasElement: HTMLElement, password = 'a-new-password', confirm = password) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('New password'), password);
  await userEvent.type(canvas.getByLabelText('Confirm new password'), confirm);
  await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
  return canvas;
}

/** The server answers the confirm with `status` and `body`. */
const answered = (status: number, body: object | null, play: NonNullable<PageStory['play']>): PageStory =>
  storyWithHandlers(
    PATH,
    'signedOut',
    [http.post(CONFIRM, () => (body ? HttpResponse.json(body, { status }) : new HttpResponse(null, { status })))],
    { play },
  );

/** A refused link: its sentence as the heading, and a way to a new link. */
const refusedLink = (sentence: string): PageStory =>
  answered(422, { message: sentence, fieldErrors: { token: [sentence] } }, async ({ canvasElement }) => {
    const canvas = await change(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: sentence })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: RESET_TEXTS.requestNew })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

const opensEmpty: NonNullable<PageStory['play']> = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: RESET_TEXTS.title })).toBeInTheDocument();
  await expect(canvas.getByLabelText('New password')).toHaveValue('');
};

/** The form as a link from the mail opens it. */
export const Open = { ...pageStory(PATH, 'signedOut', { play: opensEmpty }), tags: ['state:full'] };

/** A password under 8 characters, with the registration rule's message. */
export const TooShort = {
  ...pageStory(PATH, 'signedOut', {
    play: async ({ canvasElement }) => {
      const canvas = await change(canvasElement, 'short');
      await expect(await canvas.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    },
  }),
  tags: ['state:invalid'],
};

/** The two passwords differ. */
export const Mismatch = {
  ...pageStory(PATH, 'signedOut', {
    play: async ({ canvasElement }) => {
      const canvas = await change(canvasElement, 'a-new-password', 'another-password');
      await expect(await canvas.findByText('Passwords do not match')).toBeInTheDocument();
    },
  }),
  tags: ['state:invalid'],
};

/** The password changed: a way to sign in with it. */
export const Changed = {
  ...answered(204, null, async ({ canvasElement }) => {
    const canvas = await change(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: RESET_TEXTS.done })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  }),
  tags: ['state:full'],
};

/** The link is older than 30 minutes. */
export const ExpiredLink = { ...refusedLink(RESET_LINK_EXPIRED), tags: ['state:error'] };

/** The link set a password already. */
export const UsedLink = { ...refusedLink(RESET_LINK_USED), tags: ['state:error'] };

/** The link is unknown, or a newer reset replaced it. */
export const InvalidLink = { ...refusedLink(RESET_LINK_INVALID), tags: ['state:error'] };

/** An address without its token. */
export const IncompleteLink = {
  ...pageStory('/reset-password', 'signedOut', {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByRole('heading', { level: 1, name: RESET_TEXTS.incomplete })).toBeInTheDocument();
      await expect(canvas.getByRole('link', { name: RESET_TEXTS.requestNew })).toBeInTheDocument();
    },
  }),
  tags: ['state:error'],
};

/** Too many refused links from here: the server's sentence above the form. */
export const TooManyAttempts = {
  ...answered(
    429,
    { message: 'Too many attempts with reset links. Please try again in 15 minutes.' },
    async ({ canvasElement }) => {
      const canvas = await change(canvasElement);
      await expect(await canvas.findByRole('alert')).toHaveTextContent('Too many attempts with reset links.');
    },
  ),
  tags: ['state:error'],
};

/** The server fails: "Something went wrong. Please try again later." above the form. */
export const Failing = {
  ...failingStory(
    PATH,
    'signedOut',
    { post: CONFIRM },
    {
      play: async ({ canvasElement }) => {
        const canvas = await change(canvasElement);
        await expect(await canvas.findByRole('alert')).toHaveTextContent(RESET_FAILED);
      },
    },
  ),
  tags: ['state:error'],
};

/** The server has not answered yet: the button says "Changing...". */
export const Slow = {
  ...hangingStory(
    PATH,
    'signedOut',
    { post: CONFIRM },
    {
      play: async ({ canvasElement }) => {
        const canvas = await change(canvasElement);
        await expect(await canvas.findByText('Changing...')).toBeInTheDocument();
      },
    },
  ),
  tags: ['state:loading'],
};

/** The form on a 390 px phone: the card fills the width, nothing scrolls sideways. */
export const OpenOnPhone = {
  ...onPhone(
    pageStory(PATH, 'signedOut', {
      play: async (context) => {
        await opensEmpty(context);
        await expect(window.innerWidth).toBeLessThanOrEqual(390);
        fitsWidth();
      },
    }),
  ),
  tags: ['state:narrow'],
};
