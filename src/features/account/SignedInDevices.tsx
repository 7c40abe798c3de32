import { Alert, Button, List, Stack } from '@chakra-ui/react';
import { useLayoutEffect, useRef, useState } from 'react';
import { ApiError, errorText, type Session } from '../../api';
import { useApiList, useApiWrite } from '../../data';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { PageLoading } from '../../components/PageLoading';
import { SectionCard } from '../../components/SectionCard';
import { UnreadableItems } from '../../components/UnreadableItems';
import { SessionItem } from './SessionItem';
import {
  DEVICES_FAILED,
  DEVICES_HEADING,
  DEVICES_INTRO,
  DEVICES_LOADING,
  ONLY_THIS_DEVICE,
  signedOutOf,
  signedOutOthers,
  SIGN_OUT_FAILED,
  SIGN_OUT_OTHERS,
  SIGN_OUT_OTHERS_BODY,
  SIGN_OUT_OTHERS_FAILED,
  SIGN_OUT_OTHERS_TITLE,
  SIGNING_OUT,
} from './texts';

const HEADING_ID = 'signed-in-devices-heading';

/**
 * The account page's section of signed-in devices (docs/routes.md#account-page): this one first,
 * each other with Sign out, and Sign out everywhere else behind the one confirmation. The list
 * follows a change by the one refresh rule (`sessions`, src/api/changes.ts): a device that signs
 * in or out elsewhere appears or goes while the page is open.
 */
export function SignedInDevices() {
  const { data, unreadable, error, isLoading, mutate } = useApiList('getSessions');
  const endSession = useApiWrite('endSession');
  const endOthers = useApiWrite('endOtherSessions');
  const [ending, setEnding] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  // What the last action did; `count` tells two alike apart, so focus moves to the sentence each time.
  const [done, setDone] = useState<{ text: string; count: number } | null>(null);
  const [failure, setFailure] = useState<{ title: string; message: string } | null>(null);
  // Where focus goes once a row it was on has gone: the sentence that says what happened.
  const doneRef = useRef<HTMLParagraphElement>(null);
  // Set when the dialog closes on success: its button is about to go, so focus goes to the sentence.
  const closedDone = useRef(false);

  useLayoutEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const others = (data ?? []).filter((session) => !session.current);

  const succeeded = (text: string) => {
    setFailure(null);
    setDone((last) => ({ text, count: (last?.count ?? 0) + 1 }));
  };

  const signOut = async (session: Session) => {
    setEnding(session.id);
    try {
      await endSession.trigger({ id: session.id });
      succeeded(signedOutOf(session.device));
    } catch (thrown) {
      setDone(null);
      setFailure({ title: SIGN_OUT_FAILED, message: errorText(thrown) });
      // Ended elsewhere meanwhile: the list is read again, so the row goes.
      if (thrown instanceof ApiError && thrown.status === 404) void mutate();
    } finally {
      setEnding(null);
    }
  };

  const signOutOthers = async () => {
    closedDone.current = false;
    try {
      const { ended } = await endOthers.trigger();
      closedDone.current = true;
      setConfirming(false);
      succeeded(signedOutOthers(ended));
    } catch (thrown) {
      setFailure({ title: SIGN_OUT_OTHERS_FAILED, message: errorText(thrown) });
    }
  };

  return (
    <SectionCard
      id={HEADING_ID}
      title={DEVICES_HEADING}
      intro={DEVICES_INTRO}
      aside={
        others.length > 0 ? (
          <Button size="sm" variant="outline" colorPalette="destructive" onClick={() => setConfirming(true)}>
            {SIGN_OUT_OTHERS}
          </Button>
        ) : null
      }
    >
      {done ? (
        <Alert.Root status="success" size="sm">
          <Alert.Indicator />
          <Alert.Title as="p" ref={doneRef} tabIndex={-1} role="status" outline="none">
            {done.text}
          </Alert.Title>
        </Alert.Root>
      ) : null}
      {failure && !confirming ? <ErrorState title={failure.title} message={failure.message} /> : null}
      {data ? (
        <Stack gap="3">
          <List.Root as="ul" aria-labelledby={HEADING_ID} gap="3" m="0" p="0">
            {data.map((session) => (
              <SessionItem
                key={session.id}
                session={session}
                busy={ending === session.id}
                disabled={ending !== null || endOthers.isPending}
                onSignOut={(chosen) => void signOut(chosen)}
              />
            ))}
          </List.Root>
          {others.length === 0 ? <EmptyState title={ONLY_THIS_DEVICE} /> : null}
          <UnreadableItems items={unreadable} noun="session" />
        </Stack>
      ) : isLoading || error === undefined ? (
        <PageLoading label={DEVICES_LOADING} />
      ) : (
        <ErrorState title={DEVICES_FAILED} message={errorText(error)} onRetry={() => void mutate()} />
      )}
      <ConfirmDialog
        open={confirming}
        title={SIGN_OUT_OTHERS_TITLE}
        description={SIGN_OUT_OTHERS_BODY}
        confirmLabel={SIGN_OUT_OTHERS}
        pendingLabel={SIGNING_OUT}
        busy={endOthers.isPending}
        finalFocusEl={() => (closedDone.current ? doneRef.current : null)}
        failure={
          confirming && failure ? <ErrorState size="sm" title={failure.title} message={failure.message} /> : null
        }
        onConfirm={() => void signOutOthers()}
        onClose={() => {
          setConfirming(false);
          setFailure(null);
        }}
      />
    </SectionCard>
  );
}
