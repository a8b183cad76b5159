/**
 * What a benchmark reports, and how it is printed (DESIGN.md Testing: a ratio against a
 * baseline measured in the same run, never bare times alone; nothing hard-coded but goals).
 */
import type { Summary } from './stats';

export interface Measured {
  label: string;
  summary: Summary;
}

/** The baseline: measured in the same run, or a fixed budget (the 16 ms frame). */
export type Baseline = Measured | { label: string; budgetMs: number };

export interface Row {
  /** What is compared, e.g. 'warm worker'. */
  title: string;
  measured: Measured;
  baseline: Baseline;
  /** Which statistic the ratio compares. */
  stat: Stat;
  /** Ratio goal (measured / baseline ≤ max); null: shown for information only. */
  goalMax: number | null;
  /** Added (upload benchmarks): a goal the other way, measured / baseline ≥ min (throughput). */
  goalMin?: number;
  /** Added (upload benchmarks): goalMax is strict, measured / baseline < max ("fewer"). */
  strict?: boolean;
  /** What the values are (default 'ms'); non-time values print median, min–max and n. */
  unit?: Unit;
}

/** Added (upload benchmarks): units of a row's values. */
export type Unit = 'ms' | 'MiB/s' | 'MiB' | 'MB' | 'nodes' | 'µs' | 'B' | 'frames';

export type Stat = 'median' | 'p95' | 'trimmedMean' | 'max';

const STAT_NAMES: Record<Stat, string> = { median: 'median', p95: 'p95', trimmedMean: 'trimmed mean', max: 'highest' };

export interface BenchReport {
  id: string;
  title: string;
  rows: Row[];
  notes: string[];
}

export function ratioOf(row: Row): number {
  const m = row.measured.summary[row.stat];
  const b = 'budgetMs' in row.baseline ? row.baseline.budgetMs : row.baseline.summary[row.stat];
  // Both zero (e.g. no byte re-sent by either): equal.
  if (b === 0) return m === 0 ? 1 : Number.POSITIVE_INFINITY;
  return m / b;
}

export function passes(row: Row): boolean | null {
  if (row.goalMin !== undefined) return ratioOf(row) >= row.goalMin;
  if (row.goalMax === null) return null;
  return row.strict === true ? ratioOf(row) < row.goalMax : ratioOf(row) <= row.goalMax;
}

const num = (v: number) => (v >= 100 ? v.toFixed(1) : v >= 1 ? v.toFixed(2) : v.toFixed(3)).padStart(8);
const ms = (v: number) => `${num(v)} ms`;

function line(kind: string, label: string, s: Summary | null, budget?: number, unit: Unit = 'ms', stat: Stat = 'median'): string {
  const head = `    ${kind.padEnd(9)}${label.padEnd(60)}`;
  if (s && unit !== 'ms') return `${head}median ${num(s.median)} ${unit}   min–max ${num(s.min).trim()}–${num(s.max).trim()}   n=${s.n}`;
  const spread = s ? `min–max ${num(s.min).trim()}–${num(s.max).trim()} ms` : '';
  if (s && stat === 'trimmedMean') return `${head}trimmed mean ${ms(s.trimmedMean)}   median ${ms(s.median)}   ${spread}   p95 ${ms(s.p95)}   n=${s.n}`;
  if (s) return `${head}median ${ms(s.median)}   ${spread}   p95 ${ms(s.p95)}   n=${s.n}`;
  return `${head}budget ${ms(budget ?? 0)}`;
}

/** Two decimals; two significant digits below 0.1 (a small ratio against a file size). */
const ratioText = (r: number): string => (r >= 0.1 || r === 0 || !Number.isFinite(r) ? r.toFixed(2) : r.toPrecision(2));

function goalText(row: Row): string {
  if (row.goalMin !== undefined) return `≥ ${row.goalMin}×`;
  if (row.goalMax === null) return '—';
  return `${row.strict === true ? '<' : '≤'} ${row.goalMax}×`;
}

export function formatReport(report: BenchReport): string {
  const out = [`\n━━ ${report.id}. ${report.title}`];
  for (const row of report.rows) {
    const verdict = passes(row);
    const goal = `goal ${goalText(row)}`.padEnd(14);
    const mark = verdict === null ? 'INFO' : verdict ? 'PASS' : 'FAIL';
    out.push(`  ▸ ${row.title}`);
    out.push(line('measured', row.measured.label, row.measured.summary, undefined, row.unit, row.stat));
    out.push('budgetMs' in row.baseline ? line('baseline', row.baseline.label, null, row.baseline.budgetMs) : line('baseline', row.baseline.label, row.baseline.summary, undefined, row.unit, row.stat));
    const stat = STAT_NAMES[row.stat];
    out.push(`    ${'ratio'.padEnd(9)}${`${ratioText(ratioOf(row))}× (${stat} / ${stat})`.padEnd(60)}${goal} ${mark}`);
  }
  for (const note of report.notes) out.push(`  · ${note}`);
  return out.join('\n');
}

export function formatSummaryTable(reports: readonly BenchReport[], failed: readonly { id: string; title: string; error: string }[]): string {
  const out = ['\n━━ Summary'];
  for (const r of reports) {
    for (const row of r.rows) {
      const v = passes(row);
      const mark = v === null ? 'INFO' : v ? 'PASS' : 'FAIL';
      const goal = goalText(row);
      out.push(`  ${mark}  ${`${r.id}. ${row.title}`.padEnd(70)} ${ratioText(ratioOf(row)).padStart(6)}×  goal ${goal}`);
    }
  }
  for (const f of failed) out.push(`  ERROR ${`${f.id}. ${f.title}`.padEnd(69)} could not run: ${f.error}`);
  return out.join('\n');
}
