/**
 * The scale data of issue 12 (server/seed/scale-data.ts: 100,000 users, 1,000,000 follows,
 * 1,000,000 posts) for the people benchmarks. It takes about 40 s to build, so it is kept in
 * the temp folder under a name keyed by the generator's version (a hash of its sources and of
 * the sizes asked for): a later run reuses it, a changed generator builds a new one. The
 * database migrates on open as usual (server/db/open.ts), so a new migration needs no rebuild.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildScaleData } from '../../server/seed/scale-data';

export const SCALE_SIZES = { users: 100_000, follows: 1_000_000, posts: 1_000_000, demoFollows: 1_000 } as const;

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** What the generated data depends on: the generator and the seed fixtures it reads (a folder: its files). */
const GENERATOR_SOURCES = ['server/seed/scale-data.ts', 'server/seed/scale-names.ts', 'fixtures/seed/captions.ts', 'fixtures/seed/prng.ts', 'fixtures/seed/media'];

/** The files of a source: itself, or a folder's files (sorted, recursively). */
const filesOf = (path: string): string[] =>
  statSync(join(ROOT, path)).isDirectory() ? readdirSync(join(ROOT, path)).sort().flatMap((name) => filesOf(join(path, name))) : [path];

export function scaleVersion(sizes: typeof SCALE_SIZES = SCALE_SIZES): string {
  const hash = createHash('sha256');
  for (const file of GENERATOR_SOURCES.flatMap(filesOf)) hash.update(file).update(readFileSync(join(ROOT, file)));
  hash.update(JSON.stringify(sizes));
  return hash.digest('hex').slice(0, 16);
}

/** The cached folder (built first when missing); `log` tells what happens. */
export async function scaleDataDir(log: (line: string) => void, sizes: typeof SCALE_SIZES = SCALE_SIZES): Promise<string> {
  const dir = join(tmpdir(), `lumen-bench-scale-${scaleVersion(sizes)}`);
  if (existsSync(join(dir, 'ready'))) {
    log(`scale data: reusing ${dir}`);
    return dir;
  }
  // Older versions are of no use any more (each is about 600 MB).
  for (const name of await readdir(tmpdir())) {
    if (name.startsWith('lumen-bench-scale-') && join(tmpdir(), name) !== dir) await rm(join(tmpdir(), name), { recursive: true, force: true });
  }
  const partial = `${dir}.partial-${process.pid}`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { recursive: true });
  log(`scale data: building ${sizes.users.toLocaleString('en')} users, ${sizes.follows.toLocaleString('en')} follows, ${sizes.posts.toLocaleString('en')} posts in ${dir} (about 40 s, once)`);
  const t0 = performance.now();
  await buildScaleData({ out: partial, ...sizes });
  await mkdir(join(partial, 'ready'));
  await rm(dir, { recursive: true, force: true });
  await rename(partial, dir);
  log(`scale data: built in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return dir;
}
