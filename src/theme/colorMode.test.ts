import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COLOR_MODE_STORAGE_KEY, applyColorMode, initColorMode, useColorMode } from './colorMode';

function preferDark(dark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: dark && query.includes('dark'), media: query }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.removeItem(COLOR_MODE_STORAGE_KEY);
  applyColorMode('light');
});

describe('colour mode', () => {
  it('follows prefers-color-scheme on the first visit', () => {
    preferDark(true);
    initColorMode();
    expect(document.documentElement).toHaveClass('dark');
    preferDark(false);
    initColorMode();
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('prefers the stored choice over the system preference', () => {
    preferDark(true);
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'light');
    initColorMode();
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('toggles the dark class on <html> and stores the choice', () => {
    const { result } = renderHook(() => useColorMode());
    expect(result.current.colorMode).toBe('light');
    act(() => result.current.toggleColorMode());
    expect(result.current.colorMode).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('dark');
    act(() => result.current.toggleColorMode());
    expect(document.documentElement).not.toHaveClass('dark');
  });
});
