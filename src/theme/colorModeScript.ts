/**
 * The colour mode, applied from the document's head before anything paints, so a prerendered page
 * never flashes light for someone who chose dark. It runs before the app's code, hence a function
 * the document inlines as source: the same rule as `initialColorMode` in ./colorMode.ts, which
 * entry.client then applies again (same result) for the app's own state.
 */
import { COLOR_MODE_STORAGE_KEY } from './colorMode';

function applyStoredColorMode(storageKey: string): void {
  let mode: string | null = null;
  try {
    mode = window.localStorage.getItem(storageKey);
  } catch {
    // Storage refused: the system preference decides.
  }
  if (mode !== 'light' && mode !== 'dark') {
    mode =
      typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches
        ? 'dark'
        : 'light';
  }
  const root = document.documentElement;
  root.classList.add(mode);
  root.style.colorScheme = mode;
}

/** The script's text, for `<script dangerouslySetInnerHTML>` in the document's head. */
export const COLOR_MODE_SCRIPT = `(${applyStoredColorMode.toString()})(${JSON.stringify(COLOR_MODE_STORAGE_KEY)});`;
