import { Box } from '@chakra-ui/react';
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { onPhone, pageStory, submitEmpty, type PageStory, type StoryExtra } from '../../../../.storybook/pageStory';
import { ApiError } from '../../../api';
import ForgotPasswordPage, { RESET_FAILED } from './ForgotPasswordPage';
import { fitsWidth } from '../../../../.storybook/layoutChecks';

export default { title: 'Pages/Auth/Forgot password', tags: ['screen:/forgot-password'] } satisfies Meta;

/**
 * The page with a given reset request, on the public layout's background: its failing and pending
 * states pass their own request; a feature cannot import the app's layout, so the header is absent.
 */
function withReset(requestReset: (email: string) => Promise<void>, extra: StoryExtra): PageStory {
  return {
    ...extra,
    render: () => (
      <Box as="main" minH="100vh" bg="bg.subtle" py={{ base: '6', md: '10' }}>
        <ForgotPasswordPage requestReset={requestReset} />
      </Box>
    ),
  };
}

/** Types an email and presses Send reset link. */
async function sendReset(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('Email'), 'demo@example.com');
  await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
  return canvas;
}

const opensEmpty: NonNullable<PageStory['play']> = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
  await expect(canvas.getByLabelText('Email')).toHaveValue('');
};

/** The reset form as it opens. */
export const SignedOut = { ...pageStory('/forgot-password', 'signedOut', { play: opensEmpty }), tags: ['state:full'] };

/** The request is accepted (the mock backend mails the demo's outbox): "Check Your Email". */
export const Sent = {
  ...pageStory('/forgot-password', 'signedOut', {
    play: async ({ canvasElement }) => {
      const canvas = await sendReset(canvasElement);
      await expect(await canvas.findByRole('heading', { level: 1, name: 'Check Your Email' })).toBeInTheDocument();
      await expect(canvas.getByRole('link', { name: 'Return to Login' })).toHaveAttribute('href', '/login');
      await expect(canvas.getByRole('button', { name: 'try again' })).toBeInTheDocument();
    },
  }),
  tags: ['state:full'],
};

/** Too many requests for this email or from here: the server's sentence above the form. */
export const TooManyRequests = {
  ...withReset(
    () =>
      Promise.reject(
        new ApiError(429, '429: too many', {
          message: 'Too many password reset requests. Please try again in 15 minutes.',
        }),
      ),
    {
      play: async ({ canvasElement }) => {
        const canvas = await sendReset(canvasElement);
        await expect(await canvas.findByRole('alert')).toHaveTextContent('Too many password reset requests.');
      },
    },
  ),
  tags: ['state:error'],
};

/** The reset request fails: "Something went wrong. Please try again later." above the form. */
export const Failing = {
  ...withReset(() => Promise.reject(new Error('offline')), {
    play: async ({ canvasElement }) => {
      const canvas = await sendReset(canvasElement);
      await expect(await canvas.findByRole('alert')).toHaveTextContent(RESET_FAILED);
    },
  }),
  tags: ['state:error'],
};

/** The reset request never answers: the button stays on "Sending...". */
export const Slow = {
  ...withReset(() => new Promise<void>(() => undefined), {
    play: async ({ canvasElement }) => {
      const canvas = await sendReset(canvasElement);
      await expect(await canvas.findByText('Sending...')).toBeInTheDocument();
    },
  }),
  tags: ['state:loading'],
};

/** Sent empty: the email field is marked invalid with its message. */
export const FilledWithErrors = {
  ...pageStory('/forgot-password', 'signedOut', {
    play: async (context) => {
      await submitEmpty('Send reset link')(context);
      await expect(
        await within(context.canvasElement).findByText('Please enter a valid email address'),
      ).toBeInTheDocument();
    },
  }),
  tags: ['state:invalid'],
};

/** The reset form on a 390 px phone: the card fills the width, nothing scrolls sideways. */
export const SignedOutOnPhone = {
  ...onPhone(
    pageStory('/forgot-password', 'signedOut', {
      play: async (context) => {
        await opensEmpty(context);
        await expect(window.innerWidth).toBeLessThanOrEqual(390);
        fitsWidth();
      },
    }),
  ),
  tags: ['state:narrow'],
};
