import { Button, Flex, Grid, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { ApiError, getDispute, swrKeys, type Dispute } from '../../../api';
import { ErrorState } from '../../../components/ErrorState';
import { DISPUTE_TYPE_LABELS, formatAmount } from '../../../components/format';
import { PageLoading } from '../../../components/PageLoading';
import { StatusBadge } from '../../../components/StatusBadge';
import { SectionCard } from '../detail/DisputeFacts';
import { DisputeNotFound } from '../detail/DisputeNotFound';
import { MessageThread } from '../detail/MessageThread';
import { DisputePrintView, usePrintView } from '../detail/PrintView';
import { ReplyBox } from '../detail/ReplyBox';
import { OutcomeNote, SuppliedDetails, SystemDetails } from './DisputePanels';
import { ProgressTracker } from './ProgressTracker';
import { trackerFor } from './tracker';

export const LOADING_TEXT = 'Loading dispute details...';
export const LOAD_FAILED_TITLE = 'The dispute could not be loaded';

/**
 * /enhanced-dispute/{id}: the dispute as a progress tracker over the four steps of the process,
 * with the conversation, the details the user gave and the system's, and a print-ready copy.
 * Reads the same SWR key as the plain page, so switching views does not refetch.
 */
export default function EnhancedDisputePage() {
  const { id = '' } = useParams();
  const { data, error, isLoading, mutate } = useSWR<Dispute, unknown>(swrKeys.dispute(id), () => getDispute(id));

  if (data) return <EnhancedDispute dispute={data} refresh={() => mutate()} />;
  if (error instanceof ApiError && error.status === 404) return <DisputeNotFound id={id} />;
  if (error !== undefined && !isLoading) {
    return (
      <Stack gap="4">
        <title>{`${LOAD_FAILED_TITLE} · Dispute Centre`}</title>
        <Heading as="h1" size="2xl">Dispute progress</Heading>
        <ErrorState
          title={LOAD_FAILED_TITLE}
          message={error instanceof ApiError ? error.displayMessage : String(error)}
          onRetry={() => void mutate()}
        />
      </Stack>
    );
  }
  return <PageLoading label={LOADING_TEXT} />;
}

function EnhancedDispute({ dispute, refresh }: { dispute: Dispute; refresh: () => Promise<unknown> }) {
  const { printing, print } = usePrintView();
  const tracker = trackerFor(dispute);
  const plainView = `/dispute/${encodeURIComponent(dispute.id)}`;

  return (
    <Stack gap="6">
      <title>{`Dispute ${dispute.id} progress · Dispute Centre`}</title>
      <HStack justify="space-between" gap="3" flexWrap="wrap" textStyle="sm">
        <Link asChild color="fg.muted">
          <RouterLink to="/enhanced-dashboard">← Back to Enhanced Dashboard</RouterLink>
        </Link>
        <Link asChild color="primary.fg" fontWeight="medium">
          <RouterLink to={plainView}>Open the standard view</RouterLink>
        </Link>
      </HStack>

      <Flex gap="4" align={{ base: 'flex-start', md: 'center' }} justify="space-between" direction={{ base: 'column', md: 'row' }}>
        <Stack gap="1" minW="0">
          <HStack gap="3" flexWrap="wrap">
            <Heading as="h1" size="2xl">{`Dispute ${dispute.id}`}</Heading>
            <StatusBadge status={dispute.status} size="lg" />
          </HStack>
          <Text color="fg.muted">{`${DISPUTE_TYPE_LABELS[dispute.type]} · ${formatAmount(dispute.amount)}`}</Text>
        </Stack>
        <Button variant="outline" onClick={print}>
          Download PDF
        </Button>
      </Flex>

      <SectionCard id="dispute-progress" title="Progress">
        <ProgressTracker tracker={tracker} />
        <OutcomeNote dispute={dispute} tracker={tracker} />
      </SectionCard>

      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="6" alignItems="start">
        <SectionCard id="dispute-messages" title="Messages">
          <MessageThread messages={dispute.messages} />
          <ReplyBox disputeId={dispute.id} onSent={refresh} />
        </SectionCard>
        <Stack gap="6" minW="0">
          <SectionCard id="dispute-supplied" title="Your transaction">
            <SuppliedDetails dispute={dispute} />
          </SectionCard>
          <SectionCard id="dispute-system" title="System transaction details">
            <SystemDetails dispute={dispute} />
          </SectionCard>
        </Stack>
      </Grid>
      {printing ? <DisputePrintView dispute={dispute} /> : null}
    </Stack>
  );
}
