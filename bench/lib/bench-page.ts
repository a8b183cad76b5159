/**
 * Runs one call of a bench page's API (`window.lumenBench`, page-api.ts) in a new page of
 * `context`: opens `url`, waits for the call to be there, runs it with a time limit, and puts
 * the page's and its workers' errors in the failure (benchmarks 1, 2 and 8).
 */
import type { BrowserContext } from '@playwright/test';
import { watchErrors } from './bench-env';
import type { BenchPageApi } from './page-api';
import { withTimeout } from './timeout';

type Call<K extends keyof BenchPageApi> = NonNullable<BenchPageApi[K]>;

export async function runBenchPage<K extends keyof BenchPageApi>(
  context: BrowserContext,
  url: string,
  name: K,
  opts: Parameters<Call<K>>[0],
  ms: number,
): Promise<Awaited<ReturnType<Call<K>>>> {
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(url);
  await page.waitForFunction((n) => window.lumenBench?.[n] !== undefined, name, { timeout: 10_000 });
  const run = page.evaluate(({ n, o }) => {
    const call = window.lumenBench?.[n] as ((x: unknown) => Promise<unknown>) | undefined;
    if (!call) throw new Error(`the bench page has no ${n}`);
    return call(o);
  }, { n: name, o: opts as unknown });
  const result = await withTimeout(run, ms, `the ${name} benchmark`).catch((e: unknown) => {
    throw new Error(`${e instanceof Error ? e.message : String(e)}${errors().length ? ` (page: ${errors().join(' | ')})` : ''}`);
  });
  return result as Awaited<ReturnType<Call<K>>>;
}
