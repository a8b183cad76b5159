/**
 * Builds bench/start/seed-script.ts as one plain script (an IIFE, no imports at run time), so
 * that it can be evaluated in a page of the app's origin, under the app's CSP, where the cache
 * database lives (an origin's IndexedDB is its own: the bench pages' origin cannot seed it).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { BENCH_DIST } from '../lib/build-pages';

export async function buildSeedScript(): Promise<string> {
  const outDir = join(BENCH_DIST, 'start-seed');
  await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      minify: true,
      lib: { entry: fileURLToPath(new URL('./seed-script.ts', import.meta.url)), formats: ['iife'], name: 'lumenStartSeedBundle', fileName: () => 'seed.js' },
    },
  });
  return readFile(join(outDir, 'seed.js'), 'utf8');
}
