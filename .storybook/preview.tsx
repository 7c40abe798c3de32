/**
 * Every story renders inside the app's providers, a router and the chosen colour mode, over the
 * app's own mock backend (storyBackend.ts), reset to the seed before each story. A story sets its
 * own API answers with `parameters.msw.handlers`, which go in front of the backend's handlers.
 */
import { useLayoutEffect, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { Box } from '@chakra-ui/react';
import type { Cache } from 'swr';
import type { Decorator, Preview } from '@storybook/react-vite';
import { AppProviders } from '../src/app/AppProviders';
import { applyColorMode, type ColorMode } from '../src/theme';
import { configure } from 'storybook/test';
import { storyBackendLoader } from './storyBackend';
import { failOnStrayErrors, watchForStrayErrors } from './storyGuards';

// The first story to open a lazily loaded page waits for Vite to compile it, on a busy machine for
// many seconds; Testing Library's default one-second wait would fail play functions that are right.
// The same wait as every other suite's (tests/setup.ts).
configure({ asyncUtilTimeout: 30_000 });

/** The toolbar's mode, applied as the app's own switch applies it (the `dark` class on <html>). */
function ColorModeClass({ mode, children }: { mode: ColorMode; children: ReactNode }) {
  useLayoutEffect(() => applyColorMode(mode), [mode]);
  return children;
}

/** The toolbar's viewport presets; `phone` is the narrow width every page is reviewed at. */
export const VIEWPORTS = {
  phone: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet: { name: 'Tablet (768 px)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop (1280 px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

const freshCache = (): Cache => new Map();

const withApp: Decorator = (Story, context) => {
  const mode: ColorMode = context.globals.colorMode === 'dark' ? 'dark' : 'light';
  // Page stories (pageStory.tsx) bring the app's own route table in a memory router; anything else gets a plain one.
  const routed = context.parameters.pageRouter ? (
    <Story />
  ) : (
    <MemoryRouter>
      <Story />
    </MemoryRouter>
  );
  // A docs page shows its stories in Storybook's own white blocks: give each the app's page colours,
  // or a dark-mode component is light text on white.
  const story =
    context.viewMode === 'docs' ? (
      <Box bg="bg" color="fg" p="4">
        {routed}
      </Box>
    ) : (
      routed
    );
  return (
    <ColorModeClass mode={mode}>
      {/* A fresh SWR cache per story: no answer leaks from one story (or test) into the next. */}
      <AppProviders demo={null} swrProvider={freshCache}>
        {story}
      </AppProviders>
    </ColorModeClass>
  );
};

const preview: Preview = {
  decorators: [withApp],
  loaders: [storyBackendLoader()],
  beforeEach: watchForStrayErrors,
  afterEach: failOnStrayErrors,
  globalTypes: {
    colorMode: {
      description: 'Colour mode',
      toolbar: {
        title: 'Colour mode',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { colorMode: 'light' },
  parameters: {
    layout: 'fullscreen',
    viewport: { options: VIEWPORTS },
    // Axe runs after every story (the a11y panel, and a failed test under npm run test:storybook).
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
