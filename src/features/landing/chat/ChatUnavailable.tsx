/** What the chat shows when its code cannot be fetched (offline, or a deploy removed the old chunk). */
import { Alert, Button, Stack } from '@chakra-ui/react';
import { RELOAD_ADVICE } from '../content';
import type { ChatWindowProps } from './ChatWindow';

export function ChatUnavailable({ onClose }: Pick<ChatWindowProps, 'onClose'>) {
  return (
    <Alert.Root status="error" maxW="sm" boxShadow="lg" role="alert">
      <Alert.Indicator />
      <Stack gap="2" flex="1">
        <Alert.Title>The support chat could not load.</Alert.Title>
        <Alert.Description>{RELOAD_ADVICE}</Alert.Description>
        <Stack direction="row" gap="2">
          <Button size="sm" onClick={() => window.location.reload()}>
            Reload page
          </Button>
          <Button size="sm" variant="outline" onClick={onClose}>
            Close
          </Button>
        </Stack>
      </Stack>
    </Alert.Root>
  );
}
