/**
 * "Reset demo data" in the headers, in demo (mock) mode only. The dialog is a chunk of its own:
 * a real-mode app never fetches it, and the demo fetches it once its mock backend is up.
 */
import { Button } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useDemo, useDemoStarting } from '../../config/demoContext';

const DemoResetDialog = lazy(() => import('./DemoResetDialog'));

/** Holds the control's place, disabled, until the demo can be reset: the header never shifts. */
const placeholder = (
  <Button size="sm" variant="outline" colorPalette="warning" disabled>
    Reset demo data
  </Button>
);

export function DemoResetButton() {
  const demo = useDemo();
  const starting = useDemoStarting();
  if (starting) return placeholder;
  if (!demo) return null;
  return (
    <Suspense fallback={placeholder}>
      <DemoResetDialog demo={demo} />
    </Suspense>
  );
}
