import { type AdminDispute } from '../../../api/admin';

/** What a Handling card control reports: a change made, or one refused and why. */
export type Outcome = { ok: true; text: string } | { ok: false; title: string; reason: string };

export type ControlProps = { dispute: AdminDispute; report: (outcome: Outcome) => void };
