import type { Meta } from '@storybook/react-vite';
import { pageStory, submitEmpty } from '../../../../.storybook/pageStory';

export default { title: 'Pages/Auth/Register' } satisfies Meta;

export const SignedOut = pageStory('/register', 'signedOut');

export const Failing = pageStory('/register', 'failing');

export const Slow = pageStory('/register', 'slow');

export const FilledWithErrors = pageStory('/register', 'signedOut', { play: submitEmpty('Create account') });
