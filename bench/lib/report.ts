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
  stat: 'median' | 'p95';
  /** Ratio goal (measured / baseline ≤ max); null: shown for information only. */
  goalMax: number | null;
}

export interface BenchReport {
  id: string;
  title: string;
  rows: Row[];
  notes: string[];
}

export function ratioOf(row: Row): number {
  const m = row.measured.summary[row.stat];
  const b = 'budgetMs' in row.baseline ? row.baseline.budgetMs : row.baseline.summary[row.stat];
  return m / b;
}

export function passes(row: Row): boolean | null {
  return row.goalMax === null ? null : ratioOf(row) <= row.goalMax;
}

const ms = (v: number) => (v >= 100 ? v.toFixed(1) : v >= 1 ? v.toFixed(2) : v.toFixed(3)).padStart(8) + ' ms';

function line(kind: string, label: string, s: Summary | null, budget?: number): string {
  const head = `    ${kind.padEnd(9)}${label.padEnd(60)}`;
  if (s) return `${head}median ${ms(s.median)}   p95 ${ms(s.p95)}   n=${s.n}`;
  return `${head}budget ${ms(budget ?? 0)}`;
}

export function formatReport(report: BenchReport): string {
  const out = [`\n━━ ${report.id}. ${report.title}`];
  for (const row of report.rows) {
    const verdict = passes(row);
    const goal = row.goalMax === null ? 'goal —        ' : `goal ≤ ${row.goalMax}×`.padEnd(14);
    const mark = verdict === null ? 'INFO' : verdict ? 'PASS' : 'FAIL';
    out.push(`  ▸ ${row.title}`);
    out.push(line('measured', row.measured.label, row.measured.summary));
    out.push('budgetMs' in row.baseline ? line('baseline', row.baseline.label, null, row.baseline.budgetMs) : line('baseline', row.baseline.label, row.baseline.summary));
    out.push(`    ${'ratio'.padEnd(9)}${`${ratioOf(row).toFixed(2)}× (${row.stat} / ${row.stat})`.padEnd(60)}${goal} ${mark}`);
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
      const goal = row.goalMax === null ? '—' : `≤ ${row.goalMax}×`;
      out.push(`  ${mark}  ${`${r.id}. ${row.title}`.padEnd(70)} ${ratioOf(row).toFixed(2).padStart(6)}×  goal ${goal}`);
    }
  }
  for (const f of failed) out.push(`  ERROR ${`${f.id}. ${f.title}`.padEnd(69)} could not run: ${f.error}`);
  return out.join('\n');
}
