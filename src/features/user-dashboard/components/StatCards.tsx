import { Box, SimpleGrid, Stat } from '@chakra-ui/react';
import { formatAmount } from '../../../components/format';
import type { DashboardFigures } from '../dashboardData';

/** Active Disputes, Resolved Disputes and Pending Funds (docs/statuses.md#where-the-groups-are-used). */
export function StatCards({ figures }: { figures: DashboardFigures }) {
  const cards = [
    { label: 'Active Disputes', value: String(figures.active), help: 'New, In Progress or Under Review' },
    { label: 'Resolved Disputes', value: String(figures.resolved), help: 'Resolved or Rejected' },
    { label: 'Pending Funds', value: formatAmount(figures.pendingFunds), help: 'Amounts of disputes still open' },
  ];
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="4" aria-label="Dispute figures">
      {cards.map((card) => (
        <Box
          as="li"
          key={card.label}
          aria-label={`${card.label}: ${card.value}`}
          borderWidth="1px"
          borderRadius="lg"
          bg="bg.panel"
          p="5"
        >
          <Stat.Root>
            <Stat.Label>{card.label}</Stat.Label>
            <Stat.ValueText>{card.value}</Stat.ValueText>
            <Stat.HelpText as="dd">{card.help}</Stat.HelpText>
          </Stat.Root>
        </Box>
      ))}
    </SimpleGrid>
  );
}
