import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { onPhone, pageStory, type PageStory } from '../../../.storybook/pageStory';
import { COMING_SOON_TEXT } from '../../components/ComingSoonPage';
import { fitsWidth } from '../../../.storybook/layoutChecks';

/** The admin screens that arrive in a later release: their title and an honest "coming" line. */
export default { title: 'Pages/Admin/Placeholders' } satisfies Meta;

const showsPlaceholder = (title: string): NonNullable<PageStory['play']> => async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  await expect(canvas.getByText(COMING_SOON_TEXT)).toBeInTheDocument();
};

const onPhonePlaceholder = (path: string, title: string) =>
  onPhone(pageStory(path, 'admin', {
    play: async (context) => {
      await showsPlaceholder(title)(context);
      await expect(window.innerWidth).toBeLessThanOrEqual(390);
      fitsWidth();
    },
  }));

/** Reports, signed in as the admin: the admin navigation over the placeholder. */
export const Reports = {
  ...pageStory('/admin/reports', 'admin', { play: showsPlaceholder('Reports') }),
  tags: ['screen:/admin/reports', 'state:full'],
};

/** Reports on a 390 px phone: the admin menu collapsed, nothing scrolls sideways. */
export const ReportsOnPhone = { ...onPhonePlaceholder('/admin/reports', 'Reports'), tags: ['screen:/admin/reports', 'state:narrow'] };

/** Settings, signed in as the admin: the admin navigation over the placeholder. */
export const Settings = {
  ...pageStory('/admin/settings', 'admin', { play: showsPlaceholder('Settings') }),
  tags: ['screen:/admin/settings', 'state:full'],
};

/** Settings on a 390 px phone: the admin menu collapsed, nothing scrolls sideways. */
export const SettingsOnPhone = { ...onPhonePlaceholder('/admin/settings', 'Settings'), tags: ['screen:/admin/settings', 'state:narrow'] };
