import { DataList, Text } from '@chakra-ui/react';
import { SLA_CLOCKS, type DisputeStatus, type Sla } from '../../../api';
import { SectionCard } from '../../../components/SectionCard';
import {
  CLOCK_NAMES,
  CLOCK_TITLE,
  clockStateText,
  clockTone,
  type ClockTone,
} from '../../../components/dispute/slaText';
import { Fact } from './Fact';

/** Danger once overdue or missed, warning within 4 h: the theme's readable text colours in both modes. */
const TONE_COLOR: Partial<Record<ClockTone, string>> = {
  overdue: 'fg.error',
  missed: 'fg.error',
  soon: 'fg.warning',
  met: 'fg.success',
};

/**
 * Both of the dispute's clocks with their state (docs/texts.md#the-clock): "First reply: due in 3 h
 * (…)", "Resolution: paused, waiting on the user (…)". Nothing from a server without clocks.
 */
export function ClockCard({ sla, status }: { sla: Sla | null | undefined; status: DisputeStatus }) {
  if (!sla) return null;
  return (
    <SectionCard size="sm" id="review-clock" title={CLOCK_TITLE}>
      <DataList.Root orientation="horizontal" size="sm">
        {SLA_CLOCKS.map((name) => {
          const clock = sla[name];
          return (
            <Fact key={name} label={CLOCK_NAMES[name]}>
              <Text as="span" color={TONE_COLOR[clockTone(clock)]} fontWeight="medium">
                {clockStateText(clock, status)}
              </Text>
            </Fact>
          );
        })}
      </DataList.Root>
    </SectionCard>
  );
}
