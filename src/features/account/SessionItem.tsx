import { Badge, Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { Session } from '../../api';
import { formatDate, formatDateTime } from '../../components/format';
import { lastActive, signedInOn, signOutLabel, SIGN_OUT, THIS_DEVICE } from './texts';

/**
 * One signed-in device: its name, when it signed in and was last used, "This device" on the one
 * this page runs in, and Sign out on every other. The button is named after the device and described
 * by its dates, so two devices of the same name can still be told apart.
 */
export function SessionItem({
  session,
  busy,
  disabled,
  onSignOut,
}: {
  session: Session;
  busy: boolean;
  disabled: boolean;
  onSignOut: (session: Session) => void;
}) {
  const datesId = useId();
  return (
    <List.Item listStyleType="none" borderWidth="1px" borderRadius="md" p="4">
      <HStack justify="space-between" align={{ base: 'flex-start', sm: 'center' }} gap="3" wrap="wrap">
        <Stack gap="1" minW="0">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="medium" overflowWrap="anywhere">
              {session.device}
            </Text>
            {session.current ? (
              <Badge colorPalette="green" variant="subtle">
                {THIS_DEVICE}
              </Badge>
            ) : null}
          </HStack>
          <Stack gap="0" id={datesId} textStyle="sm" color="fg.muted">
            <Text>
              {signedInOn} <time dateTime={session.createdAt}>{formatDate(session.createdAt)}</time>
            </Text>
            <Text>
              {lastActive} <time dateTime={session.lastSeenAt}>{formatDateTime(session.lastSeenAt)}</time>
            </Text>
          </Stack>
        </Stack>
        {session.current ? null : (
          <Button
            size="sm"
            variant="outline"
            aria-label={signOutLabel(session.device)}
            aria-describedby={datesId}
            loading={busy}
            disabled={disabled}
            onClick={() => onSignOut(session)}
          >
            {SIGN_OUT}
          </Button>
        )}
      </HStack>
    </List.Item>
  );
}
