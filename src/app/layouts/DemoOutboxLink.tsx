/**
 * "Demo outbox" beside "Reset demo data" in the headers, in demo (mock) mode only: the mail the
 * demo sent (a password reset's link) is read there, as nothing leaves the browser
 * (docs/routes.md#demo-outbox). A real link, so the keyboard and a new tab work.
 */
import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useMockMode } from '../../config/demoContext';

export const DEMO_OUTBOX_LABEL = 'Demo outbox';

export function DemoOutboxLink() {
  // While the demo starts too, so the header never shifts when its controls arrive.
  if (!useMockMode()) return null;
  return (
    <Button asChild size="sm" variant="outline">
      <RouterLink to="/demo/outbox">{DEMO_OUTBOX_LABEL}</RouterLink>
    </Button>
  );
}
