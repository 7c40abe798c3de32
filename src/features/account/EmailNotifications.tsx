import { Stack, Switch, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { errorText } from '../../api';
import type { EmailNotificationKind, EmailNotifications as Switches } from '../../api/emailNotifications';
import { ErrorState } from '../../components/ErrorState';
import { PageLoading } from '../../components/PageLoading';
import { SectionCard } from '../../components/SectionCard';
import { useApi, useApiWrite } from '../../data';
import {
  EMAIL_HEADING,
  EMAIL_INTRO,
  EMAIL_LOAD_FAILED,
  EMAIL_LOADING,
  EMAIL_SAVE_FAILED,
  EMAIL_SAVING,
  EMAIL_SWITCHES,
  emailReverted,
  emailSaved,
} from './texts';

/** The heading's id is the section's address: every notification e-mail links to /account#email-notifications. */
export const EMAIL_NOTIFICATIONS_ID = 'email-notifications';
const KINDS: readonly EmailNotificationKind[] = ['supportReplies', 'decisions'];

/**
 * The account page's switches of the notification e-mails (docs/routes.md#account-page,
 * docs/server.md#notification-e-mails). A switch saves as soon as it is turned, sending only itself
 * (so a save of the other switch in another tab is kept); while its save runs it holds still, and a
 * save that fails puts it back and says so. What was done is said politely in one status line.
 */
export function EmailNotifications() {
  const { data, error, isLoading, mutate } = useApi('getEmailNotifications');
  const save = useApiWrite('setEmailNotifications');
  // A switch whose save is on its way, shown as turned.
  const [pending, setPending] = useState<{ kind: EmailNotificationKind; on: boolean } | null>(null);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const { hash } = useLocation();

  // The link in every notification e-mail: the page renders after the browser's own jump to the
  // anchor would have happened, so the section is brought into view here.
  useEffect(() => {
    if (hash === `#${EMAIL_NOTIFICATIONS_ID}`) document.getElementById(EMAIL_NOTIFICATIONS_ID)?.scrollIntoView();
  }, [hash]);

  const turn = async (kind: EmailNotificationKind, on: boolean) => {
    const { label } = EMAIL_SWITCHES[kind];
    setPending({ kind, on });
    setFailure(null);
    setStatus(EMAIL_SAVING);
    try {
      const saved: Switches = await save.trigger({ body: { [kind]: on } });
      await mutate(saved, { revalidate: false });
      setStatus(emailSaved(label, saved[kind]));
    } catch (thrown) {
      setStatus('');
      setFailure(`${errorText(thrown)} ${emailReverted(label, !on)}`);
    } finally {
      setPending(null);
    }
  };

  return (
    <SectionCard id={EMAIL_NOTIFICATIONS_ID} title={EMAIL_HEADING} intro={EMAIL_INTRO}>
      {data ? (
        <Stack gap="4">
          {KINDS.map((kind) => {
            const { label, sentence } = EMAIL_SWITCHES[kind];
            const saving = pending?.kind === kind;
            const checked = saving ? pending.on : data[kind];
            const sentenceId = `email-notifications-${kind}-sentence`;
            return (
              <Stack key={kind} gap="1">
                <Switch.Root
                  checked={checked}
                  // Held still, not disabled, while its save runs: focus stays where it was.
                  readOnly={pending !== null}
                  aria-busy={saving}
                  onCheckedChange={(details) => void turn(kind, details.checked)}
                  colorPalette="blue"
                >
                  <Switch.HiddenInput role="switch" aria-describedby={sentenceId} />
                  <Switch.Control>
                    <Switch.Thumb />
                  </Switch.Control>
                  <Switch.Label fontWeight="medium">{label}</Switch.Label>
                </Switch.Root>
                <Text id={sentenceId} color="fg.muted" textStyle="sm" ps="12">
                  {sentence}
                </Text>
              </Stack>
            );
          })}
        </Stack>
      ) : isLoading || error === undefined ? (
        <PageLoading label={EMAIL_LOADING} />
      ) : (
        <ErrorState title={EMAIL_LOAD_FAILED} message={errorText(error)} onRetry={() => void mutate()} />
      )}
      {failure ? <ErrorState size="sm" title={EMAIL_SAVE_FAILED} message={failure} /> : null}
      <Text role="status" aria-live="polite" textStyle="sm" color="fg.muted" minH="1lh">
        {status}
      </Text>
    </SectionCard>
  );
}
