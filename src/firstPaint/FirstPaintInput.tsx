/**
 * For the document's head (root.tsx's Layout), before anything else that runs: the script that
 * holds presses made before the app has hydrated, and the style of a pressed control that waits
 * (./firstPaintInput.ts). Inline rather than a file, so a slow network adds no request before the
 * first paint.
 *
 * Each script's text is a function's source, compiled once for the prerender and once for the
 * browser; the two compilers may differ in a semicolon, which React would report as a hydration
 * mismatch. The script has run long before hydration and is never run again, so the browser's text
 * is not compared (`suppressHydrationWarning`, on these elements only).
 */
import { FIRST_PAINT_INPUT_SCRIPT, FIRST_PAINT_PENDING_CSS } from './firstPaintInput';

export function FirstPaintInput() {
  return (
    <>
      <style dangerouslySetInnerHTML={{ __html: FIRST_PAINT_PENDING_CSS }} />
      <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: FIRST_PAINT_INPUT_SCRIPT }} />
    </>
  );
}
