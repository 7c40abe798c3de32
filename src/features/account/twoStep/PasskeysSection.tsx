/**
 * The Passkeys section of /account/two-step (docs/routes.md#two-step-sign-in): the account's
 * passkeys with their dates, adding one (a name, then the device's prompt), and removing one behind
 * the one confirmation. WebAuthn's browser code loads on the first Add (src/components/passkeys/webauthn.ts).
 */
import { Alert, Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { errorText } from '../../../api';
import { PasskeyRegistrationRequestSchema, type Passkey } from '../../../api/passkeys';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { FormAlert, TextField } from '../../../components/form';
import { formatDate } from '../../../components/format';
import { PageLoading } from '../../../components/PageLoading';
import { SectionCard } from '../../../components/SectionCard';
import { useApiList, useApiWrite } from '../../../data';
import {
  ADD_PASSKEY,
  ADDING_PASSKEY,
  createdOn,
  lastUsed,
  PASSKEY_NAME_LABEL,
  passkeyAdded,
  passkeyRemoved,
  PASSKEYS_EMPTY,
  PASSKEYS_FAILED,
  PASSKEYS_HEADING,
  PASSKEYS_INTRO,
  PASSKEYS_LOADING,
  REMOVE_FAILED,
  REMOVE_PASSKEY,
  REMOVE_TITLE,
  removeBody,
  removePasskeyLabel,
  REMOVING,
} from '../../../components/passkeys/texts';

const HEADING_ID = 'passkeys-heading';
const NameSchema = v.object({ name: PasskeyRegistrationRequestSchema.entries.name });
type NameValues = v.InferInput<typeof NameSchema>;

export function PasskeysSection({ onChanged }: { onChanged(): Promise<void> }) {
  const { data, error, isLoading, mutate } = useApiList('getPasskeys');
  const begin = useApiWrite('passkeyRegistrationOptions');
  const registerPasskey = useApiWrite('registerPasskey');
  const remove = useApiWrite('removePasskey');
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const [removeFailure, setRemoveFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<NameValues>({
    resolver: valibotResolver(NameSchema),
    defaultValues: { name: '' },
  });

  const add = handleSubmit(async ({ name }) => {
    setFailure(null);
    setDone(null);
    try {
      const { createPasskey } = await import('../../../components/passkeys/webauthn');
      const response = await createPasskey(await begin.trigger());
      const passkey = await registerPasskey.trigger({ body: { name, response } });
      reset({ name: '' });
      setDone(passkeyAdded(passkey.name));
      await Promise.all([mutate(), onChanged()]);
    } catch (thrown) {
      setFailure(errorText(thrown));
    }
  });

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.trigger({ id: removing.id });
      setDone(passkeyRemoved(removing.name));
      setRemoving(null);
      await Promise.all([mutate(), onChanged()]);
    } catch (thrown) {
      setRemoveFailure(errorText(thrown));
    }
  };

  return (
    <SectionCard id={HEADING_ID} title={PASSKEYS_HEADING} intro={PASSKEYS_INTRO}>
      <Stack gap="4">
        {done ? (
          <Alert.Root status="success" size="sm">
            <Alert.Indicator />
            <Alert.Title as="p" role="status">
              {done}
            </Alert.Title>
          </Alert.Root>
        ) : null}
        {data ? (
          data.length === 0 ? (
            <EmptyState title={PASSKEYS_EMPTY} />
          ) : (
            <List.Root as="ul" aria-labelledby={HEADING_ID} gap="3" m="0" p="0" listStyle="none">
              {data.map((passkey) => (
                <List.Item key={passkey.id}>
                  <HStack justify="space-between" gap="4" borderWidth="1px" borderRadius="md" p="3">
                    <Stack gap="0">
                      <Text fontWeight="semibold">{passkey.name}</Text>
                      <Text textStyle="sm" color="fg.muted">
                        {createdOn(formatDate(passkey.createdAt))},{' '}
                        {lastUsed(passkey.lastUsedAt ? formatDate(passkey.lastUsedAt) : null)}
                      </Text>
                    </Stack>
                    <Button
                      size="sm"
                      variant="outline"
                      colorPalette="destructive"
                      aria-label={removePasskeyLabel(passkey.name)}
                      onClick={() => {
                        setRemoveFailure(null);
                        setRemoving(passkey);
                      }}
                    >
                      {REMOVE_PASSKEY}
                    </Button>
                  </HStack>
                </List.Item>
              ))}
            </List.Root>
          )
        ) : isLoading || error === undefined ? (
          <PageLoading label={PASSKEYS_LOADING} />
        ) : (
          <ErrorState title={PASSKEYS_FAILED} message={errorText(error)} onRetry={() => void mutate()} />
        )}
        <form onSubmit={add} noValidate aria-label={ADD_PASSKEY}>
          <Stack gap="3" maxW="sm">
            <FormAlert message={failure} />
            <TextField
              name="name"
              label={PASSKEY_NAME_LABEL}
              autoComplete="off"
              register={register}
              error={formState.errors.name}
            />
            <Button type="submit" alignSelf="start" loading={formState.isSubmitting} loadingText={ADDING_PASSKEY}>
              {ADD_PASSKEY}
            </Button>
          </Stack>
        </form>
      </Stack>
      <ConfirmDialog
        open={removing !== null}
        title={REMOVE_TITLE}
        description={removeBody(removing?.name ?? '')}
        confirmLabel={REMOVE_PASSKEY}
        pendingLabel={REMOVING}
        busy={remove.isPending}
        failure={removeFailure ? <ErrorState size="sm" title={REMOVE_FAILED} message={removeFailure} /> : null}
        onConfirm={() => void confirmRemove()}
        onClose={() => setRemoving(null)}
      />
    </SectionCard>
  );
}
