import { Badge, type BadgeProps } from '@chakra-ui/react';
import type { DisputeStatus } from '../api';
import { STATUS_COLOR } from '../theme';

/** A dispute status in its palette (docs/statuses.md#status-colours); the text carries the meaning too. */
export function StatusBadge({
  status,
  ...rest
}: {
  /** The dispute's status: the badge shows it as its text and takes the status's palette from it. */
  status: DisputeStatus;
} & Omit<BadgeProps, 'children'>) {
  return (
    <Badge colorPalette={STATUS_COLOR[status]} variant="subtle" data-status={status} {...rest}>
      {status}
    </Badge>
  );
}
