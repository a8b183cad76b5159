/**
 * The start benchmark's pages (Node side): a new tab opened on the app or on the empty page,
 * timed by the paint probe; the raw read of the feed's first posts in the empty page.
 */
import { writeFile } from 'node:fs/promises';
import type { BrowserContext, Page } from '@playwright/test';
import { watchErrors } from '../lib/bench-env';
import { withTimeout } from '../lib/timeout';
import type { FirstPaint } from './paint-probe';

/** A path of the app's origin no route of the app or the server has: the service worker serves it from its HTML cache. */
export const EMPTY_PATH = '/__bench/empty/';
export const EMPTY_HTML = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Empty</title></head><body></body></html>';

export interface RawRead {
  ms: number;
  /** The feed's first page, as the cache holds it. */
  ids: string[];
  posts: number;
  /** The first post's owner's username (to check the app painted that post). */
  firstOwner: string;
}

/** Where a tab's time went (ms from its navigation start), from its own timing entries. */
export interface Phases {
  /** The document's response (from the service worker) received. */
  html: number;
  /** The page's own scripts received (the latest script resource's responseEnd). */
  scripts: number;
  /** The first contentful paint (the app: its boot screen), or -1. */
  fcp: number;
  /** The document parsed (domInteractive): the kept first screen is in the DOM by then. */
  parsed: number;
  /** The page's module scripts evaluated (domContentLoadedEventStart), or -1 if not yet. */
  scriptsRun: number;
  /** The page's stylesheets received (the latest .css resource's responseEnd), or -1. */
  styles: number;
  /** The app's bundle evaluated (its entry's mark `lumen:main`), or -1. */
  main: number;
  /** The app's client started (`lumen:client-start`), or -1. */
  clientStart: number;
}

export function phasesOf(page: Page): Promise<Phases> {
  return page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) => e.initiatorType === 'script' || e.name.endsWith('.js'));
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    return {
      html: nav?.responseEnd ?? -1,
      scripts: scripts.reduce((m, e) => Math.max(m, e.responseEnd), -1),
      fcp: fcp?.startTime ?? -1,
      parsed: nav?.domInteractive ?? -1,
      scriptsRun: nav && nav.domContentLoadedEventStart > 0 ? nav.domContentLoadedEventStart : -1,
      styles: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) => e.name.endsWith('.css')).reduce((m, e) => Math.max(m, e.responseEnd), -1),
      main: performance.getEntriesByName('lumen:main')[0]?.startTime ?? -1,
      clientStart: performance.getEntriesByName('lumen:client-start')[0]?.startTime ?? -1,
    };
  });
}

/** A Chrome trace's categories for where a first frame goes (parse, style, layout, paint, the compositor's frames). */
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.frame', 'blink', 'blink.user_timing', 'loading', 'cc', 'viz', 'gpu', 'toplevel', 'benchmark', 'navigation', 'ServiceWorker'];

/** A Chrome trace of `page` (CDP Tracing, its renderer and the browser) until the returned stop writes it to `path`. */
async function startTrace(context: BrowserContext, page: Page, path: string): Promise<() => Promise<void>> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Tracing.start', { transferMode: 'ReturnAsStream', traceConfig: { includedCategories: TRACE_CATEGORIES } });
  return async () => {
    const done = new Promise<string>((resolve) => cdp.once('Tracing.tracingComplete', (e: { stream?: string }) => resolve(e.stream ?? '')));
    await cdp.send('Tracing.end');
    const stream = await done;
    const chunks: string[] = [];
    for (;;) {
      const { data, eof, base64Encoded } = await cdp.send('IO.read', { handle: stream });
      chunks.push(base64Encoded ? Buffer.from(data, 'base64').toString('utf8') : data);
      if (eof) break;
    }
    await cdp.send('IO.close', { handle: stream });
    await writeFile(path, chunks.join(''));
    await cdp.detach();
  };
}

/**
 * Opens `url` in a new tab and waits for the probe's first paint; the tab stays open (closed by
 * the caller). `tracePath`: a Chrome trace of the tab from before its navigation to the paint.
 */
export async function openAndTime(context: BrowserContext, url: string, what: string, tracePath?: string): Promise<{ page: Page; paint: FirstPaint }> {
  const page = await context.newPage();
  const errors = watchErrors(page);
  try {
    const stopTrace = tracePath === undefined ? null : await startTrace(context, page, tracePath);
    await page.goto(url, { waitUntil: 'commit' });
    const paint = await withTimeout(page.evaluate(() => (window as unknown as { lumenFirstPaint: Promise<FirstPaint> }).lumenFirstPaint), 30_000, `${what}: the first paint`);
    await stopTrace?.();
    return { page, paint };
  } catch (e) {
    await page.close();
    throw new Error(`${e instanceof Error ? e.message : String(e)}${errors().length ? ` (page: ${errors().join(' | ')})` : ''}`);
  }
}

/**
 * The baseline's read, in a page of the app's origin: open the cache database, read the feed's
 * first page (its meta record) and each of its posts by key, in one read-only transaction;
 * timed from `indexedDB.open` to the transaction's `complete`. The owner's username is read after.
 */
export function rawReadFeedPosts(page: Page, dbName: string): Promise<RawRead> {
  return page.evaluate(async (name) => {
    const req = <T>(r: IDBRequest<T>) => new Promise<T>((resolve, reject) => {
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error);
    });
    const t0 = performance.now();
    const db = await req(indexedDB.open(name));
    const tx = db.transaction(['meta', 'posts'], 'readonly');
    const done = new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    const feed = (await req(tx.objectStore('meta').get('feed')) as { value?: { items?: string[] } } | undefined)?.value;
    const ids = feed?.items ?? [];
    const posts = (await Promise.all(ids.map((id) => req(tx.objectStore('posts').get(id))))) as ({ owner?: string } | undefined)[];
    await done;
    const ms = performance.now() - t0;
    const owner = posts[0]?.owner ?? '';
    const user = owner ? ((await req(db.transaction('users').objectStore('users').get(owner))) as { username?: string } | undefined) : undefined;
    db.close();
    return { ms, ids, posts: posts.filter(Boolean).length, firstOwner: user?.username ?? '' };
  }, dbName);
}
