import { Badge, Card, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Notification, RiskLevel, ScamAlert } from '../../../api';
import { EmptyState } from '../../../components/EmptyState';
import { formatDate } from '../../../components/format';

export const NO_RECENT_UPDATES = 'No recent updates';
export const NO_RECENT_UPDATES_HINT = 'Replies from support and changes to your disputes will show here.';
export const NO_SCAM_ALERTS = 'No scam alerts';

const RISK_PALETTE: Record<RiskLevel, string> = { High: 'red', Medium: 'orange', Low: 'green' };

function SideCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-labelledby={id} size="sm">
      <Card.Header>
        <Heading as="h2" size="md" id={id}>
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

/**
 * Newest first, whatever order a server sends; updates of the same moment keep the server's order.
 * Dates are checked on arrival (the contract's schema), so each parses.
 */
export function newestFirst(notifications: readonly Notification[]): Notification[] {
  return notifications
    .map((item, index) => ({ item, index, time: Date.parse(item.date) }))
    .sort((a, b) => b.time - a.time || a.index - b.index)
    .map(({ item }) => item);
}

/** An update about one dispute leads to it; general news has nowhere to lead. */
function UpdateTitle({ item, describedBy }: { item: Notification; describedBy: string }) {
  const title = (
    <Text as="span" fontWeight="medium" overflowWrap="anywhere">
      {item.title}
    </Text>
  );
  if (item.disputeId === null) return title;
  return (
    <Link asChild colorPalette="blue" alignSelf="start">
      <RouterLink to={`/dispute/${encodeURIComponent(item.disputeId)}`} aria-describedby={describedBy}>
        {title}
      </RouterLink>
    </Link>
  );
}

/**
 * The user's updates (GET /api/notifications), newest first: replies from support and changes of
 * status, each leading to its dispute (docs/server.md#support-desk), and general news.
 */
export function RecentUpdates({
  notifications,
  limit = Infinity,
}: {
  notifications: readonly Notification[];
  limit?: number;
}) {
  // Ids come from the server and may hold anything an element id cannot.
  const idBase = useId();
  return (
    <SideCard id="recent-updates-heading" title="Recent Updates">
      {notifications.length === 0 ? (
        <EmptyState title={NO_RECENT_UPDATES} description={NO_RECENT_UPDATES_HINT} />
      ) : (
        <Stack as="ul" listStyleType="none" gap="3" aria-labelledby="recent-updates-heading">
          {newestFirst(notifications)
            .slice(0, limit)
            .map((item, index) => (
              <Stack
                as="li"
                key={item.id}
                gap="0.5"
                borderStartWidth="3px"
                ps="3"
                borderColor={
                  item.type === 'warning'
                    ? 'warning.solid'
                    : item.type === 'success'
                      ? 'secondary.solid'
                      : 'primary.solid'
                }
              >
                <UpdateTitle item={item} describedBy={`${idBase}-${index}`} />
                <Text id={`${idBase}-${index}`} textStyle="sm" color="fg.muted" overflowWrap="anywhere">
                  {item.message}
                </Text>
                <Text textStyle="xs" color="fg.muted">
                  {formatDate(item.date)}
                </Text>
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
                  <Text fontWeight="medium" overflowWrap="anywhere">
                    {alert.title}
                  </Text>
                  <Badge colorPalette={RISK_PALETTE[alert.riskLevel]} flexShrink={0}>{`${alert.riskLevel} risk`}</Badge>
                </Stack>
                <Text textStyle="sm" color="fg.muted" overflowWrap="anywhere" lineClamp={3}>
                  {alert.description}
                </Text>
                <Text textStyle="xs" color="fg.muted">
                  {formatDate(alert.date)}
                </Text>
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
