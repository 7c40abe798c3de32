/**
 * Our own colour-mode hook (no next-themes): the `dark` class on <html> drives Chakra's `_dark`
 * condition. The first visit follows `prefers-color-scheme`; a choice is kept in localStorage.
 */
import { useCallback, useSyncExternalStore } from 'react';

export type ColorMode = 'light' | 'dark';
export const COLOR_MODE_STORAGE_KEY = 'dispute-centre:color-mode';

const listeners = new Set<() => void>();

function readStored(): ColorMode | null {
  try {
    const value = window.localStorage.getItem(COLOR_MODE_STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null;
  }
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
}

/** Applies a mode to <html>: the class for Chakra, `color-scheme` for native controls. */
export function applyColorMode(mode: ColorMode): void {
  const root = document.documentElement;
  root.classList.toggle('dark', mode === 'dark');
  root.classList.toggle('light', mode === 'light');
  root.style.colorScheme = mode;
  listeners.forEach((listener) => listener());
}

/** The stored choice, else the system preference. */
export function initialColorMode(): ColorMode {
  return readStored() ?? (systemPrefersDark() ? 'dark' : 'light');
}

/** Call once before the first render so the first paint has the right colours. */
export function initColorMode(): void {
  applyColorMode(initialColorMode());
}

export function setColorMode(mode: ColorMode): void {
  try {
    window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, mode);
  } catch {
    // Private mode or a full store: the choice lasts for this page only.
  }
  applyColorMode(mode);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = (): ColorMode => (document.documentElement.classList.contains('dark') ? 'dark' : 'light');

export function useColorMode(): {
  colorMode: ColorMode;
  toggleColorMode: () => void;
  setColorMode: (mode: ColorMode) => void;
} {
  const colorMode = useSyncExternalStore(subscribe, snapshot, () => 'light' as const);
  const toggleColorMode = useCallback(() => setColorMode(snapshot() === 'dark' ? 'light' : 'dark'), []);
  return { colorMode, toggleColorMode, setColorMode };
}
