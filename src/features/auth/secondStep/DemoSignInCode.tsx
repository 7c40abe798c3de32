import { Box, Code, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useDemo } from '../../../config/demoContext';

/**
 * Mock mode only: the code the account's authenticator app would show now, read from the mock
 * backend (DemoControls.signInCode), so a presenter signs in in one breath. Nothing in real mode.
 */
export function DemoSignInCode({ email }: { email: string }) {
  const demo = useDemo();
  const [, setTick] = useState(0);
  // A code lasts 30 seconds: read it again each second so the one shown is the one that works.
  useEffect(() => {
    if (!demo?.signInCode) return;
    const timer = setInterval(() => setTick((tick) => tick + 1), 1000);
    return () => clearInterval(timer);
  }, [demo]);
  const shown = demo?.signInCode?.(email) ?? null;
  if (!demo?.signInCode) return null;
  return (
    <Box borderWidth="1px" borderStyle="dashed" borderRadius="md" p="3">
      <Text fontSize="sm" fontWeight="semibold">
        Demo
      </Text>
      {shown ? (
        <Text fontSize="sm">
          This account’s code now: <Code aria-label="Demo code">{shown.code}</Code> ({shown.secondsLeft} s left)
        </Text>
      ) : (
        <Text fontSize="sm">The next code appears in a few seconds.</Text>
      )}
    </Box>
  );
}
