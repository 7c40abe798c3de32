import type { Meta } from '@storybook/react-vite';
import { pageStory, submitEmpty } from '../../../../.storybook/pageStory';

export default { title: 'Pages/Auth/Forgot password' } satisfies Meta;

export const SignedOut = pageStory('/forgot-password', 'signedOut');

export const Failing = pageStory('/forgot-password', 'failing');

export const Slow = pageStory('/forgot-password', 'slow');

export const FilledWithErrors = pageStory('/forgot-password', 'signedOut', { play: submitEmpty('Send reset link') });
