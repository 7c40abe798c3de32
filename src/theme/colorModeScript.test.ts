import { afterEach, describe, expect, it, vi } from 'vitest';
import { COLOR_MODE_STORAGE_KEY, initialColorMode } from './colorMode';
import { COLOR_MODE_SCRIPT } from './colorModeScript';

/** Runs the head's script as the browser does, on a fresh <html>, and returns the mode it applied. */
function runHeadScript(): string {
  const root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.style.colorScheme = '';
  new Function(COLOR_MODE_SCRIPT)();
  return root.classList.contains('dark') ? 'dark' : root.classList.contains('light') ? 'light' : 'none';
}

function preferDark(dark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: dark && query.includes('dark'), media: query }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.removeItem(COLOR_MODE_STORAGE_KEY);
  document.documentElement.classList.remove('light', 'dark');
});

describe("the head's colour-mode script", () => {
  it.each([
    { stored: null, dark: true },
    { stored: null, dark: false },
    { stored: 'light', dark: true },
    { stored: 'dark', dark: false },
    { stored: 'sepia', dark: true },
  ])('applies the same mode as the app (stored $stored, system dark $dark)', ({ stored, dark }) => {
    preferDark(dark);
    if (stored) localStorage.setItem(COLOR_MODE_STORAGE_KEY, stored);
    expect(runHeadScript()).toBe(initialColorMode());
    expect(document.documentElement.style.colorScheme).toBe(initialColorMode());
  });

  it('falls back to the system preference when storage is refused', () => {
    preferDark(true);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(runHeadScript()).toBe('dark');
  });
});
