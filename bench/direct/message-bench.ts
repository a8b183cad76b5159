/**
 * Benchmark 13b (issue 13): a message from one page to another, from the sender pressing Enter
 * to the frame that shows it on the other person's page, against a raw WebSocket echo between
 * the same two pages through the same server.
 *
 * The real server (lib/app-server.ts, demo seed, DEV_ROUTES=1 for the relay) serves the real
 * production build; demo and maya.chen (who share a one-to-one thread in the seed), each in a
 * persistent profile of their own (lib/profile-browser.ts: IndexedDB on disk, as a person),
 * Pixel 7, with the conversation open.
 *
 *  - Measured: demo's page types a unique text into the composer and presses Enter (timed from
 *    the Enter): the outbox, the HTTP send, the server's transaction and event log, the pub/sub,
 *    maya's socket (one tab's worker), the direct slice, the mirror, React, the paint.
 *  - Baseline: the same two pages each hold a raw WebSocket to the server's relay
 *    (server/dev/ws-relay-route.ts); demo's page sends the text, maya's adds it to the page.
 *  - Both are timed on maya's page by the same probe (./message-probe.ts): a node holding the
 *    text added to the DOM, then the post-paint marker; wall-clock high-resolution times.
 *  - Alternating app and raw (which goes first flips each round), after warm-up rounds; p95 of
 *    each, ratio; goal ≤ 1.5×.
 */
import { devices } from '@playwright/test';
import type { Page } from '@playwright/test';
import { DEMO_USER } from '../../fixtures/seed/people';
import { DEV_WS_RELAY_PATH } from '../../server/dev/ws-relay-route';
import { startAppServer } from '../lib/app-server';
import type { BenchEnv } from '../lib/bench-env';
import { watchErrors } from '../lib/bench-env';
import { KEEP_NAMES_SHIM } from '../lib/keep-names';
import { launchProfileBrowser } from '../lib/profile-browser';
import type { ProfileBrowser } from '../lib/profile-browser';
import type { BenchReport } from '../lib/report';
import { summarize } from '../lib/stats';
import { pause, withTimeout } from '../lib/timeout';
import { logIn, settle } from '../like-tap/login';
import { installArrivalProbe, openFloorDb, openRelay, sendDurable, sendInApp, sendRaw, TOKEN_PATTERN } from './message-probe';

export const FRIEND = 'maya.chen';

type Kind = 'app' | 'raw' | 'durable';
const KINDS: readonly Kind[] = ['app', 'raw', 'durable'];
/** The three kinds in turn, the first rotating each round so none always follows another. */
function roundOrder(n: number): Kind[] {
  return KINDS.map((_, i) => KINDS[(n + i) % KINDS.length] as Kind);
}
/** 001 §9's direct limit is 100 messages a minute: the app's rounds stay under it. */
const ROUNDS = Number(process.env.BENCH_MESSAGE_ROUNDS ?? 40);
const WARMUP = 4;

export async function person(username: string, origin: string): Promise<{ browser: ProfileBrowser; page: Page; errors: () => string[] }> {
  const { defaultBrowserType: _type, ...pixel7 } = devices['Pixel 7'];
  const browser = await launchProfileBrowser(pixel7);
  await browser.context.addInitScript(KEEP_NAMES_SHIM);
  const page = await browser.context.newPage();
  const errors = watchErrors(page);
  await logIn(page, origin, username);
  await settle(page, 500);
  return { browser, page, errors };
}

/** demo opens the conversation with maya from the inbox; its id. */
export async function openConversation(page: Page, origin: string): Promise<string> {
  await page.goto(`${origin}/direct/inbox/`);
  await page.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: new RegExp(`^${FRIEND.replace('.', '\\.')}`) }).click();
  await page.getByRole('textbox', { name: 'Message' }).waitFor();
  const id = /\/direct\/t\/([^/]+)\//.exec(page.url())?.[1];
  if (!id) throw new Error(`no thread id in ${page.url()}`);
  return id;
}

/** The socket is up: the connectivity line ("Connecting…", "Offline…") is gone. */
export async function connected(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: 'Message' }).waitFor();
  await page.waitForFunction(() => !document.body.textContent?.includes('Connecting…'), undefined, { timeout: 20_000 });
}

export async function runMessageBench(_env: BenchEnv, id: string): Promise<BenchReport> {
  const server = await startAppServer(90_000, { DEV_ROUTES: '1' });
  const people: { browser: ProfileBrowser }[] = [];
  try {
    const demo = await person(DEMO_USER, server.origin);
    people.push(demo);
    const maya = await person(FRIEND, server.origin);
    people.push(maya);
    const threadId = await openConversation(demo.page, server.origin);
    await maya.page.goto(`${server.origin}/direct/t/${threadId}/`);
    await Promise.all([connected(demo.page), connected(maya.page)]);
    await maya.page.evaluate(installArrivalProbe, TOKEN_PATTERN);
    const relay = `${server.origin.replace(/^http/, 'ws')}${DEV_WS_RELAY_PATH}?room=bench-${Date.now()}`;
    await Promise.all([demo.page.evaluate(openRelay, relay), maya.page.evaluate(openRelay, relay), demo.page.evaluate(openFloorDb)]);

    const run = Date.now().toString(36);
    const times: Record<Kind, number[]> = { app: [], raw: [], durable: [] };
    const send = { app: sendInApp, raw: sendRaw, durable: sendDurable };
    const once = async (kind: Kind, n: number): Promise<number> => {
      const token = `bench-${kind}-${n}-${run}`;
      const t0 = await demo.page.evaluate(send[kind], token);
      const arrived = await withTimeout(
        maya.page.waitForFunction((t) => (window as unknown as { __benchArrived: Record<string, number> }).__benchArrived[t], token, { polling: 50 }).then((h) => h.jsonValue()),
        20_000,
        `${kind} message ${n} on the other page`,
      );
      return (arrived as number) - t0;
    };
    for (let n = 0; n < WARMUP + ROUNDS; n++) {
      for (const kind of roundOrder(n)) {
        const ms = await once(kind, n);
        if (n >= WARMUP) times[kind].push(ms);
        await pause(250); // the message's aftermath (seen mark, the sender's answer) out of the next one's way
      }
    }
    const errors = [...demo.errors(), ...maya.errors()];
    if (errors.length) throw new Error(`the pages reported errors: ${errors.join(' | ')}`);
    const a = summarize(times.app);
    const r = summarize(times.raw);
    const d = summarize(times.durable);
    return {
      id,
      title: 'A message from one page to another: Enter → painted on the other person\'s page (real app, two persistent profiles)',
      rows: [
        {
          title: 'p95 send → painted on the other side',
          measured: { label: 'app: Enter → outbox → HTTP → socket → worker → paint', summary: a },
          baseline: { label: 'raw WebSocket echo between the same two pages, same server', summary: r },
          stat: 'p95',
          goalMax: 1.5,
        },
        {
          title: 'for information: the floor of DESIGN rule 1 (one record durable before the send)',
          measured: { label: 'raw echo, one IndexedDB put done before the send', summary: d },
          baseline: { label: 'raw WebSocket echo between the same two pages, same server', summary: r },
          stat: 'p95',
          goalMax: null,
        },
      ],
      notes: [
        `${ROUNDS} messages of each after ${WARMUP} warm-up ones, the three kinds in turn (which goes first rotates each round); durable floor median ${d.median.toFixed(1)} ms (min–max ${d.min.toFixed(1)}–${d.max.toFixed(1)}, p95 ${d.p95.toFixed(1)}); app median ${a.median.toFixed(1)} ms (min–max ${a.min.toFixed(1)}–${a.max.toFixed(1)}), raw median ${r.median.toFixed(1)} ms (min–max ${r.min.toFixed(1)}–${r.max.toFixed(1)}).`,
        'Times are wall-clock high-resolution times of the two browser processes (performance.timeOrigin + now), on one machine.',
      ],
    };
  } finally {
    for (const p of people) await p.browser.close().catch(() => undefined);
    await server.stop();
  }
}
