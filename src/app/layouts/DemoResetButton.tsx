/**
 * "Reset demo data" in the headers, in demo (mock) mode only. The dialog is a chunk of its own:
 * a real-mode app never fetches it, and the demo fetches it once its mock backend is up.
 */
import { lazy, Suspense } from 'react';
import { useDemo } from '../demoContext';

const DemoResetDialog = lazy(() => import('./DemoResetDialog'));

export function DemoResetButton() {
  const demo = useDemo();
  if (!demo) return null;
  return (
    <Suspense fallback={null}>
      <DemoResetDialog demo={demo} />
    </Suspense>
  );
}
