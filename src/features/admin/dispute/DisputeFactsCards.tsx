import { DataList, Text } from '@chakra-ui/react';
import { type AdminDispute } from '../../../api/admin';
import { DescriptionText, DisputeFactsList, TransactionDetailsList } from '../../../components/dispute/DisputeFacts';
import { Fact } from './Fact';
import { SampleBadge } from '../../../components/SampleBadge';
import { SectionCard } from '../../../components/SectionCard';
import { TransactionFactsView } from './TransactionFactsView';

export const NO_TRANSACTION_DETAILS = 'No transaction details on record.';
/** Shown word for word (docs/texts.md#empty-texts). */
export const NO_TECHNICAL_ANALYSIS = 'No technical analysis available yet.';

export function DisputeDetailsCard({ dispute }: { dispute: AdminDispute }) {
  return (
    <SectionCard size="sm" id="review-dispute" title="Dispute details">
      <DisputeFactsList dispute={dispute} size="sm" />
      <DescriptionText text={dispute.description} />
    </SectionCard>
  );
}

/**
 * The transaction as the server read it: the derived facts of a dispute that names its network or
 * an address, else the stored details (marked when they are the demo's sample), else nothing.
 */
export function TransactionDetailsCard({ dispute }: { dispute: AdminDispute }) {
  const details = dispute.transactionDetails;
  let body;
  if (dispute.transactionFacts)
    body = <TransactionFactsView facts={dispute.transactionFacts} network={dispute.network} />;
  else if (details) body = <TransactionDetailsList details={details} size="sm" />;
  else body = <Text color="fg.muted">{NO_TRANSACTION_DETAILS}</Text>;
  return (
    <SectionCard
      size="sm"
      id="review-transaction"
      title="Verified transaction details"
      aside={!dispute.transactionFacts && details?.sample ? <SampleBadge /> : null}
    >
      {body}
    </SectionCard>
  );
}

/** Shown word for word (docs/transactions.md#computed-facts). */
export const ANALYSIS_FROM_FACTS = 'Written from the transaction facts.';

export function TechnicalAnalysisCard({ dispute }: { dispute: AdminDispute }) {
  const analysis = dispute.technicalAnalysis;
  return (
    <SectionCard
      size="sm"
      id="review-analysis"
      title="Technical analysis"
      intro={analysis && dispute.transactionFacts ? ANALYSIS_FROM_FACTS : undefined}
      aside={analysis?.sample ? <SampleBadge /> : null}
    >
      {analysis ? (
        <DataList.Root orientation="vertical" size="sm">
          <Fact label="System report">
            <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
              {analysis.systemReport}
            </Text>
          </Fact>
          <Fact label="Recommendation">
            <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
              {analysis.recommendation}
            </Text>
          </Fact>
        </DataList.Root>
      ) : (
        <Text color="fg.muted">{NO_TECHNICAL_ANALYSIS}</Text>
      )}
    </SectionCard>
  );
}
