/**
 * "Open the admin side in a new tab" (or the user side), beside "Reset demo data", in demo (mock)
 * mode only: a presenter shows both sides of a conversation at once. The new tab keeps a session
 * of its own over the same demo data (docs/server.md#sessions-and-cookies). A real link, so the
 * keyboard, a middle click and the browser's own "open in new tab" all work.
 */
import { Box, Button } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { otherSideSignIn } from '../../config/demo';
import { useAuth } from '../../features/auth';
import { useMockMode } from '../../config/demoContext';
import { NewTabIcon } from '../../components/icons';

export const OTHER_SIDE_LABEL = {
  user: 'Open the admin side in a new tab',
  admin: 'Open the user side in a new tab',
} as const;

/**
 * The tooltip (Chakra's, with its positioning code: about 10 KB gzip) arrives on its own, only in
 * mock mode: a real-mode page never loads it (bench/budget.json). Until it has, the link works bare.
 */
const LazyTooltip = lazy(() => import('../../components/Tooltip').then((module) => ({ default: module.Tooltip })));

/** What the link shows beside its icon where the header has room; its name is the whole label. */
const SHORT_TEXT = { user: 'Admin side', admin: 'User side' } as const;

export function OtherSideLink() {
  const mockMode = useMockMode();
  const { user, isAdmin } = useAuth();
  if (!mockMode || !user) return null;
  const side = isAdmin ? 'admin' : 'user';
  const link = (
    <Button asChild size="sm" variant="outline">
      {/* noopener: the new tab starts with nothing of this one's, its session storage included. */}
      <RouterLink to={otherSideSignIn(isAdmin)} target="_blank" rel="noopener" aria-label={OTHER_SIDE_LABEL[side]}>
        <NewTabIcon />
        <Box as="span" hideBelow="md">
          {SHORT_TEXT[side]}
        </Box>
      </RouterLink>
    </Button>
  );
  return (
    <Suspense fallback={link}>
      <LazyTooltip content={OTHER_SIDE_LABEL[side]}>{link}</LazyTooltip>
    </Suspense>
  );
}
