import { describe, expect, it } from 'vitest';
import { STATUS_PALETTES } from './palettes';
import { system } from './system';

/** WCAG 2 relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const DARK_PAGE = '#111111'; // Chakra's dark bg
const LIGHT_PAGE = '#ffffff';

describe('status palettes', () => {
  for (const [name, p] of Object.entries(STATUS_PALETTES)) {
    it(`${name}: text pairs meet AA (4.5:1) in both modes`, () => {
      for (const mode of ['base', '_dark'] as const) {
        expect(contrast(p.fg[mode], p.subtle[mode]), `${name} fg/subtle ${mode}`).toBeGreaterThanOrEqual(4.5);
        expect(contrast(p.contrast[mode], p.solid[mode]), `${name} contrast/solid ${mode}`).toBeGreaterThanOrEqual(4.5);
        expect(
          contrast(p.fg[mode], mode === 'base' ? LIGHT_PAGE : DARK_PAGE),
          `${name} fg/page ${mode}`,
        ).toBeGreaterThanOrEqual(4.5);
      }
    });
  }

  it('registers every palette as semantic tokens in the system', () => {
    for (const name of Object.keys(STATUS_PALETTES)) {
      for (const key of ['solid', 'contrast', 'fg', 'subtle', 'muted', 'emphasized', 'focusRing', 'border']) {
        expect(system.token(`colors.${name}.${key}`), `${name}.${key}`).toBeTruthy();
      }
    }
  });
});
