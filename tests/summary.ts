/**
 * Prints one closing line per test runner, `runner: N passed, N failed`, read from the JSON
 * reports that `npm test` asks Vitest and Playwright to write into .test-results/.
 */
import { existsSync, readFileSync } from 'node:fs';

interface VitestReport { numPassedTests: number; numFailedTests: number; numPendingTests: number }
interface PlaywrightReport { stats: { expected: number; unexpected: number; flaky: number; skipped: number } }

function read<T>(file: string): T | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;
}

const lines: string[] = [];
const unit = read<VitestReport>('.test-results/vitest.json');
if (unit) lines.push(`unit: ${unit.numPassedTests} passed, ${unit.numFailedTests} failed, ${unit.numPendingTests} skipped`);
const e2e = read<PlaywrightReport>('.test-results/playwright.json');
if (e2e) {
  const s = e2e.stats;
  lines.push(`browser: ${s.expected + s.flaky} passed, ${s.unexpected} failed, ${s.skipped} skipped`);
}
if (lines.length === 0) {
  console.error('no test reports found in .test-results/');
  process.exit(1);
}
for (const line of lines) console.log(line);
