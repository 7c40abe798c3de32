import { timelineSlotRecipe } from '@chakra-ui/react/theme';
import { Badge, Text, Timeline } from '@chakra-ui/react';
import type { TimelineEntry } from '../api';
import { STATUS_COLOR } from '../theme';
import { chronological } from './chronological';
import { formatDateTime } from './format';

export const NO_TIMELINE_TEXT = 'No status changes yet.';

/**
 * A dispute's status history, oldest first by timestamp whatever order the server sent it in; the
 * newest entry is the current one. It is marked `aria-current="step"` and carries a visible
 * "Current" tag, so the highlight is not colour alone. Shared by the user's dispute page and the
 * admin review page.
 */
export function StatusTimeline({
  entries,
  label = 'Status timeline',
}: {
  /** The dispute's status changes, in any order; none shows "No status changes yet." instead of a list. */
  entries: readonly TimelineEntry[];
  /** The list's accessible name, read out by screen readers; not shown. */
  label?: string;
}) {
  if (entries.length === 0) return <Text color="fg.muted">{NO_TIMELINE_TEXT}</Text>;
  const ordered = chronological(entries);
  const lastIndex = ordered.length - 1;
  return (
    <Timeline.Root recipe={timelineSlotRecipe} as="ol" aria-label={label} size="lg" listStyleType="none" m="0" p="0">
      {ordered.map((entry, index) => {
        const current = index === lastIndex;
        return (
          <Timeline.Item
            as="li"
            key={`${entry.timestamp}-${index}`}
            aria-current={current ? 'step' : undefined}
            data-current={current ? '' : undefined}
            bg={current ? 'bg.muted' : undefined}
            borderRadius="md"
            px={current ? '2' : undefined}
            mx={current ? '-2' : undefined}
            pt={current ? '2' : undefined}
          >
            <Timeline.Connector>
              <Timeline.Separator />
              <Timeline.Indicator
                colorPalette={current ? STATUS_COLOR[entry.status] : 'gray'}
                bg={current ? 'colorPalette.solid' : 'bg.emphasized'}
                borderWidth={current ? undefined : '2px'}
                borderColor={current ? undefined : 'border.emphasized'}
                outlineColor={current ? 'colorPalette.solid' : 'bg'}
                outlineOffset={current ? '2px' : undefined}
                aria-hidden="true"
              />
            </Timeline.Connector>
            <Timeline.Content pb={current ? '2' : undefined}>
              <Timeline.Title fontWeight={current ? 'bold' : 'medium'}>
                {entry.status}
                {current ? (
                  <Badge size="sm" variant="solid" colorPalette={STATUS_COLOR[entry.status]}>
                    Current
                  </Badge>
                ) : null}
              </Timeline.Title>
              <Timeline.Description>
                <time dateTime={entry.timestamp}>{formatDateTime(entry.timestamp)}</time>
              </Timeline.Description>
              {/* Details can hold a hash or an address with no place to break. */}
              <Text textStyle="sm" overflowWrap="anywhere">
                {entry.details}
              </Text>
            </Timeline.Content>
          </Timeline.Item>
        );
      })}
    </Timeline.Root>
  );
}
