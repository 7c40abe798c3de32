import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_NEW_ADMIN } from '../../../../mocks/db/seed';
import { totpCode } from '../../../../mocks/twoStep/totp';
import { fitsWidth } from '../../../../.storybook/layoutChecks';
import { failingStory, hangingStory, onPhone, pageStory, type PageStory } from '../../../../.storybook/pageStory';
import { signInForStory } from '../../../../.storybook/signInAdmin';

export default { title: 'Pages/Account/Two-step sign-in', tags: ['screen:/account/two-step'] } satisfies Meta;

const PATH = '/account/two-step';

/** Starts the setup and answers the key the page shows. */
async function startSetup(canvasElement: HTMLElement): Promise<string> {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Set up authenticator app' }));
  const qrCode = await canvas.findByRole('img', { name: /QR code/ });
  await waitFor(() => expect(qrCode.querySelector('svg')).not.toBeNull());
  return (await canvas.findByLabelText('Setup key')).textContent?.replace(/\s+/g, '') ?? '';
}

/** A user without two-step sign-in: the page as it opens. */
export const NotSetUp = {
  ...pageStory(PATH, 'user', {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByRole('heading', { level: 1, name: 'Two-step sign-in' })).toBeInTheDocument();
      await expect(canvas.getByRole('button', { name: 'Set up authenticator app' })).toBeInTheDocument();
    },
  }),
  tags: ['state:full'],
};

/** An admin sent here by the guard: why, and the setup. */
export const AdminMustEnrol: PageStory = {
  ...pageStory(PATH, 'signedOut', {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByText(/Admins must use two-step sign-in/)).toBeInTheDocument();
    },
  }),
  loaders: [
    async () => {
      await signInForStory(DEMO_NEW_ADMIN);
      return {};
    },
  ],
  tags: ['state:full'],
};

/** The QR code, the key to type and the code field. */
export const Scanning = {
  ...pageStory(PATH, 'user', { play: async ({ canvasElement }) => void (await startSetup(canvasElement)) }),
  tags: ['state:full'],
};

/** The code confirmed: the ten recovery codes, shown once. */
export const RecoveryCodesShown = {
  ...pageStory(PATH, 'user', {
    play: async ({ canvasElement }) => {
      const secret = await startSetup(canvasElement);
      const canvas = within(canvasElement);
      await userEvent.type(canvas.getByLabelText('Code from your app'), totpCode(secret, Date.now()));
      await userEvent.click(canvas.getByRole('button', { name: 'Turn on two-step sign-in' }));
      const list = await canvas.findByRole('list', { name: 'Recovery codes' });
      await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    },
  }),
  tags: ['state:full'],
};

/** A code that is not six digits: the field says so. */
export const WrongCode = {
  ...pageStory(PATH, 'user', {
    play: async ({ canvasElement }) => {
      await startSetup(canvasElement);
      const canvas = within(canvasElement);
      await userEvent.type(canvas.getByLabelText('Code from your app'), '12');
      await userEvent.click(canvas.getByRole('button', { name: 'Turn on two-step sign-in' }));
      await expect(await canvas.findByText('Enter the 6-digit code from your authenticator app')).toBeInTheDocument();
    },
  }),
  tags: ['state:invalid'],
};

/** An admin with it on: new recovery codes, and no way to turn it off. */
export const OnForAnAdmin = {
  ...pageStory(PATH, 'admin', {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByText(/Two-step sign-in is on/)).toBeInTheDocument();
      await expect(canvas.getByText('Admins must keep two-step sign-in.')).toBeInTheDocument();
    },
  }),
  tags: ['state:full'],
};

/** The setup call fails: the server's sentence. */
export const SetupFails = {
  ...failingStory(
    PATH,
    'user',
    { post: '*/api/auth/two-step/totp/setup' },
    {
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await userEvent.click(await canvas.findByRole('button', { name: 'Set up authenticator app' }));
        await expect(
          await canvas.findByText('Something went wrong on our side. Please try again.'),
        ).toBeInTheDocument();
      },
    },
  ),
  tags: ['state:error'],
};

/** The setup call does not answer: the button stays busy. */
export const SetupPending = {
  ...hangingStory(
    PATH,
    'user',
    { post: '*/api/auth/two-step/totp/setup' },
    {
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await userEvent.click(await canvas.findByRole('button', { name: 'Set up authenticator app' }));
        await expect(await canvas.findByText('Setting up...')).toBeInTheDocument();
      },
    },
  ),
  tags: ['state:loading'],
};

/** The setup on a 390 px phone. */
export const ScanningOnPhone = {
  ...onPhone(
    pageStory(PATH, 'user', {
      play: async ({ canvasElement }) => {
        await startSetup(canvasElement);
        fitsWidth();
      },
    }),
  ),
  tags: ['state:narrow'],
};
