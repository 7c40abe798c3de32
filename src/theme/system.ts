/** The Chakra system: Chakra's default config plus the §4 status palettes as semantic tokens. */
import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import { STATUS_PALETTES, type PaletteSpec } from './palettes';

type TokenTree = Record<string, Record<string, { value: { base: string; _dark: string } }>>;

function toTokens(palettes: Record<string, PaletteSpec>): TokenTree {
  const tree: TokenTree = {};
  for (const [name, palette] of Object.entries(palettes)) {
    const entry: TokenTree[string] = {};
    for (const [key, value] of Object.entries(palette)) entry[key] = { value };
    tree[name] = entry;
  }
  return tree;
}

const config = defineConfig({
  globalCss: {
    'html, body': { minHeight: '100%' },
  },
  theme: {
    semanticTokens: {
      colors: toTokens(STATUS_PALETTES),
    },
  },
});

export const system = createSystem(defaultConfig, config);
