import { Button, Flex, Grid, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Dispute } from '../../api';
import { ExpectedResolution } from '../../components/ExpectedResolution';
import { SupportAim } from '../../components/dispute/SupportAim';
import { DISPUTE_TYPE_LABELS } from '../../components/format';
import { StatusBadge } from '../../components/StatusBadge';
import { StatusTimeline } from '../../components/StatusTimeline';
import { EvidenceCard } from '../evidence';
import { DescriptionText, DisputeFactsList, TransactionDetailsList } from './detail/DisputeFacts';
import { SampleBadge } from '../../components/SampleBadge';
import { SectionCard } from '../../components/SectionCard';
import { DisputeLoader } from './detail/DisputeLoader';
import { MessageThread } from './detail/MessageThread';
import { NeedHelpCard } from './detail/NeedHelpCard';
import { DisputePrintView, usePrintView } from './detail/PrintView';
import { ReplyBox } from './detail/ReplyBox';
import { preloadRead } from '../../data';
import type { ClientLoaderFunctionArgs } from 'react-router';

/** Users see the expected resolution 3 days ahead. */
const USER_DAYS_AHEAD = 3;

/** Starts the page's reads with its code, before its first render (src/data/preload.ts). */
export function clientLoader({ params }: ClientLoaderFunctionArgs): null {
  if (params.id) preloadRead('getDispute', { id: params.id });
  return null;
}

export default function DisputeDetailPage() {
  // Keyed by id: a half-written reply never carries over to another dispute.
  return (
    <DisputeLoader title="Dispute details">
      {(dispute) => <DisputeDetail key={dispute.id} dispute={dispute} />}
    </DisputeLoader>
  );
}

function DisputeDetail({ dispute }: { dispute: Dispute }) {
  const replyRef = useRef<HTMLTextAreaElement>(null);
  const { printing, print } = usePrintView();
  const contactSupport = () => {
    const box = replyRef.current;
    if (!box) return;
    box.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    box.focus({ preventScroll: true });
  };

  return (
    <Stack gap="6">
      <title>{`Dispute ${dispute.id} · Dispute Centre`}</title>
      <Link asChild color="fg.muted" textStyle="sm" alignSelf="flex-start">
        <RouterLink to="/dashboard">← Back to dashboard</RouterLink>
      </Link>
      <Flex
        gap="4"
        align={{ base: 'flex-start', md: 'center' }}
        justify="space-between"
        direction={{ base: 'column', md: 'row' }}
      >
        <Stack gap="1">
          <HStack gap="3" flexWrap="wrap">
            <Heading as="h1" size="2xl">{`Dispute ${dispute.id}`}</Heading>
            <StatusBadge status={dispute.status} size="lg" />
          </HStack>
          <Text color="fg.muted">{DISPUTE_TYPE_LABELS[dispute.type]}</Text>
          <SupportAim sla={dispute.sla} status={dispute.status} mt="1" />
        </Stack>
        <Button variant="outline" onClick={print}>
          Download PDF
        </Button>
      </Flex>

      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }}
        gap="6"
        alignItems="start"
      >
        <Stack gap="6" minW="0">
          <SectionCard id="dispute-info" title="Dispute information">
            <DisputeFactsList dispute={dispute} />
          </SectionCard>
          <SectionCard id="dispute-description" title="Description">
            <DescriptionText text={dispute.description} />
          </SectionCard>
          {dispute.transactionDetails ? (
            <SectionCard
              id="dispute-transaction"
              title="Transaction details"
              aside={dispute.transactionDetails.sample ? <SampleBadge /> : null}
            >
              <TransactionDetailsList details={dispute.transactionDetails} />
            </SectionCard>
          ) : null}
          <EvidenceCard disputeId={dispute.id} status={dispute.status} />
          <SectionCard id="dispute-messages" title="Messages">
            <MessageThread messages={dispute.messages} disputeId={dispute.id} />
            <ReplyBox disputeId={dispute.id} status={dispute.status} textareaRef={replyRef} />
          </SectionCard>
        </Stack>
        <Stack gap="6" minW="0">
          <SectionCard id="dispute-timeline" title="Status timeline">
            <StatusTimeline entries={dispute.timeline} />
            <ExpectedResolution status={dispute.status} daysAhead={USER_DAYS_AHEAD} sla={dispute.sla} />
          </SectionCard>
          <NeedHelpCard onContactSupport={contactSupport} />
        </Stack>
      </Grid>
      {printing ? <DisputePrintView dispute={dispute} /> : null}
    </Stack>
  );
}
