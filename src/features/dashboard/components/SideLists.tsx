import { Badge, Card, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Notification, RiskLevel, ScamAlert } from '../../../api';
import { EmptyState } from '../../../components/EmptyState';
import { formatDate } from '../../../components/format';

export const NO_RECENT_UPDATES = 'No recent updates';
export const NO_SCAM_ALERTS = 'No scam alerts';

const RISK_PALETTE: Record<RiskLevel, string> = { High: 'red', Medium: 'orange', Low: 'green' };

function SideCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-labelledby={id} size="sm">
      <Card.Header>
        <Heading as="h2" size="md" id={id}>{title}</Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

/** The newest updates for the user (GET /api/notifications). */
export function RecentUpdates({ notifications }: { notifications: readonly Notification[] }) {
  return (
    <SideCard id="recent-updates-heading" title="Recent Updates">
      {notifications.length === 0 ? (
        <EmptyState title={NO_RECENT_UPDATES} />
      ) : (
        <Stack as="ul" listStyleType="none" gap="3" aria-labelledby="recent-updates-heading">
          {notifications.map((item) => (
            <Stack as="li" key={item.id} gap="0.5" borderStartWidth="3px" ps="3"
              borderColor={item.type === 'warning' ? 'warning.solid' : item.type === 'success' ? 'secondary.solid' : 'primary.solid'}>
              <Text fontWeight="medium" overflowWrap="anywhere">{item.title}</Text>
              <Text textStyle="sm" color="fg.muted" overflowWrap="anywhere">{item.message}</Text>
              <Text textStyle="xs" color="fg.muted">{formatDate(item.date)}</Text>
            </Stack>
          ))}
        </Stack>
      )}
    </SideCard>
  );
}

/** The first two scam alerts and the way to the scam centre. */
export function ScamAlertsCard({ alerts }: { alerts: readonly ScamAlert[] }) {
  return (
    <SideCard id="scam-alerts-heading" title="Scam Alerts">
      <Stack gap="3">
        {alerts.length === 0 ? (
          <EmptyState title={NO_SCAM_ALERTS} />
        ) : (
          <Stack as="ul" listStyleType="none" gap="3" aria-labelledby="scam-alerts-heading">
            {alerts.map((alert) => (
              <Stack as="li" key={alert.id} gap="1" borderWidth="1px" borderRadius="md" p="3">
                <Stack direction="row" justify="space-between" align="start" gap="2">
                  <Text fontWeight="medium" overflowWrap="anywhere">{alert.title}</Text>
                  <Badge colorPalette={RISK_PALETTE[alert.riskLevel]} flexShrink={0}>{`${alert.riskLevel} risk`}</Badge>
                </Stack>
                <Text textStyle="sm" color="fg.muted" overflowWrap="anywhere" lineClamp={3}>{alert.description}</Text>
                <Text textStyle="xs" color="fg.muted">{formatDate(alert.date)}</Text>
              </Stack>
            ))}
          </Stack>
        )}
        <Link asChild colorPalette="blue" fontWeight="medium" alignSelf="start">
          <RouterLink to="/scam-alerts">View all scam alerts</RouterLink>
        </Link>
      </Stack>
    </SideCard>
  );
}
