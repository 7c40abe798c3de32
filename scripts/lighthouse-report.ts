/**
 * The page targets of `npm run bench:lighthouse` (./bench-lighthouse.ts): one line per page, and
 * what costs points where a target is missed.
 */
import type { Result } from 'lighthouse';

export type CategoryId = 'performance' | 'accessibility' | 'best-practices';
export const CATEGORIES: { id: CategoryId; label: string; target: number }[] = [
  { id: 'performance', label: 'perf', target: 95 },
  { id: 'accessibility', label: 'a11y', target: 100 },
  { id: 'best-practices', label: 'best-practices', target: 95 },
];
/** Failing audits listed per category missed, worst (by weight, then score) first. */
const MAX_AUDITS = 8;

export interface PageResult {
  name: string;
  /** The median run. */
  lhr?: Result;
  /** Every run's performance score, in the order run. */
  performanceRuns?: (number | null)[];
  error?: string;
}

export const score = (lhr: Result, id: CategoryId) => {
  const value = lhr.categories[id]?.score;
  return value === null || value === undefined ? null : Math.round(value * 100);
};

function failingAudits(lhr: Result, id: CategoryId): string[] {
  const category = lhr.categories[id];
  if (!category) return [];
  const rows = category.auditRefs.flatMap((ref) => {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null) return [];
    if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'manual') return [];
    return audit.score < (id === 'performance' ? 0.9 : 1) ? [{ ref, audit, auditScore: audit.score }] : [];
  });
  rows.sort((a, b) => b.ref.weight - a.ref.weight || a.auditScore - b.auditScore);
  return rows.slice(0, MAX_AUDITS).map(({ ref, audit, auditScore }) => {
    const detail = audit.displayValue ? ` — ${audit.displayValue}` : '';
    const weight = ref.weight > 0 ? ` [weight ${ref.weight}, score ${Math.round(auditScore * 100)}]` : '';
    const head = `    ${audit.id}: ${audit.title}${detail}${weight}`;
    return id === 'performance' ? head : [head, ...auditItems(audit)].join('\n');
  });
}

/** The first few offending items of an accessibility or best-practices audit (console message, element, URL). */
function auditItems(audit: Result['audits'][string], max = 3): string[] {
  const details = audit.details as { items?: Record<string, unknown>[] } | undefined;
  const items = details?.items ?? [];
  const text = (item: Record<string, unknown>) => {
    const node = item.node as { snippet?: string; selector?: string } | undefined;
    const source = item.sourceLocation as { url?: string } | undefined;
    const value = item.description ?? node?.snippet ?? item.scriptUrl ?? item.url ?? source?.url;
    return typeof value === 'string' ? value.replace(/\s+/g, ' ').slice(0, 200) : JSON.stringify(item).slice(0, 200);
  };
  const lines = items.slice(0, max).map((item) => `      - ${text(item)}`);
  if (items.length > max) lines.push(`      … and ${items.length - max} more`);
  return lines;
}

/** /dashboard, signed in and waiting on a real server's answers, is held to 90 for performance. */
const targetOf = (page: string, category: (typeof CATEGORIES)[number]): number =>
  category.id === 'performance' && page === 'dashboard' ? 90 : category.target;

/** Prints every page's scores against the targets; true when every target is met. */
export function printResults(results: PageResult[], runs: number): boolean {
  let failed = false;
  const env = results.find((r) => r.lhr)?.lhr;
  if (env) {
    console.log(
      `[lighthouse] Lighthouse ${env.lighthouseVersion}, ${env.environment.hostUserAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? 'Chrome'}, CPU benchmark index ${env.environment.benchmarkIndex}`,
    );
  }
  console.log('');
  const width = Math.max(...results.map((r) => r.name.length)) + 2;
  for (const { name, lhr, performanceRuns = [], error } of results) {
    if (!lhr) {
      failed = true;
      console.log(`${name.padEnd(width)}ERROR ${error}`);
      continue;
    }
    const runsNote = runs > 1 ? ` (median run; runs ${performanceRuns.map((value) => value ?? '—').join(' ')})` : '';
    const cells = CATEGORIES.map((c) => `${c.label} ${score(lhr, c.id) ?? '—'}${c.id === 'performance' ? runsNote : ''}`);
    console.log(`${name.padEnd(width)}${cells.join('  ')}`);
    for (const c of CATEGORIES) {
      const value = score(lhr, c.id);
      const target = targetOf(name, c);
      if (value !== null && value >= target) {
        // Within target but not perfect: still name what costs points (accessibility and best practices only).
        if (c.id !== 'performance' && value < 100) {
          console.log(`  ${c.label} ${value} (target ${target} met), audits not passed:`);
          for (const line of failingAudits(lhr, c.id)) console.log(line);
        }
        continue;
      }
      failed = true;
      console.log(`  ${c.label} ${value ?? '—'} < ${target}:`);
      for (const line of failingAudits(lhr, c.id)) console.log(line);
    }
    for (const warning of lhr.runWarnings) console.log(`  warning: ${warning}`);
  }
  console.log(
    `\n${failed ? 'FAIL' : 'OK'}: targets ${CATEGORIES.map((c) => `${c.label} ${c.id === 'accessibility' ? '' : '≥ '}${c.target}`).join(', ')} (perf ≥ 90 on dashboard)`,
  );
  return !failed;
}
