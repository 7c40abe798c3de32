import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['msw-storybook-addon', '@storybook/addon-a11y', '@storybook/addon-docs', '@storybook/addon-vitest'],
  // public/ holds mockServiceWorker.js, which the story backend's worker registers.
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  // Designers open this Storybook to review screens; Storybook's own setup checklist is noise there.
  features: { sidebarOnboardingChecklist: false },
};

export default config;
