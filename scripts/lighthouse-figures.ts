/**
 * The figures table of `npm run bench:lighthouse`: each copy of the app measured (the working tree,
 * and with `--compare <ref>` that commit) in a column, each figure the median of the runs, so a
 * before/after pair reads across a line. Both the page audits and the user flow.
 */
import type { Result } from 'lighthouse';
import { FLOW_TARGET, type FlowRun } from './lighthouse-flow';
import { HANDLED_AFTER_SETTLED_MS } from './lighthouse-flow-visitor';
import type { PageName } from './lighthouse-pages';
import { CATEGORIES, score } from './lighthouse-report';

export interface TargetFigures {
  label: string;
  /** Every run of each page audited, in the order run; an audit that failed is left out. */
  pages: Partial<Record<PageName, Result[]>>;
  flows: FlowRun[];
  /** What went wrong in a page audit or a flow run, for the notes under the table. */
  errors: string[];
}

type Cell = (target: TargetFigures) => string;

/** The median (the mean of the middle two for an even count) of the numbers present, or null. */
export function median(values: (number | null | undefined)[]): number | null {
  const sorted = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 ? upper : ((sorted[middle - 1] ?? upper) + upper) / 2;
}

const ms = (value: number | null) => (value === null ? '—' : value >= 10_000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`);
const whole = (value: number | null) => (value === null ? '—' : String(Math.round(value)));

/** `median (each run)`, the runs listed only when they differ. */
function withRuns(values: (number | null)[], format: (value: number | null) => string): string {
  const runs = values.map(format);
  const head = format(median(values));
  return new Set(runs).size > 1 ? `${head} (${runs.join(' ')})` : head;
}

const pageMetric = (page: PageName, id: string, format: (value: number | null) => string): Cell => (t) =>
  withRuns((t.pages[page] ?? []).map((lhr) => lhr.audits[id]?.numericValue ?? null), format);

function pageRows(pages: readonly PageName[]): [string, Cell][] {
  return pages.flatMap((page): [string, Cell][] => [
    ...CATEGORIES.map((c): [string, Cell] => [`${page}  ${c.label}`, (t) => withRuns((t.pages[page] ?? []).map((lhr) => score(lhr, c.id)), whole)]),
    [`${page}  FCP`, pageMetric(page, 'first-contentful-paint', ms)],
    [`${page}  LCP`, pageMetric(page, 'largest-contentful-paint', ms)],
    [`${page}  TBT`, pageMetric(page, 'total-blocking-time', ms)],
    [`${page}  CLS`, pageMetric(page, 'cumulative-layout-shift', (v) => (v === null ? '—' : v.toFixed(3)))],
  ]);
}

const count = (flows: FlowRun[], yes: (run: FlowRun) => boolean) => (flows.length ? `${flows.filter(yes).length}/${flows.length}` : '—');

const flowRows: [string, Cell][] = [
  ['flow  landing nav perf', (t) => withRuns(t.flows.map((f) => f.landing.performance), whole)],
  ['flow  landing nav TBT', (t) => withRuns(t.flows.map((f) => f.landing.tbtMs), ms)],
  ['flow  tap: opener visible after', (t) => withRuns(t.flows.map((f) => f.landingTap.tappedAtMs), ms)],
  ['flow  tap handled (one tap)', (t) => count(t.flows, (f) => f.landingTap.handled)],
  ['flow  tap: a 2nd tap opens chat', (t) => count(t.flows.filter((f) => !f.landingTap.handled), (f) => f.landingTap.secondTapOpened === true)],
  ['flow  tap → chat open', (t) => withRuns(t.flows.map((f) => f.landingTap.handledMs), ms)],
  ['flow  tap INP', (t) => withRuns(t.flows.map((f) => f.landingTap.inpMs), ms)],
  ['flow  tap TBT', (t) => withRuns(t.flows.map((f) => f.landingTap.tbtMs), ms)],
  ['flow  login nav perf', (t) => withRuns(t.flows.map((f) => f.login.performance), whole)],
  ['flow  login nav TBT', (t) => withRuns(t.flows.map((f) => f.login.tbtMs), ms)],
  ['flow  typing: field visible after', (t) => withRuns(t.flows.map((f) => f.loginTyping.tappedAtMs), ms)],
  ['flow  keystrokes kept', (t) => count(t.flows, (f) => f.loginTyping.kept)],
  ['flow  typing again (loaded) kept', (t) => count(t.flows.filter((f) => !f.loginTyping.kept), (f) => f.loginTyping.typedAgainKept === true)],
  ['flow  typing INP', (t) => withRuns(t.flows.map((f) => f.loginTyping.inpMs), ms)],
  ['flow  typing TBT', (t) => withRuns(t.flows.map((f) => f.loginTyping.tbtMs), ms)],
];

function printTable(rows: [string, Cell][], targets: TargetFigures[]): void {
  const cells = rows.map(([label, cell]) => [label, ...targets.map(cell)]);
  const header = ['', ...targets.map((t) => t.label)];
  const widths = header.map((_, i) => Math.max(...[header, ...cells].map((row) => (row[i] ?? '').length)) + 2);
  const line = (row: string[]) => row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('').trimEnd();
  console.log(line(header));
  for (const row of cells) console.log(line(row));
}

/** Whether a copy meets the first-load target: every tap handled, and each timespan's median INP within the target. */
export function flowTargetMet(target: TargetFigures): boolean {
  const { flows } = target;
  const inps = [median(flows.map((f) => f.landingTap.inpMs)), median(flows.map((f) => f.loginTyping.inpMs))];
  return flows.length > 0 && flows.every((f) => f.landingTap.handled) && inps.every((inp) => inp !== null && inp <= FLOW_TARGET.inpMs);
}

/** Prints the figures of every target side by side, the notes each run left, and the flow's target. */
export function printFigures(targets: TargetFigures[], measured: { pages: readonly PageName[]; flow: boolean }, runs: number): void {
  console.log(`\nMedians of ${runs} run(s) a copy; each run's value in brackets when they differ.`);
  if (measured.pages.length) console.log('Page audits: Lighthouse navigation, mobile, simulated throttling.');
  if (measured.flow) {
    console.log('Flow: navigations as above; the tap and typing timespans load the page cold under applied (devtools) throttling,');
    console.log('and the visitor acts at first paint.');
  }
  console.log('');
  printTable([...pageRows(measured.pages), ...(measured.flow ? flowRows : [])], targets);
  for (const target of targets) {
    const notes = new Set([
      ...target.errors,
      ...target.flows.flatMap((f) => [f.landing, f.landingTap, f.login, f.loginTyping].flatMap((step) => step.warnings)),
      ...target.flows.filter((f) => !f.loginTyping.kept).map((f) => `the Email field held "${f.loginTyping.value}" after typing "${f.loginTyping.typed}"`),
      ...target.flows
        .filter((f) => f.landingTap.secondTapOpened === false)
        .map(() => 'a second tap on the loaded landing page did not open the chat either: check the bench finds the chat panel'),
      ...target.flows
        .filter((f) => f.loginTyping.typedAgainKept === false)
        .map(() => 'typing on the loaded /login page was not kept either: check the bench finds the Email field'),
    ]);
    if (notes.size) console.log(`\n${target.label}:\n${[...notes].map((note) => `  - ${note}`).join('\n')}`);
  }
  const current = targets[targets.length - 1];
  if (current && measured.flow) {
    console.log(
      `\nFirst-load target (not enforced yet): INP ≤ ${FLOW_TARGET.inpMs} ms (each timespan's median) and the tap handled (the chat opens from one tap, at the latest ${HANDLED_AFTER_SETTLED_MS / 1000} s after the first load has settled) in every run: ${flowTargetMet(current) ? 'met' : 'NOT met'} by ${current.label}.`,
    );
  }
}
