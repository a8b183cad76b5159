/**
 * Builds the bench pages (bench/vite.config.ts) with Vite's own API, into .bench/dist or
 * BENCH_DIST_DIR (so two runs on one machine, e.g. two working copies, need not share a folder).
 */
import { build } from 'vite';
import { fileURLToPath } from 'node:url';

export const BENCH_DIR = fileURLToPath(new URL('..', import.meta.url));
export const BENCH_DIST = process.env.BENCH_DIST_DIR ?? fileURLToPath(new URL('../../.bench/dist', import.meta.url));

export async function buildBenchPages(): Promise<string> {
  await build({ configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)), logLevel: 'warn', build: { outDir: BENCH_DIST } });
  return BENCH_DIST;
}
