import { Alert, Button } from '@chakra-ui/react';

/**
 * A failed read or write: what could not be done, why and, when the caller can retry, a Retry
 * button. Announced when it appears. The one error alert: forms (FormAlert) and dialogs use it too.
 */
export function ErrorState({
  title = 'Something went wrong',
  message,
  onRetry,
  size,
}: {
  /** What could not be done, e.g. "Could not load users". */
  title?: string;
  /** Why, in a sentence the person can act on: the server's own, else the client's (`errorText`). */
  message?: string;
  /** Reads the data again; without it there is no Retry button, for failures a retry cannot fix. */
  onRetry?: () => void;
  /** `sm` inside a compact form (a reply box). */
  size?: 'sm' | 'md';
}) {
  return (
    <Alert.Root status="error" role="alert" alignItems="center" size={size}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {message ? <Alert.Description>{message}</Alert.Description> : null}
      </Alert.Content>
      {onRetry ? (
        <Button size="sm" variant="outline" onClick={onRetry}>
          Retry
        </Button>
      ) : null}
    </Alert.Root>
  );
}
