import { ErrorState } from '../ErrorState';

/** The form-level failure message (the one error alert), announced to screen readers when it appears. */
export function FormAlert({
  message,
}: {
  /** Why the form could not be sent; `null` shows nothing. */
  message: string | null;
}) {
  if (!message) return null;
  return <ErrorState title={message} />;
}
