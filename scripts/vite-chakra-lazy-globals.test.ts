import { readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createSystem, defaultConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { withoutGlobalStyles } from '../src/theme/system';
import { CHAKRA_SYSTEM_FILE, lazyGlobals } from './vite-chakra-lazy-globals';

const require = createRequire(import.meta.url);
const chakraEsm = dirname(require.resolve('@chakra-ui/react')).replace(/cjs$/, 'esm');
const systemFile = join(chakraEsm, 'styled-system', 'system.js');

describe('chakraLazyGlobals', () => {
  it('matches the installed Chakra file by its path', () => {
    expect(CHAKRA_SYSTEM_FILE.test(systemFile)).toBe(true);
    expect(CHAKRA_SYSTEM_FILE.test(join(chakraEsm, 'styled-system', 'css.js'))).toBe(false);
  });

  it('gives a system whose global styles are worked out on first read, the same as Chakra makes them', async () => {
    const edited = lazyGlobals(await readFile(systemFile, 'utf8'));
    // Beside the original, so its relative imports resolve to the same Chakra modules.
    const copy = join(dirname(systemFile), `system.lazy-test-${process.pid}.js`);
    await writeFile(copy, edited);
    try {
      const lazy = (await import(/* @vite-ignore */ pathToFileURL(copy).href)) as { createSystem: typeof createSystem };
      const system = lazy.createSystem(defaultConfig);
      expect(Object.getOwnPropertyDescriptor(system, '_global')?.get).toBeTypeOf('function');
      const styles = system._global;
      expect(styles).toEqual(createSystem(defaultConfig)._global);
      expect(system._global).toBe(styles);
      // What src/theme/system.ts hands the provider on a built page: the styles are never made.
      const view = withoutGlobalStyles(system);
      expect(view._global).toEqual([]);
      expect(view.token('colors.gray.50')).toBe(system.token('colors.gray.50'));
    } finally {
      await rm(copy, { force: true });
    }
  });

  it('fails loudly when Chakra no longer builds its global styles that way', () => {
    expect(() => lazyGlobals('export function createSystem() { return {}; }')).toThrow(/Chakra has changed/);
  });
});
