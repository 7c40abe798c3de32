/**
 * /account/two-step (docs/routes.md#two-step-sign-in): setting up two-step sign-in, renewing the
 * recovery codes, turning it off. An admin without it is sent here before any admin page.
 */
import { Alert, Heading, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { SectionCard } from '../../../components/SectionCard';
import { PageLoading } from '../../../components/PageLoading';
import { useAuth } from '../../auth';
import { PasskeysSection } from './PasskeysSection';
import { TotpSetup } from './TotpSetup';
import { TwoStepSettings } from './TwoStepSettings';
import { ADMIN_MUST_ENROL, STATUS_LOADING, TWO_STEP_HEADING, TWO_STEP_INTRO } from './texts';

export default function TwoStepPage() {
  const { user, refreshUser } = useAuth();
  const navigate = useNavigate();
  if (!user) return <PageLoading label={STATUS_LOADING} />;
  const status = user.twoStep;
  const mustEnrol = status?.required === true && !status.enabled && !status.passkeys;
  return (
    <Stack gap="6" maxW="3xl">
      <title>Two-step sign-in · Dispute Centre</title>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {TWO_STEP_HEADING}
        </Heading>
        <Text color="fg.muted">{TWO_STEP_INTRO}</Text>
      </Stack>
      {mustEnrol && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Description>{ADMIN_MUST_ENROL}</Alert.Description>
        </Alert.Root>
      )}
      <SectionCard id="two-step-app" title="Authenticator app">
        {status?.enabled ? (
          <TwoStepSettings isAdmin={user.isAdmin} onDisabled={refreshUser} />
        ) : (
          <TotpSetup
            onEnabled={async () => {
              await refreshUser();
              // An admin sent here goes on to the admin tools; anyone else stays on the page.
              if (mustEnrol) navigate('/admin/dashboard', { replace: true });
            }}
          />
        )}
      </SectionCard>
      {/* A server without passkeys (the extension) says nothing of them. */}
      {status?.passkeys !== undefined && (
        <PasskeysSection
          onChanged={async () => {
            await refreshUser();
            if (mustEnrol) navigate('/admin/dashboard', { replace: true });
          }}
        />
      )}
    </Stack>
  );
}
