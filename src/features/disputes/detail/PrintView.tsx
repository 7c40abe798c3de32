import { Box, Heading, Stack, Text, Theme } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { Dispute } from '../../../api';
import { ExpectedResolution } from '../../../components/ExpectedResolution';
import { formatDateTime } from '../../../components/format';
import { StatusTimeline } from '../../../components/StatusTimeline';
import { DescriptionText, DisputeFactsList, TransactionDetailsList } from './DisputeFacts';
import { PrintMessages } from './MessageThread';

/**
 * On paper only this view shows: every other child of <body> (the app, toasts, portals) is hidden.
 * A static stylesheet, no user text in it.
 */
const PRINT_CSS = `
@page { margin: 16mm; }
body > :not([data-print-view]) { display: none !important; }
html, body { background: #ffffff !important; }
`;

function PrintSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" css={{ breakInside: 'avoid-page' }}>
      <Heading as="h2" size="md" mb="2" pb="1" borderBottomWidth="1px">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/**
 * A print-ready layout of the dispute, rendered straight into <body> beside the app. Hidden on
 * screen; under `@media print` it is the only thing on the page, so "Save as PDF" in the print
 * dialog gives a clean document. Always in light colours, whatever the app's colour mode.
 */
export function DisputePrintView({ dispute }: { dispute: Dispute }) {
  return createPortal(
    <Theme
      appearance="light"
      data-print-view=""
      role="region"
      aria-label={`Printable copy of dispute ${dispute.id}`}
      display="none"
      _print={{ display: 'block' }}
      bg="white"
      color="black"
      px="2"
    >
      <style media="print">{PRINT_CSS}</style>
      <Stack gap="6">
        <Box>
          <Text textStyle="sm" color="gray.600">
            Dispute Centre
          </Text>
          <Heading as="h1" size="2xl">{`Dispute ${dispute.id}`}</Heading>
          <Text textStyle="sm" color="gray.600">{`Printed ${formatDateTime(new Date())}`}</Text>
        </Box>
        <PrintSection title="Dispute information">
          <DisputeFactsList dispute={dispute} />
        </PrintSection>
        <PrintSection title="Description">
          <DescriptionText text={dispute.description} />
        </PrintSection>
        {dispute.transactionDetails ? (
          <PrintSection title="Transaction details">
            <TransactionDetailsList details={dispute.transactionDetails} />
          </PrintSection>
        ) : null}
        <PrintSection title="Status timeline">
          <Stack gap="3">
            <StatusTimeline entries={dispute.timeline} label={`Status timeline of dispute ${dispute.id}`} />
            <ExpectedResolution status={dispute.status} daysAhead={3} sla={dispute.sla} />
          </Stack>
        </PrintSection>
        <PrintSection title="Messages">
          <PrintMessages messages={dispute.messages} />
        </PrintSection>
      </Stack>
    </Theme>,
    document.body,
  );
}

/**
 * "Download PDF": mounts the print view, then opens the browser's print dialog once it is in the
 * document. The view leaves again after printing (`afterprint`).
 */
export function usePrintView() {
  const [request, setRequest] = useState(0);
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    if (request === 0) return;
    const done = () => setPrinting(false);
    window.addEventListener('afterprint', done);
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [request]);
  const print = () => {
    setPrinting(true);
    setRequest((count) => count + 1);
  };
  return { printing, print };
}
