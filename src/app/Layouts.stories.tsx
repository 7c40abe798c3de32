import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DEMO_ADMIN, DEMO_USER } from '../../mocks/db/seed';
import { onPhone, pageStory, showsAccount, type PageStory } from '../../.storybook/pageStory';
import { fitsWidth } from '../../.storybook/layoutChecks';

export default { title: 'Layouts' } satisfies Meta;

/** A logged-out page: the header offers Log In and Sign Up. */
export const LoggedOut = pageStory('/login', 'signedOut');

/** A logged-in user: the header shows the user navigation and the account's email. */
export const LoggedInUser = pageStory('/dashboard', 'user', { play: showsAccount(DEMO_USER.email) });

/** An admin on an admin path: the admin navigation. */
export const AdminOnAdminPath = pageStory('/admin/dashboard', 'admin', { play: showsAccount(DEMO_ADMIN.email) });

/** The enhanced layout (enhanced pages and scam detection). */
export const Enhanced = pageStory('/enhanced-dashboard', 'user');

/** Every call fails: the current-user fetch fails, so a protected path falls back to the sign-in page. */
export const Failing = pageStory('/dashboard', 'failing');

/**
 * The current-user fetch never answers: the layout's frame (the header's bar), the part of the
 * dashboard that needs no one's data (its welcome without a name, and its links) and
 * "Checking your session...".
 */
export const Slow = pageStory('/dashboard', 'slow', {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Checking your session...')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/^Welcome back$/);
    await expect(canvas.getByRole('link', { name: 'File a New Dispute' })).toBeVisible();
  },
});

/** The same on a page that names no such part: skeletons where the page will be. */
export const SlowWithSkeletons = pageStory('/scam-alerts', 'slow', {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Checking your session...')).toBeVisible();
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
  },
});

/** The not-found page's two texts, word for word. */
const showsNotFound: NonNullable<PageStory['play']> = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
  await expect(canvas.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
};

/** A path no route matches: the not-found page, centred on a grey background. */
export const NotFound = {
  ...pageStory('/no-such-page', 'signedOut', { play: showsNotFound }),
  tags: ['screen:*', 'state:full'],
};

/** The not-found page on a 390 px phone: the texts wrap, nothing scrolls sideways. */
export const NotFoundOnPhone = {
  ...onPhone(
    pageStory('/no-such-page', 'signedOut', {
      play: async (context) => {
        await showsNotFound(context);
        await expect(window.innerWidth).toBeLessThanOrEqual(390);
        fitsWidth();
      },
    }),
  ),
  tags: ['screen:*', 'state:narrow'],
};
