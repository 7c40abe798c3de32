/** The desk's "Due soonest first" order (docs/statuses.md#searches-and-filters). Pure. */
import type { DisputeSummary } from '../../../api';
import { clockTone, currentClock } from '../../../components/dispute/slaText';

/** Running clocks (overdue ones among them) first, then paused, then stopped, then none. */
function rankOf(dispute: DisputeSummary): { group: number; seconds: number } {
  const current = currentClock(dispute.sla, dispute.status);
  if (!current) return { group: 3, seconds: 0 };
  const { clock } = current;
  const tone = clockTone(clock);
  if (tone === 'met' || tone === 'missed') return { group: 2, seconds: 0 };
  return { group: tone === 'paused' ? 1 : 0, seconds: clock.remainingSeconds ?? 0 };
}

/**
 * The clock that matters now (`currentClock`) soonest due first, so the most overdue lead; paused
 * clocks after the running ones, then stopped clocks, then disputes without clocks; ties in list
 * order (newest first).
 */
export function dueSoonestFirst(disputes: readonly DisputeSummary[]): DisputeSummary[] {
  return disputes
    .map((dispute, index) => ({ dispute, index, ...rankOf(dispute) }))
    .sort((a, b) => a.group - b.group || a.seconds - b.seconds || a.index - b.index)
    .map(({ dispute }) => dispute);
}
