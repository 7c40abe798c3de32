import { Button, Flex, Grid, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { Dispute } from '../../../api';
import { DISPUTE_TYPE_LABELS, formatAmount } from '../../../components/format';
import { StatusBadge } from '../../../components/StatusBadge';
import { SectionCard } from '../../../components/SectionCard';
import { DisputeLoader } from '../detail/DisputeLoader';
import { MessageThread } from '../detail/MessageThread';
import { DisputePrintView, usePrintView } from '../detail/PrintView';
import { ReplyBox } from '../detail/ReplyBox';
import { EvidenceCard } from '../../evidence';
import { OutcomeNote, SuppliedDetails, SystemDetails } from './DisputePanels';
import { ProgressTracker } from './ProgressTracker';
import { trackerFor } from './tracker';
import { preloadRead } from '../../../data';
import type { ClientLoaderFunctionArgs } from 'react-router';

/** Starts the page's reads with its code, before its first render (src/data/preload.ts). */
export function clientLoader({ params }: ClientLoaderFunctionArgs): null {
  if (params.id) preloadRead('getDispute', { id: params.id });
  return null;
}

/**
 * /enhanced-dispute/{id}: the dispute as a progress tracker over the four steps of the process,
 * with the conversation, the details the user gave and the system's, and a print-ready copy.
 * Reads the same SWR key as the plain page, so switching views does not refetch.
 */
export default function EnhancedDisputePage() {
  return <DisputeLoader title="Dispute progress">{(dispute) => <EnhancedDispute dispute={dispute} />}</DisputeLoader>;
}

function EnhancedDispute({ dispute }: { dispute: Dispute }) {
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

      <Flex
        gap="4"
        align={{ base: 'flex-start', md: 'center' }}
        justify="space-between"
        direction={{ base: 'column', md: 'row' }}
      >
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

      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }}
        gap="6"
        alignItems="start"
      >
        <SectionCard id="dispute-messages" title="Messages">
          <MessageThread messages={dispute.messages} disputeId={dispute.id} />
          <ReplyBox disputeId={dispute.id} status={dispute.status} />
        </SectionCard>
        <Stack gap="6" minW="0">
          <EvidenceCard disputeId={dispute.id} status={dispute.status} />
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
