import { DataList, Text } from '@chakra-ui/react';
import type { TechnicalAnalysis, TransactionDetails } from '../../../api';
import { type AdminDispute } from '../../../api/admin';
import { DescriptionText, DisputeFactsList, TransactionDetailsList } from '../../../components/dispute/DisputeFacts';
import { Fact } from './Fact';
import { SectionCard } from '../../../components/SectionCard';

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

export function TransactionDetailsCard({ details }: { details: TransactionDetails | null }) {
  return (
    <SectionCard size="sm" id="review-transaction" title="Verified transaction details">
      {details ? (
        <TransactionDetailsList details={details} size="sm" />
      ) : (
        <Text color="fg.muted">{NO_TRANSACTION_DETAILS}</Text>
      )}
    </SectionCard>
  );
}

export function TechnicalAnalysisCard({ analysis }: { analysis: TechnicalAnalysis | null }) {
  return (
    <SectionCard size="sm" id="review-analysis" title="Technical analysis">
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
