/** Builds the bench pages (bench/vite.config.ts) into .bench/dist with Vite's own API. */
import { build } from 'vite';
import { fileURLToPath } from 'node:url';

export const BENCH_DIR = fileURLToPath(new URL('..', import.meta.url));
export const BENCH_DIST = fileURLToPath(new URL('../../.bench/dist', import.meta.url));

export async function buildBenchPages(): Promise<string> {
  await build({ configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)), logLevel: 'warn' });
  return BENCH_DIST;
}
