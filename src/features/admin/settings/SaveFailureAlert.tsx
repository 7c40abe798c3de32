import { Alert } from '@chakra-ui/react';

/** Why a change was not saved (./texts.ts), and the server's reason under it; announced when it appears. */
export function SaveFailureAlert({ failure }: { failure: { title: string; reason?: string } | null }) {
  if (!failure) return null;
  return (
    <Alert.Root status="error" role="alert" size="sm">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{failure.title}</Alert.Title>
        {failure.reason ? <Alert.Description>{failure.reason}</Alert.Description> : null}
      </Alert.Content>
    </Alert.Root>
  );
}
