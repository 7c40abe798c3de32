import { Button, Heading, HStack, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { UNASSIGNED_FILTER } from '../../../api/admin';
import { DISPUTE_TYPE_LABELS } from '../../../components/format';
import { useApiList } from '../../../data';
import { UNASSIGNED } from '../reports/texts';
import { BACK_TO_REPORTS, SHOW_ALL_DISPUTES } from './drillDownTexts';
import { drillDownHeading, withoutDrillDown, type DrillDown } from './reportDrillDown';

/** The group's name: the type's label, the admin's name (their id until the admins have come), or "Unassigned". */
function useGroupName({ type, assignee }: DrillDown): string | null {
  const admins = useApiList('getAdmins', assignee === undefined || assignee === UNASSIGNED_FILTER ? null : undefined);
  if (type !== undefined) return DISPUTE_TYPE_LABELS[type];
  if (assignee === undefined) return null;
  if (assignee === UNASSIGNED_FILTER) return UNASSIGNED;
  return admins.data?.find((admin) => admin.id === assignee)?.name ?? assignee;
}

/**
 * Above the admin disputes list while it shows the disputes behind a Reports figure: what they
 * are, counted from the server's answer ("34 disputes filed from Nov 1, 2026 to Nov 30, 2026,
 * Fee dispute"), "Show all disputes" to leave the figure (the list's own filters stay), and the way
 * back to the report.
 */
export function ReportDrillDownHeading({ drillDown, count }: { drillDown: DrillDown; count: number }) {
  const [, setSearchParams] = useSearchParams();
  const group = useGroupName(drillDown);
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle">
      <Heading as="h3" size="sm" aria-live="polite">
        {drillDownHeading(drillDown, count, group)}
      </Heading>
      <HStack gap="3" wrap="wrap">
        <Button
          size="xs"
          variant="outline"
          onClick={() => setSearchParams((current) => withoutDrillDown(current), { replace: true })}
        >
          {SHOW_ALL_DISPUTES}
        </Button>
        <Link asChild colorPalette="blue" variant="underline" textStyle="sm">
          <RouterLink to={`/admin/reports?from=${drillDown.from}&to=${drillDown.to}`}>{BACK_TO_REPORTS}</RouterLink>
        </Link>
      </HStack>
    </Stack>
  );
}
