import { Card, HStack, SimpleGrid, Stat, Text } from '@chakra-ui/react';
import { errorText } from '../../../api';
import { type AdminStats } from '../../../api/admin';
import { useApi } from '../../../data';
import { ErrorState } from '../../../components/ErrorState';
import { PageLoading } from '../../../components/PageLoading';

export const STATS_LOADING = 'Loading admin statistics...';

const CARDS: { key: keyof AdminStats; label: string; help: string }[] = [
  { key: 'newDisputes', label: 'New disputes', help: 'Waiting for a first review' },
  { key: 'inProgressDisputes', label: 'In progress', help: 'Being investigated' },
  { key: 'userCount', label: 'Users', help: 'Registered accounts' },
  { key: 'kycPending', label: 'KYC pending', help: 'Fewer than two disputes on file' },
];

const count = new Intl.NumberFormat('en-US');
const hours = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** The four stat cards of GET /api/admin/stats, with the average resolution time and resolved today. */
export function StatsPanel() {
  const { data, error, isLoading, mutate } = useApi('getAdminStats');

  if (error) {
    return (
      <ErrorState title="Could not load the statistics" message={errorText(error)} onRetry={() => void mutate()} />
    );
  }
  if (isLoading || !data) return <PageLoading label={STATS_LOADING} />;

  return (
    <SimpleGrid
      as="ul"
      aria-label="Statistics"
      columns={{ base: 2, lg: 4 }}
      gap={{ base: '3', md: '4' }}
      listStyleType="none"
    >
      {CARDS.map(({ key, label, help }) => (
        <Card.Root as="li" key={key} size="sm">
          <Card.Body>
            <Stat.Root>
              <Stat.Label>{label}</Stat.Label>
              <Stat.ValueText>{count.format(data[key])}</Stat.ValueText>
              {/* Stat.Root is a <dl>: the help text is a <dd> too, or the list is invalid. */}
              <Stat.HelpText as="dd">{help}</Stat.HelpText>
            </Stat.Root>
          </Card.Body>
        </Card.Root>
      ))}
      <Card.Root as="li" size="sm" gridColumn="1 / -1" variant="subtle">
        <Card.Body>
          <HStack gap={{ base: '4', md: '10' }} wrap="wrap">
            <Stat.Root flex="initial">
              <Stat.Label>Average resolution time</Stat.Label>
              <Stat.ValueText alignItems="baseline">
                {hours.format(data.avgResolutionTime)} <Stat.ValueUnit>hours</Stat.ValueUnit>
              </Stat.ValueText>
            </Stat.Root>
            <Stat.Root flex="initial">
              <Stat.Label>Resolved today</Stat.Label>
              <Stat.ValueText>{count.format(data.resolvedToday)}</Stat.ValueText>
            </Stat.Root>
            <Text color="fg.muted" textStyle="sm" flex="1" minW="12rem">
              Resolution time counts from filing to the closing decision, over all closed disputes.
            </Text>
          </HStack>
        </Card.Body>
      </Card.Root>
    </SimpleGrid>
  );
}
