import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { DisputeSummary } from '../../../api';
import { formatDateTime } from '../../../components/format';
import { StatusBadge } from '../../../components/StatusBadge';
import { useAdminDisputes } from './useAdminDisputes';

export const RECENT_ACTIVITY_SIZE = 5;
export const NO_ACTIVITY = 'No recent activity.';

/** The newest disputes, newest first. */
export function recentActivity(disputes: readonly DisputeSummary[], size = RECENT_ACTIVITY_SIZE): DisputeSummary[] {
  return [...disputes].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)).slice(0, size);
}

/** Recent activity, derived from the newest disputes (the same read as the table). */
export function RecentActivityPanel() {
  const headingId = useId();
  const { data, error, isLoading } = useAdminDisputes();
  let body;
  if (error)
    body = (
      <Text color="fg.muted" textStyle="sm">
        Recent activity is unavailable while the disputes cannot be loaded.
      </Text>
    );
  else if (isLoading || !data)
    body = (
      <Text color="fg.muted" textStyle="sm" role="status">
        Loading recent activity...
      </Text>
    );
  else if (data.length === 0)
    body = (
      <Text color="fg.muted" textStyle="sm">
        {NO_ACTIVITY}
      </Text>
    );
  else {
    body = (
      <Stack as="ul" aria-label="Recent activity" gap="3" listStyleType="none" m="0" p="0">
        {recentActivity(data).map((dispute) => (
          <HStack as="li" key={dispute.id} justify="space-between" align="flex-start" gap="3">
            <Stack gap="0.5" minW="0">
              <Text textStyle="sm" overflowWrap="anywhere">
                <Text as="span" fontFamily="mono">
                  {dispute.id}
                </Text>{' '}
                filed by {dispute.userEmail}
              </Text>
              <Text textStyle="xs" color="fg.muted">
                <time dateTime={dispute.createdAt}>{formatDateTime(dispute.createdAt)}</time>
              </Text>
            </Stack>
            <StatusBadge status={dispute.status} flexShrink={0} />
          </HStack>
        ))}
      </Stack>
    );
  }
  return (
    <Card.Root as="section" aria-labelledby={headingId} h="full">
      <Card.Header>
        <Heading as="h2" size="md" id={headingId}>
          Recent activity
        </Heading>
      </Card.Header>
      <Card.Body>{body}</Card.Body>
    </Card.Root>
  );
}

/** Quick actions. There is no KYC screen yet, so KYC verification opens the user list, where the KYC badge is. */
export const QUICK_ACTIONS = [
  { label: 'User management', to: '/admin/users', hint: 'Search and suspend accounts' },
  { label: 'KYC verification', to: '/admin/users', hint: 'Review users whose KYC is pending' },
  { label: 'Settings', to: '/admin/settings', hint: 'Team targets and saved replies' },
] as const;

export function QuickActionsPanel() {
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId} h="full">
      <Card.Header>
        <Heading as="h2" size="md" id={headingId}>
          Quick actions
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
          {QUICK_ACTIONS.map((action) => (
            <Stack as="li" key={action.label} gap="1">
              <Button asChild variant="outline" justifyContent="flex-start" w="full">
                <RouterLink to={action.to}>{action.label}</RouterLink>
              </Button>
              <Text textStyle="xs" color="fg.muted">
                {action.hint}
              </Text>
            </Stack>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
