import { Badge, type BadgeProps } from '@chakra-ui/react';
import type { DisputeStatus } from '../api';
import { STATUS_COLOR } from '../theme';

/** A dispute status, coloured by the §4 semantic palette (the text carries the meaning too). */
export function StatusBadge({ status, ...rest }: { status: DisputeStatus } & Omit<BadgeProps, 'children'>) {
  return (
    <Badge colorPalette={STATUS_COLOR[status]} variant="subtle" data-status={status} {...rest}>
      {status}
    </Badge>
  );
}
