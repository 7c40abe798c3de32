/** The light/dark switch, shared by the app's headers and the landing page's own header. */
import { Box, IconButton } from '@chakra-ui/react';
import { useColorMode } from '../theme';
import { MoonIcon, SunIcon } from './icons';

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
