/**
 * A build-time edit of one Chakra file (docs/performance.md#first-visit). `createSystem` works out
 * the whole global stylesheet (preflight, global CSS and a CSS variable per token, about 50 KB) as
 * soon as it is called, and src/theme/system.ts calls it while the app's modules are evaluated: on
 * a phone that is a quarter of a second of blocked main thread before the first page can answer. A
 * built page carries that stylesheet in its HTML already (scripts/vite-prerender.ts), so the app
 * there never reads it (`systemFor` in src/theme/system.ts). This edit makes `system._global` work
 * itself out on its first read instead, so a system that is never asked for it never pays for it;
 * one that is (the dev server, Storybook) gets the same styles as before.
 *
 * Build only: the dev server, Vitest and the prerender load Chakra unedited, and then the styles
 * are worked out eagerly, as Chakra ships it. The edit matches the exact statements of the Chakra
 * version installed; a version without them fails the build, so an upgrade is looked at rather
 * than silently slower.
 */
import type { Plugin } from 'vite';

export const CHAKRA_SYSTEM_FILE = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;

const EAGER = '  const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];\n';
const LAZY = '  let _globalStyles;\n';
const FIELD = '    _global,\n';
const GETTER = '    get _global() {\n      return _globalStyles ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];\n    },\n';

function replaceOnce(code: string, search: string, replacement: string): string {
  const first = code.indexOf(search);
  if (first === -1 || code.indexOf(search, first + 1) !== -1) {
    throw new Error(
      `chakraLazyGlobals: expected exactly one ${JSON.stringify(search.trim())} in @chakra-ui/react's styled-system/system.js. ` +
        'Chakra has changed: check that its system still builds its global styles this way, then update scripts/vite-chakra-lazy-globals.ts.',
    );
  }
  return code.slice(0, first) + replacement + code.slice(first + search.length);
}

/** Chakra's system.js with `_global` worked out on first read. */
export function lazyGlobals(code: string): string {
  return replaceOnce(replaceOnce(code, EAGER, LAZY), FIELD, GETTER);
}

export function chakraLazyGlobals(): Plugin {
  let edited = false;
  return {
    name: 'chakra-lazy-globals',
    apply: 'build',
    transform(code, id) {
      if (!CHAKRA_SYSTEM_FILE.test(id)) return null;
      edited = true;
      return { code: lazyGlobals(code), map: null };
    },
    buildEnd(error) {
      // Chakra resolved from another file (a CommonJS build, a moved folder) would be built unedited.
      if (!error && !edited) this.error('chakraLazyGlobals: the build never loaded @chakra-ui/react/dist/esm/styled-system/system.js');
    },
  };
}
