/** The light/dark switch, shared by the app's headers and the landing page's own header. */
import { Box, IconButton } from '@chakra-ui/react';
import { useColorMode } from '../theme';

const common = {
  width: '1.1em',
  height: '1.1em',
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const;

const MoonIcon = () => (
  <svg {...common}>
    <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
  </svg>
);

const SunIcon = () => (
  <svg {...common}>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </svg>
);

/**
 * The icon follows the `dark` class on <html> through CSS rather than the hook's value: a page
 * prerendered at build time (in light mode) then shows the right icon in dark mode before the app
 * has started.
 */
export function ColorModeToggle() {
  const { colorMode, toggleColorMode } = useColorMode();
  const label = colorMode === 'dark' ? 'Switch to light mode' : 'Switch to dark mode';
  return (
    <IconButton aria-label={label} title={label} variant="ghost" size="sm" onClick={toggleColorMode}>
      <Box as="span" display="contents" _dark={{ display: 'none' }}>
        <MoonIcon />
      </Box>
      <Box as="span" display="none" _dark={{ display: 'contents' }}>
        <SunIcon />
      </Box>
    </IconButton>
  );
}
