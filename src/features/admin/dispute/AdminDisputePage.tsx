/** /admin/dispute/{id}: review a dispute, answer and organise it, and record its resolution. */
import { Button, Grid, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ApiError, errorText, isActiveStatus } from '../../../api';
import { type AdminDispute } from '../../../api/admin';
import { useApi, preloadRead } from '../../../data';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { ExpectedResolution } from '../../../components/ExpectedResolution';
import { ClockCard } from './ClockCard';
import { DISPUTE_TYPE_LABELS, formatAmount } from '../../../components/format';
import { PageLoading } from '../../../components/PageLoading';
import { StatusBadge } from '../../../components/StatusBadge';
import { StatusTimeline } from '../../../components/StatusTimeline';
import { EvidenceCard } from '../../evidence';
import { ConversationCard } from './ConversationCard';
import { DisputeDetailsCard, TechnicalAnalysisCard, TransactionDetailsCard } from './DisputeFactsCards';
import { HandlingCard } from './HandlingCard';
import { ResolutionForm } from './ResolutionForm';
import { ResolutionOutcome } from './ResolutionOutcome';
import { SectionCard } from '../../../components/SectionCard';
import { SimilarCasesCard } from './SimilarCasesCard';
import { UserInfoCard } from './UserInfoCard';
import type { ClientLoaderFunctionArgs } from 'react-router';

/** Shown word for word. */
export const LOADING_TEXT = 'Loading dispute details...';
export const NOT_FOUND_TITLE = 'Dispute not found';
export const LOAD_FAILED_TITLE = 'The dispute could not be loaded';
/** Admins see the expected resolution 2 days ahead. */
const ADMIN_DAYS_AHEAD = 2;

const BackLink = () => (
  <Link asChild color="fg.muted" textStyle="sm" alignSelf="flex-start">
    <RouterLink to="/admin/dashboard">← Back to admin dashboard</RouterLink>
  </Link>
);

/** Starts the page's reads with its code, before its first render (src/data/preload.ts). */
export function clientLoader({ params }: ClientLoaderFunctionArgs): null {
  if (params.id) preloadRead('getAdminDispute', { id: params.id });
  return null;
}

export default function AdminDisputePage() {
  const { id = '' } = useParams();
  const { data, error, isLoading, mutate } = useApi('getAdminDispute', { id });

  // Keyed by id: opening a similar case starts a fresh form with that dispute's defaults.
  if (data) return <DisputeReview key={data.id} dispute={data} onRefresh={() => void mutate()} />;
  if (isLoading || error === undefined) return <PageLoading label={LOADING_TEXT} />;
  if (error instanceof ApiError && error.status === 404) {
    return (
      <Stack gap="4">
        <title>{`${NOT_FOUND_TITLE} · Dispute Centre`}</title>
        <BackLink />
        <Heading as="h1" size="2xl">
          {NOT_FOUND_TITLE}
        </Heading>
        <EmptyState
          title={`There is no dispute with the id ${id}.`}
          description="It may have been removed, or the link may be mistyped."
          action={
            <Button asChild size="sm" variant="outline">
              <RouterLink to="/admin/dashboard">Back to admin dashboard</RouterLink>
            </Button>
          }
        />
      </Stack>
    );
  }
  return (
    <Stack gap="4">
      <title>{`${LOAD_FAILED_TITLE} · Dispute Centre`}</title>
      <BackLink />
      <Heading as="h1" size="2xl">
        Dispute review
      </Heading>
      <ErrorState title={LOAD_FAILED_TITLE} message={errorText(error)} onRetry={() => void mutate()} />
    </Stack>
  );
}

function DisputeReview({ dispute, onRefresh }: { dispute: AdminDispute; onRefresh: () => void }) {
  const open = isActiveStatus(dispute.status);
  return (
    <Stack gap="6">
      <title>{`Review ${dispute.id} · Dispute Centre`}</title>
      <BackLink />
      <Stack gap="1">
        <HStack gap="3" wrap="wrap">
          {/* Ids and emails come from the server with no length limit: long words break rather than run off a phone. */}
          <Heading as="h1" size="2xl" overflowWrap="anywhere">{`Review dispute ${dispute.id}`}</Heading>
          <StatusBadge status={dispute.status} size="lg" />
        </HStack>
        <Text
          color="fg.muted"
          overflowWrap="anywhere"
        >{`${DISPUTE_TYPE_LABELS[dispute.type]} · ${formatAmount(dispute.amount)} · ${dispute.userEmail}`}</Text>
      </Stack>

      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }}
        gap="6"
        alignItems="start"
      >
        <Stack gap="6" minW="0">
          <DisputeDetailsCard dispute={dispute} />
          <EvidenceCard disputeId={dispute.id} status={dispute.status} size="sm" />
          <ConversationCard dispute={dispute} onRefresh={onRefresh} />
          <TransactionDetailsCard dispute={dispute} />
          <TechnicalAnalysisCard dispute={dispute} />
          {open ? <ResolutionForm dispute={dispute} /> : <ResolutionOutcome dispute={dispute} />}
        </Stack>
        <Stack gap="6" minW="0">
          <ClockCard sla={dispute.sla} status={dispute.status} />
          <HandlingCard dispute={dispute} onRefresh={onRefresh} />
          <UserInfoCard user={dispute.user} />
          <SectionCard size="sm" id="review-timeline" title="Timeline">
            <StatusTimeline entries={dispute.timeline} />
            <ExpectedResolution status={dispute.status} daysAhead={ADMIN_DAYS_AHEAD} sla={dispute.sla} />
          </SectionCard>
          <SimilarCasesCard disputeId={dispute.id} />
        </Stack>
      </Grid>
    </Stack>
  );
}
