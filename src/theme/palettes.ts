/**
 * The five status palettes (docs/statuses.md#status-colours) as Chakra semantic colour tokens. Each
 * palette offers the keys Chakra recipes read through `colorPalette` (solid, contrast, fg, subtle,
 * muted, emphasized, focusRing, border), so `<Badge colorPalette="warning">` works in both modes.
 *
 * Hues: error = orange (New: needs attention), primary = blue, warning = yellow,
 * secondary = teal, destructive = red. Every text/background pair meets WCAG AA (4.5:1) in its
 * mode; `palettes.test.ts` computes the ratios from the hex values below.
 */

/** The raw colours used (Chakra v3 default palette values, copied so the contrast test can read them). */
export const HEX = {
  white: '#ffffff',
  black: '#09090b',
  orange: { 100: '#ffedd5', 200: '#fed7aa', 700: '#92310a', 800: '#6c2710', 900: '#3b1106' },
  blue: { 100: '#dbeafe', 200: '#bfdbfe', 700: '#173da6', 800: '#1a3478', 900: '#14204a' },
  yellow: { 100: '#fef9c3', 200: '#fef08a', 300: '#fde047', 800: '#713f12', 900: '#422006' },
  teal: { 100: '#ccfbf1', 200: '#99f6e4', 700: '#0c5d56', 800: '#114240', 900: '#032726' },
  red: { 100: '#fee2e2', 200: '#fecaca', 600: '#dc2626', 700: '#991919', 800: '#511111', 900: '#300c0c' },
} as const;

export interface ModePair {
  base: string;
  _dark: string;
}

export interface PaletteSpec {
  solid: ModePair;
  contrast: ModePair;
  fg: ModePair;
  subtle: ModePair;
  muted: ModePair;
  emphasized: ModePair;
  focusRing: ModePair;
  border: ModePair;
}

const pair = (base: string, dark: string): ModePair => ({ base, _dark: dark });

type Hue = 'orange' | 'blue' | 'teal' | 'red';

/** Dark solid with white text; in dark mode light text on a deep tint. */
function deepPalette(hue: Hue, solid: string): PaletteSpec {
  const c = HEX[hue];
  return {
    solid: pair(solid, solid),
    contrast: pair(HEX.white, HEX.white),
    fg: pair(c[800], c[200]),
    subtle: pair(c[100], c[900]),
    muted: pair(c[200], c[800]),
    emphasized: pair(c[200], c[700]),
    focusRing: pair(solid, c[200]),
    border: pair(solid, c[200]),
  };
}

export const STATUS_PALETTES = {
  error: deepPalette('orange', HEX.orange[700]),
  primary: deepPalette('blue', HEX.blue[700]),
  secondary: deepPalette('teal', HEX.teal[700]),
  destructive: deepPalette('red', HEX.red[700]),
  warning: {
    solid: pair(HEX.yellow[300], HEX.yellow[300]),
    contrast: pair(HEX.black, HEX.black),
    fg: pair(HEX.yellow[800], HEX.yellow[200]),
    subtle: pair(HEX.yellow[100], HEX.yellow[900]),
    muted: pair(HEX.yellow[200], HEX.yellow[800]),
    emphasized: pair(HEX.yellow[200], HEX.yellow[800]),
    focusRing: pair(HEX.yellow[800], HEX.yellow[300]),
    border: pair(HEX.yellow[800], HEX.yellow[300]),
  },
} satisfies Record<string, PaletteSpec>;

export type StatusPalette = keyof typeof STATUS_PALETTES;

/** The badge colour of each dispute status (docs/statuses.md#status-colours). */
export const STATUS_COLOR = {
  New: 'error',
  'In Progress': 'primary',
  'Under Review': 'warning',
  Resolved: 'secondary',
  Rejected: 'destructive',
} as const satisfies Record<string, StatusPalette>;
