import { Badge, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { errorText } from '../../../api';
import { useApiList } from '../../../data';
import { UnreadableItems } from '../../../components/UnreadableItems';
import { ErrorState } from '../../../components/ErrorState';
import { StatusBadge } from '../../../components/StatusBadge';
import { SectionCard } from '../../../components/SectionCard';

/** Shown word for word. */
export const NO_SIMILAR_CASES = 'No similar cases found.';

/** What a case shares with the dispute under review (docs/transactions.md#related-disputes). */
export const SHARED_VALUE_LABELS: Record<string, string> = {
  transactionId: 'Same transaction hash',
  fromAddress: 'Names the sending address',
  toAddress: 'Names the recipient address',
};

/**
 * GET /api/admin/disputes/{id}/similar: links to the disputes that name the same transaction or
 * address, first, then to other cases of the same kind.
 */
export function SimilarCasesCard({ disputeId }: { disputeId: string }) {
  const { data, unreadable, error, isLoading, mutate } = useApiList('getSimilarCases', { id: disputeId });
  let body;
  if (isLoading) {
    body = (
      <HStack role="status" color="fg.muted" gap="2">
        <Spinner size="sm" aria-hidden="true" />
        <Text>Loading similar cases...</Text>
      </HStack>
    );
  } else if (error || !data) {
    body = <ErrorState title="Could not load similar cases" message={errorText(error)} onRetry={() => void mutate()} />;
  } else if (data.length === 0) {
    body = <Text color="fg.muted">{NO_SIMILAR_CASES}</Text>;
  } else {
    body = (
      <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
        {data.map((entry) => (
          <Stack as="li" key={entry.id} gap="1" borderBottomWidth="1px" pb="3" _last={{ borderBottomWidth: 0, pb: 0 }}>
            <HStack justify="space-between" gap="2" wrap="wrap">
              <Link asChild colorPalette="blue" fontWeight="medium" minW="0" overflowWrap="anywhere">
                <RouterLink to={`/admin/dispute/${encodeURIComponent(entry.id)}`}>{entry.id}</RouterLink>
              </Link>
              <StatusBadge status={entry.status} />
            </HStack>
            {entry.shared.length > 0 ? (
              <HStack gap="1.5" wrap="wrap">
                {entry.shared.map((value) => (
                  <Badge key={value} colorPalette="purple" variant="subtle">
                    {SHARED_VALUE_LABELS[value] ?? value}
                  </Badge>
                ))}
              </HStack>
            ) : null}
            <Text textStyle="sm" color="fg.muted" lineClamp={2}>
              {entry.description}
            </Text>
          </Stack>
        ))}
      </Stack>
    );
  }
  return (
    <SectionCard size="sm" id="review-similar" title="Similar cases">
      {body}
      <UnreadableItems items={unreadable} noun="similar case" />
    </SectionCard>
  );
}
