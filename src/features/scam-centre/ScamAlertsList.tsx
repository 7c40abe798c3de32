import { Badge, Box, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { type RiskLevel, type ScamAlert } from '../../api';
import { useApiList } from '../../data';
import { EmptyState } from '../../components/EmptyState';
import { formatDate } from '../../components/format';
import { SectionError, SectionLoading } from './SectionStates';
import { SectionCard } from '../../components/SectionCard';
import { UnreadableItems } from '../../components/UnreadableItems';

export const NO_ALERTS_TEXT = 'No scam alerts';
export const ALERTS_LOADING_TEXT = 'Loading scam alerts...';

/** High, Medium and Low differ by their words and by colour (red, orange, green). */
export const RISK_PALETTE: Record<RiskLevel, string> = { High: 'red', Medium: 'orange', Low: 'green' };

export function RiskBadge({ level }: { level: RiskLevel }) {
  return (
    <Badge
      colorPalette={RISK_PALETTE[level]}
      variant={level === 'High' ? 'solid' : 'subtle'}
      data-risk={level}
      flexShrink="0"
    >
      {`${level} risk`}
    </Badge>
  );
}

function AlertItem({ alert }: { alert: ScamAlert }) {
  return (
    <List.Item
      listStyleType="none"
      borderWidth="1px"
      borderRadius="md"
      p="4"
      borderStartWidth="4px"
      borderStartColor={`${RISK_PALETTE[alert.riskLevel]}.solid`}
    >
      <Stack gap="2">
        <HStack justify="space-between" align="flex-start" gap="3">
          <Heading as="h3" size="sm" overflowWrap="anywhere">
            {alert.title}
          </Heading>
          <RiskBadge level={alert.riskLevel} />
        </HStack>
        <Text textStyle="sm" overflowWrap="anywhere">
          {alert.description}
        </Text>
        <Text textStyle="xs" color="fg.muted">
          Reported <time dateTime={alert.date}>{formatDate(alert.date)}</time>
        </Text>
      </Stack>
    </List.Item>
  );
}

export function ScamAlertsList() {
  const { data, unreadable, error, isLoading, mutate } = useApiList('getScamAlerts');
  return (
    <SectionCard
      headingSize="lg"
      id="scam-alerts-heading"
      title="Current scam alerts"
      intro="Scams our investigators see right now, newest first."
    >
      {data ? (
        data.length === 0 ? (
          <EmptyState title={NO_ALERTS_TEXT} description="We will post here as soon as a new scam is reported." />
        ) : (
          <List.Root as="ul" aria-labelledby="scam-alerts-heading" gap="3" m="0" p="0">
            {data.map((alert) => (
              <AlertItem key={alert.id} alert={alert} />
            ))}
          </List.Root>
        )
      ) : null}
      {data ? (
        <UnreadableItems items={unreadable} noun="scam alert" mt="3" />
      ) : error !== undefined && !isLoading ? (
        <SectionError title="Scam alerts could not be loaded" error={error} onRetry={() => void mutate()} />
      ) : (
        <Box>
          <SectionLoading label={ALERTS_LOADING_TEXT} />
        </Box>
      )}
    </SectionCard>
  );
}
