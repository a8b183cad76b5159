/**
 * Node side of the upload bench page: opens it (logged in with the server's cookies), picks the
 * files from disk with setInputFiles, starts the engine worker, and runs the page's calls with
 * a time limit, page and worker errors included in a failure. (`window.lumenUploadBench` is
 * there once the page loaded: the casts below run in the page after that check.)
 */
import type { BrowserContext, Page } from '@playwright/test';
import { watchErrors } from '../lib/bench-env';
import { withTimeout } from '../lib/timeout';
import type { RuploadServer } from './rupload-server';
import type { ComposeFacts } from '../../worker/api-types';
import type { EngineRun, EngineUploadOptions, PlainRun, TusOptions, TusRun, UploadBenchApi } from './upload-api';

export interface UploadPage {
  page: Page;
  engine(opts: EngineUploadOptions, ms: number): Promise<EngineRun>;
  plain(facts: ComposeFacts, ms: number): Promise<PlainRun>;
  tus(opts: TusOptions, ms: number): Promise<TusRun>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** The page's origin: the app server, or a proxy in front of a server. */
  origin: string;
  file: string;
  cover?: string;
  /** Start the engine worker (not needed on the tus page). */
  engine: boolean;
}

/** A page of `context` (logged in already: RuploadServer.logIn). */
export async function openUploadPage(context: BrowserContext, server: RuploadServer, opts: OpenOptions): Promise<UploadPage> {
  const page = await context.newPage();
  try {
    const errors = watchErrors(page);
    await page.goto(`${opts.origin}/upload/index.html`);
    await page.waitForFunction(() => window.lumenUploadBench !== undefined, null, { timeout: 10_000 });
    await page.setInputFiles('#file', opts.file);
    if (opts.cover !== undefined) await page.setInputFiles('#cover', opts.cover);
    const guard = <T>(what: string, ms: number, p: Promise<T>): Promise<T> =>
      withTimeout(p, ms, what).catch((e: unknown) => {
        throw new Error(`${what}: ${e instanceof Error ? e.message : String(e)}${errors().length ? ` (page: ${errors().join(' | ')})` : ''}`);
      });
    if (opts.engine) {
      const init = { session: server.session, viewerId: server.viewerId };
      await guard('engine worker start', 20_000, page.evaluate((a) => (window.lumenUploadBench as UploadBenchApi).init(a.session, a.viewerId), init));
    }
    return {
      page,
      engine: (o, ms) => guard('engine upload', ms, page.evaluate((x) => (window.lumenUploadBench as UploadBenchApi).engine(x), o)),
      plain: (facts, ms) => guard('plain upload', ms, page.evaluate((x) => (window.lumenUploadBench as UploadBenchApi).plain(x), facts)),
      tus: (o, ms) => guard('tus upload', ms, page.evaluate((x) => (window.lumenUploadBench as UploadBenchApi).tus(x), o)),
      close: () => page.close(),
    };
  } catch (error) {
    await page.close();
    throw error;
  }
}
