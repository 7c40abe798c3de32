/**
 * The demo backend's state for the app: in mock mode the service worker starts after the first
 * paint (entry.client.tsx), and the app learns when it is up.
 */
import type { DemoControls } from '../config/demoState';

let started: Promise<DemoControls> | null = null;

export function setDemoBackend(starting: Promise<DemoControls>): void {
  started = starting;
}

export const demoBackend = (): Promise<DemoControls> | null => started;
