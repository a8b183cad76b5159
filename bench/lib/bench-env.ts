/** What every benchmark gets from bench/run.ts. */
import type { Browser, Page } from '@playwright/test';

export interface BenchEnv {
  browser: Browser;
  /** Origin of the built bench pages (.bench/dist), cross-origin isolated. */
  benchOrigin: string;
  /** The built tap probe (like-tap/tap-probe.ts), a plain script. */
  probeScript: string;
}

/**
 * Page errors and console errors become a benchmark's failure reason (worker errors included).
 * With BENCH_LOG=1, the page's and its workers' console.log lines are printed (experiments).
 */
export function watchErrors(page: Page): () => string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
    if (m.type() === 'log' && process.env.BENCH_LOG) console.log(m.text());
  });
  page.on('worker', (w) =>
    w.on('console', (m) => {
      if (m.type() === 'error') errors.push(`[worker] ${m.text()}`);
      if (m.type() === 'log' && process.env.BENCH_LOG) console.log(m.text());
    }),
  );
  return () => errors;
}
