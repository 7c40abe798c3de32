import { rm } from 'node:fs/promises';

/** Playwright's global teardown: this run's build folder (playwright.config.ts) goes with the run. */
export default async function removeBuild(): Promise<void> {
  if (process.env.E2E_BUILD_DIR) await rm(process.env.E2E_BUILD_DIR, { recursive: true, force: true });
}
