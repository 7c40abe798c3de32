import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { onPhone, pageStory, type PageStory } from '../../../.storybook/pageStory';
import { fitsWidth } from '../../../.storybook/layoutChecks';
import { inDemo } from '../../../.storybook/inDemo';
import { OTHER_SIDE_LABEL } from './OtherSideLink';

/** The header as in the demo (mock mode): Reset demo data and the link to the other side. */
export default { title: 'Layouts/Other side of the demo', decorators: [inDemo] } satisfies Meta;

const showsLink =
  (name: string, href: string): NonNullable<PageStory['play']> =>
  async ({ canvasElement }) => {
    // The page first, as its neighbours' stories do: until the session is known the header is a frame.
    await within(canvasElement).findByRole('heading', { level: 1 });
    const header = within(within(canvasElement).getByRole('banner'));
    const link = await header.findByRole('link', { name });
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(header.getByRole('button', { name: 'Reset demo data' })).toBeVisible();
    fitsWidth();
  };

/** Signed in as the demo user: "Open the admin side in a new tab", to the admin sign-in with a session of its own. */
export const SignedInAsUser = {
  ...pageStory('/dashboard', 'user', { play: showsLink(OTHER_SIDE_LABEL.user, '/admin/login?tab-session=1') }),
  tags: ['state:full'],
};

/** Signed in as an admin: "Open the user side in a new tab". */
export const SignedInAsAdmin = {
  ...pageStory('/admin/dashboard', 'admin', { play: showsLink(OTHER_SIDE_LABEL.admin, '/login?tab-session=1') }),
  tags: ['state:full'],
};

/** On a 390 px phone the link is its icon alone (its name stays whole); the header still fits. */
export const SignedInAsUserOnPhone = { ...onPhone(SignedInAsUser), tags: ['state:narrow'] };

/** An admin on a 390 px phone. */
export const SignedInAsAdminOnPhone = { ...onPhone(SignedInAsAdmin), tags: ['state:narrow'] };
