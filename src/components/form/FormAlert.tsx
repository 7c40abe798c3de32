import { Alert } from '@chakra-ui/react';

/** The form-level failure message, announced to screen readers when it appears. */
export function FormAlert({
  message,
}: {
  /** Why the form could not be sent; `null` shows nothing. */
  message: string | null;
}) {
  if (!message) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
