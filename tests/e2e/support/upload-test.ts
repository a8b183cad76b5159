import { test as base } from '@playwright/test';
import { deletePostsWithCaptions } from './feed-api';
import { startThrottleProxy, type ThrottleProxy } from './throttle-proxy';

/** The port of the server the test's project runs against (its baseURL, playwright.config.ts). */
function serverPort(baseURL: string | undefined): number {
  return Number(new URL(baseURL ?? `http://localhost:${process.env['E2E_PORT'] ?? 4173}`).port);
}

/**
 * The upload tests' test: `made` collects the captions of the posts a test publishes; they are
 * deleted from the server afterwards, so they do not lead the feed of the tests that follow.
 */
export const uploadTest = base.extend<{ made: string[] }>({
  made: async ({ page }, use) => {
    const made: string[] = [];
    await use(made);
    await deletePostsWithCaptions(page.request, made).catch((e: unknown) => console.warn('[uploads] cleanup failed', e));
  },
});

/**
 * A test whose browser reaches the app only through a throttled, breakable link
 * (./throttle-proxy.ts): the page's baseURL is the proxy's origin, and the app is same-origin,
 * so the page, its worker and its service worker all go through it.
 */
export const proxiedTest = uploadTest.extend<{ link: ThrottleProxy; linkBytesPerSecond: number }>({
  linkBytesPerSecond: [2_000_000, { option: true }],
  // Not `proxy`: that name is Playwright's own option (the browser's proxy settings).
  link: async ({ linkBytesPerSecond }, use, testInfo) => {
    const upstreamPort = serverPort(testInfo.project.use.baseURL);
    const link = await startThrottleProxy({ upstreamPort, bytesPerSecond: linkBytesPerSecond });
    await use(link);
    await link.close();
    // What went over the link, for a failure's report: rupload requests with their offsets and bytes.
    const lines = link
      .requests()
      .filter((r) => r.path.startsWith('/rupload_'))
      .map((r) => `${new Date(r.at).toISOString()} ${r.method} ${r.path} offset=${r.offset ?? '-'} body=${r.forwardedBody}/${r.contentLength}`);
    await testInfo.attach('link-requests.txt', { body: `${lines.join('\n')}\ncuts: ${link.cuts()}\n`, contentType: 'text/plain' });
  },
  baseURL: async ({ link }, use) => {
    await use(link.origin);
  },
});
