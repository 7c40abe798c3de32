export { system } from './system';
export { STATUS_COLOR, STATUS_PALETTES, type StatusPalette } from './palettes';
export { toaster, Toaster, TOAST_DURATION_MS } from './toaster';
export { TOOLTIP_DEFAULTS } from './tooltip';
export {
  applyColorMode,
  initColorMode,
  initialColorMode,
  setColorMode,
  useColorMode,
  COLOR_MODE_STORAGE_KEY,
  type ColorMode,
} from './colorMode';
