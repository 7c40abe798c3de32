/**
 * For the document's head (root.tsx's Layout), before anything else that runs: the script that
 * holds presses made before the app has hydrated, and the style of a pressed control that waits
 * (./firstPaintInput.ts). Inline rather than a file, so a slow network adds no request before the
 * first paint.
 */
import { FIRST_PAINT_INPUT_SCRIPT, FIRST_PAINT_PENDING_CSS } from './firstPaintInput';

export function FirstPaintInput() {
  return (
    <>
      <style dangerouslySetInnerHTML={{ __html: FIRST_PAINT_PENDING_CSS }} />
      <script dangerouslySetInnerHTML={{ __html: FIRST_PAINT_INPUT_SCRIPT }} />
    </>
  );
}
