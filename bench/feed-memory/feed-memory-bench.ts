/**
 * Benchmark 10 (Node side, issue 16): the main thread's heap and DOM nodes after scrolling
 * 2,000 feed posts, against the same after the first screen, in the real built app on the real
 * server (buildServer, as server/main.ts builds it) whose data is the scale generator's
 * (server/seed/scale-data.ts: demo follows every account, so its feed holds every post), in a
 * persistent profile (the worker's cache on disk), Pixel 7 emulation, logged in as demo.
 *
 * Measured with a CDP session on the page, after a garbage collection (HeapProfiler.collectGarbage):
 * Runtime.getHeapUsage (V8 heap used + the embedder's Blink heap + ArrayBuffer backing stores,
 * as benchmark 6 reads a thread) and Memory.getDOMCounters (nodes of the page's documents).
 * The worker's heap is not the main thread's and is not measured here.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { devices } from '@playwright/test';
import type { CDPSession, Page } from '@playwright/test';
import { buildServer } from '../../server/app';
import { buildScaleData } from '../../server/seed/scale-data';
import { APP_DIST } from '../lib/app-server';
import type { BenchEnv } from '../lib/bench-env';
import { watchErrors } from '../lib/bench-env';
import { freePort } from '../lib/free-port';
import { KEEP_NAMES_SHIM } from '../lib/keep-names';
import { launchProfileBrowser } from '../lib/profile-browser';
import type { BenchReport } from '../lib/report';
import { summarize } from '../lib/stats';
import { withTimeout } from '../lib/timeout';
import { logIn, settle } from '../like-tap/login';
import { scrollFeed } from './scroll-feed';

export const FEED_HEAP_GOAL = 2;
export const FEED_DOM_GOAL = 2;

export interface FeedMemoryOptions {
  posts: number;
  runs: number;
}

interface Reading {
  heapMiB: number;
  nodes: number;
  articles: number;
}

interface Usage {
  usedSize: number;
  embedderHeapUsedSize: number;
  backingStorageSize: number;
}

const MiB = 1024 * 1024;

async function read(page: Page, cdp: CDPSession): Promise<Reading> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const usage = (await cdp.send('Runtime.getHeapUsage')) as unknown as Usage;
  const { nodes } = await cdp.send('Memory.getDOMCounters');
  const articles = await page.getByRole('article').count();
  return { heapMiB: (usage.usedSize + usage.embedderHeapUsedSize + usage.backingStorageSize) / MiB, nodes, articles };
}

interface Run {
  first: Reading;
  half: Reading;
  end: Reading;
  posts: number;
  scrollMs: number;
}

async function oneRun(origin: string, posts: number): Promise<Run> {
  const { defaultBrowserType: _type, ...pixel7 } = devices['Pixel 7'];
  const browser = await launchProfileBrowser(pixel7);
  try {
    await browser.context.addInitScript(KEEP_NAMES_SHIM);
    const page = await browser.context.newPage();
    const errors = watchErrors(page);
    const cdp = await browser.context.newCDPSession(page);
    await cdp.send('HeapProfiler.enable');
    await logIn(page, origin);
    await settle(page);
    const first = await read(page, cdp);
    const log = process.env.BENCH_LOG === '1';
    if (log) page.on('console', (m) => console.log(`  page: ${m.text()}`));
    const scroll = (target: number) => withTimeout(page.evaluate(scrollFeed, { target, stallMs: 20_000, log }), 600_000, `scrolling to ${target} posts`).catch((e: unknown) => {
      throw new Error(`${e instanceof Error ? e.message : String(e)}${errors().length ? ` (page: ${errors().join(' | ')})` : ''}`);
    });
    const a = await scroll(posts / 2);
    const half = await read(page, cdp);
    const b = await scroll(posts);
    const end = await read(page, cdp);
    return { first, half, end, posts: b.posts, scrollMs: a.ms + b.ms };
  } finally {
    await browser.close();
  }
}

const list = (xs: number[], digits = 1) => xs.map((x) => x.toFixed(digits)).join(' ');

export async function runFeedMemoryBench(_env: BenchEnv, opts: FeedMemoryOptions = { posts: 2_000, runs: 3 }): Promise<BenchReport> {
  const dataDir = await mkdtemp(join(tmpdir(), 'lumen-bench-feed-'));
  try {
    const accounts = 200;
    const data = await buildScaleData({ out: dataDir, users: accounts, follows: accounts * 4, posts: Math.ceil(opts.posts * 1.2), demoFollows: accounts - 1 });
    const app = await buildServer({ dataDir, distDir: APP_DIST, seed: 'none', logger: false });
    await app.listen({ port: await freePort(), host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('the server has no port');
    const origin = `http://127.0.0.1:${address.port}`;
    const runs: Run[] = [];
    try {
      for (let i = 0; i < opts.runs; i++) runs.push(await oneRun(origin, opts.posts));
    } finally {
      await app.close();
    }
    const heap = (k: 'first' | 'half' | 'end') => runs.map((r) => r[k].heapMiB);
    const nodes = (k: 'first' | 'half' | 'end') => runs.map((r) => r[k].nodes);
    const articles = (k: 'first' | 'half' | 'end') => runs.map((r) => r[k].articles);
    return {
      id: '10',
      title: `Main-thread heap and DOM nodes after scrolling ${opts.posts.toLocaleString('en')} feed posts (real app and server, persistent profile)`,
      rows: [
        {
          title: `heap after ${opts.posts.toLocaleString('en')} posts scrolled, against the first screen`,
          measured: { label: `after ${opts.posts.toLocaleString('en')} posts: V8 + Blink heap + ArrayBuffers`, summary: summarize(heap('end')) },
          baseline: { label: 'after the first screen', summary: summarize(heap('first')) },
          stat: 'median',
          goalMax: FEED_HEAP_GOAL,
          unit: 'MiB',
        },
        {
          title: `DOM nodes after ${opts.posts.toLocaleString('en')} posts scrolled, against the first screen (bounded)`,
          measured: { label: `after ${opts.posts.toLocaleString('en')} posts: Memory.getDOMCounters nodes`, summary: summarize(nodes('end')) },
          baseline: { label: 'after the first screen', summary: summarize(nodes('first')) },
          stat: 'median',
          goalMax: FEED_DOM_GOAL,
          unit: 'nodes',
        },
      ],
      notes: [
        `per run (first screen / ${(opts.posts / 2).toLocaleString('en')} / ${opts.posts.toLocaleString('en')} posts): heap MiB ${runs.map((r) => `${r.first.heapMiB.toFixed(1)} / ${r.half.heapMiB.toFixed(1)} / ${r.end.heapMiB.toFixed(1)}`).join(', ')}; DOM nodes ${runs.map((r) => `${r.first.nodes} / ${r.half.nodes} / ${r.end.nodes}`).join(', ')}`,
        `articles in the DOM: first screen ${list(articles('first'), 0)}, at ${(opts.posts / 2).toLocaleString('en')} ${list(articles('half'), 0)}, at ${opts.posts.toLocaleString('en')} ${list(articles('end'), 0)}; DOM nodes at ${(opts.posts / 2).toLocaleString('en')}: ${list(nodes('half'), 0)} (the same as at the end: bounded, not growing with the feed)`,
        `posts loaded at the end: ${runs.map((r) => r.posts).join(' ')}; scrolling took ${list(runs.map((r) => r.scrollMs / 1000))} s (two screens a step, two frames between, the next page loaded by the app at the end)`,
        `data: the scale generator, ${data.users} accounts, ${data.posts} posts, demo following every account; each run a fresh persistent profile (Pixel 7 emulation, headless); measured after two forced garbage collections`,
      ],
    };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
