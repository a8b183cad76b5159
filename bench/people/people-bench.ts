/**
 * The benchmarks of issue 12 over the scale data (bench/README.md): 14, search as you type over
 * 100,000 users (the server's handler against the bare FTS5 query); 15, the feed page of a
 * viewer following 1,000 of 100,000 accounts over 1,000,000 posts (the handler against the
 * bare SQL of the same 12 ids). The data is built once and cached (scale-cache.ts).
 */
import type { BenchEnv } from '../lib/bench-env';
import type { BenchReport } from '../lib/report';
import { feedRow } from './feed-server';
import { scaleDataDir, SCALE_SIZES } from './scale-cache';
import { startScaleServer } from './scale-server';
import { searchBrowserRow } from './search-browser';
import { searchServerRow } from './search-server';

const log = (line: string) => console.log(`  ${line}`);
const sizes = `${SCALE_SIZES.users.toLocaleString('en')} users, ${SCALE_SIZES.follows.toLocaleString('en')} follows, ${SCALE_SIZES.posts.toLocaleString('en')} posts`;

export async function runSearchScaleBench(_env: BenchEnv, id: string): Promise<BenchReport> {
  const dir = await scaleDataDir(log);
  const server = await startScaleServer(dir);
  try {
    const { row, prefixes } = await searchServerRow(server, dir);
    return {
      id,
      title: 'search as you type over 100,000 users',
      rows: [row],
      notes: [
        `scale data: ${sizes} (${dir}); ${prefixes.length} prefixes (1–6 characters of 40 usernames spread over the ids), e.g. ${prefixes.slice(0, 6).join(', ')}`,
        'the browser row (keystroke → results painted against a bare fetch of the same URL) is benchmark 14b',
      ],
    };
  } finally {
    await server.close();
  }
}

/** 14b: the browser row of search as you type (./search-browser.ts), on the same data and server. */
export async function runSearchBrowserBench(_env: BenchEnv, id: string): Promise<BenchReport> {
  const dir = await scaleDataDir(log);
  const server = await startScaleServer(dir);
  try {
    const { row, notes } = await searchBrowserRow(server, dir);
    return { id, title: 'search as you type in the browser over 100,000 users', rows: [row], notes: [`scale data: ${sizes} (${dir})`, ...notes] };
  } finally {
    await server.close();
  }
}

export async function runFeedScaleBench(_env: BenchEnv, id: string): Promise<BenchReport> {
  const dir = await scaleDataDir(log);
  const server = await startScaleServer(dir);
  try {
    const { row, notes } = await feedRow(server, dir);
    return { id, title: 'feed page: 1,000 followed of 100,000 accounts over 1,000,000 posts', rows: [row], notes: [`scale data: ${sizes} (${dir})`, ...notes] };
  } finally {
    await server.close();
  }
}
