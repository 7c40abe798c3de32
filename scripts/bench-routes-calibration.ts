/**
 * The calibration task of npm run bench:routes: the same fixed work every time, as one task of a
 * blank page in the benchmark's own browser (a fresh context, like a route's visit). It builds,
 * lays out and measures a table and runs a little arithmetic over it, as a page does when data
 * lands, so it slows down with the machine the way a page's own tasks do.
 */
import type { Browser } from 'playwright-core';

/** Rows of the table: about 200–270 ms on this quiet two-core machine, near a page's own longest task. */
const ROWS = 600;

/** One run of the calibration task; its duration in ms, measured inside the page. */
export async function calibrate(browser: Browser): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.setContent('<!doctype html><title>calibration</title><main></main>');
    return await page.evaluate(
      (rows) =>
        new Promise<number>((resolve) => {
          // A task of its own, as a page's work is: not the evaluation's.
          setTimeout(() => {
            const started = performance.now();
            const table = document.createElement('table');
            let checksum = 0;
            for (let row = 0; row < rows; row++) {
              const tr = table.insertRow();
              for (let cell = 0; cell < 6; cell++) {
                const value = (row * 7919 + cell * 104_729) % 1_000_003;
                tr.insertCell().textContent = value.toString(36);
                checksum = (checksum * 31 + value) % 2_147_483_647;
              }
            }
            document.querySelector('main')?.append(table);
            checksum += table.getBoundingClientRect().height;
            const sorted = [...table.rows].map((tr) => tr.textContent ?? '').sort();
            checksum += sorted.length;
            resolve(checksum >= 0 ? performance.now() - started : 0);
          }, 0);
        }),
      ROWS,
    );
  } finally {
    await context.close();
  }
}
