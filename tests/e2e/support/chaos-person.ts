/**
 * The person of the browser chaos test (issue 17): one browser context (one profile: its
 * IndexedDB outbox and service worker outlive every tab), at most one app tab at a time, the
 * taps made as a person makes them (the heart, the bookmark, the comment box, Delete on the
 * post page) and what the screen shows read from the DOM (aria-pressed, the comment texts).
 * The taps on profiles and in the conversation are ./chaos-places.ts's.
 */
import { expect } from '@playwright/test';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { goOffline, goOnline, waitForServiceWorker } from '../helpers';
import { logInToFeed as logIn } from './session';
import type { ToggleKind } from './chaos-plan';

export interface ChaosPost {
  /** The id the API gives (the database's). */
  id: string;
  code: string;
}

const TOGGLE_NAMES: Record<ToggleKind, RegExp> = { like: /^(Like|Unlike)$/, save: /^(Save|Remove from saved)$/ };

/** The run's comment texts end with a dot, so they can be found in a row's text. */
/** How long the tray may stay after the return before `waitIdle` notes the outbox's records (issue 17, 4: settle ≤ 5 s). */
const LINGER_MS = 3000;

/** The outbox's records as the page's IndexedDB holds them: kind, state, attempts, next try. */
async function outboxRecords(page: Page): Promise<string> {
  return page
    .evaluate(
      () =>
        new Promise<string>((resolve) => {
          const open = indexedDB.open('lumen-outbox');
          open.onerror = () => resolve(`open failed: ${String(open.error)}`);
          open.onsuccess = () => {
            const read = open.result.transaction('mutations').objectStore('mutations').getAll();
            read.onsuccess = () => {
              open.result.close();
              const now = Date.now();
              resolve(
                JSON.stringify(
                  (read.result as Record<string, unknown>[]).map((r) => {
                    const { payload: _payload, ...rest } = r;
                    for (const key of Object.keys(rest)) if (typeof rest[key] === 'number' && (rest[key] as number) > 1e12) rest[key] = `${(rest[key] as number) - now} ms from now`;
                    return rest;
                  }),
                ),
              );
            };
            read.onerror = () => resolve(`read failed: ${String(read.error)}`);
          };
        }),
    )
    .catch((e: unknown) => `no read: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`);
}

/** The tray's button as it is now (null: not shown), read without waiting for it. */
async function trayNow(tray: Locator): Promise<{ text: string; failed: boolean; expanded: boolean } | null> {
  const all = await tray.evaluateAll((buttons) =>
    buttons.map((b) => ({ text: b.textContent ?? '', failed: b.classList.contains('tray__button--failed'), expanded: b.getAttribute('aria-expanded') === 'true' })),
  );
  return all[0] ?? null;
}

export const commentText = (seed: number, n: number): string => `chaos ${seed}-${n}.`;
export const commentPrefix = (seed: number): string => `chaos ${seed}-`;
const COMMENT_TEXT = /chaos \d+-\d+\./g;

export function commentsIn(text: string): string[] {
  return [...text.matchAll(COMMENT_TEXT)].map((m) => m[0]);
}

export class ChaosPerson {
  page: Page | null = null;
  online = true;
  /** The open tab shows the feed with every post of the run (checked once after it loaded). */
  private shown = false;
  /** What `waitIdle` saw, in order: the tray's label at each change, and the outbox's records when it lingered. */
  settleTrace: string[] = [];
  /** Taps whose effect did not show at once on the screen. */
  readonly unshown: string[] = [];
  /** What a post page showed when it did not show the comment to delete. */
  readonly notShown: string[] = [];
  /** What "Unsent activity" told as refused once nothing else waited (the summaries of its failed rows). */
  told: string[] = [];

  constructor(
    readonly context: BrowserContext,
    /** The run's posts (chosen after login). */
    public posts: readonly ChaosPost[] = [],
  ) {}

  /** Logs in (online) and waits for the service worker and the first cache write. */
  async start(): Promise<void> {
    const page = await this.context.newPage();
    await logIn(page);
    await waitForServiceWorker(page);
    await page.waitForTimeout(2500); // cache writes are debounced 500 ms, idle 2 s (000 §9)
    this.page = page;
  }

  article(page: Page, post: ChaosPost): Locator {
    return page.getByRole('article').filter({ has: page.locator(`a[href="/p/${post.code}/"]`) }).first();
  }

  /** The open tab on the feed (a new tab when none is open), with every post of the run shown. */
  async feed(): Promise<Page> {
    let page = this.page;
    if (!page) {
      page = await this.context.newPage();
      this.page = page;
      this.shown = false;
      await page.goto('/');
    } else if (new URL(page.url()).pathname !== '/') {
      this.shown = false;
      const open = page;
      const home = open.getByRole('link', { name: 'Home' }).first();
      // The conversation's screen has no tab bar on a phone: the way back is the app's own navigation.
      if (!(await home.isVisible())) await this.moveTo(open, '/');
      else {
        await home.click().catch(async (e: unknown) => {
          throw new Error(`no Home link to go back to the feed on ${open.url()} (${this.online ? 'online' : 'offline'}): ${await this.screenText(open)}`, { cause: e });
        });
      }
      await expect(page).toHaveURL((u) => u.pathname === '/');
    }
    if (!this.shown) {
      const open = page;
      for (const post of this.posts) {
        await expect(this.article(open, post))
          .toBeVisible({ timeout: 20_000 })
          .catch(async (e: unknown) => {
            throw new Error(`the feed on ${open.url()} (${this.online ? 'online' : 'offline'}) does not show post ${post.code}: ${await this.screenText(open)}`, { cause: e });
          });
      }
      this.shown = true;
    }
    return page;
  }

  /** The open tab at `path` (a new tab when none is open, loaded there), moved there by the app's router (no page load). */
  async at(path: string): Promise<Page> {
    let page = this.page;
    if (!page) {
      page = await this.context.newPage();
      this.page = page;
      this.shown = false;
      await page.goto(path);
    } else if (new URL(page.url()).pathname !== path) {
      this.shown = false;
      await this.moveTo(page, path);
    }
    return page;
  }

  /** The open tab (a new one when none is open) loaded afresh at `path`. */
  async load(path: string): Promise<Page> {
    const page = this.page ?? (await this.context.newPage());
    this.page = page;
    this.shown = false;
    await page.goto(path);
    return page;
  }

  /** As a link does: wouter follows history.pushState. */
  private async moveTo(page: Page, path: string): Promise<void> {
    await page.evaluate((to) => history.pushState(null, '', to), path);
    await expect(page).toHaveURL((u) => u.pathname === path);
  }

  /** What a stuck screen shows, for the failure message (its main heading and first words). */
  async screenText(page: Page): Promise<string> {
    const text = (await page.locator('body').innerText({ timeout: 2000 }).catch(() => '')) ?? '';
    return JSON.stringify(text.replace(/\s+/g, ' ').slice(0, 300));
  }

  async shownToggle(page: Page, post: ChaosPost, kind: ToggleKind): Promise<boolean> {
    const button = this.article(page, post).getByRole('button', { name: TOGGLE_NAMES[kind] });
    return (await button.getAttribute('aria-pressed', { timeout: 5000 })) === 'true';
  }

  /** Taps the heart or the bookmark; answers what it shows after the tap (null: the tab was closed at once). */
  async toggle(post: ChaosPost, kind: ToggleKind, close: boolean, afterTap?: () => Promise<void>): Promise<{ before: boolean; after: boolean | null }> {
    const page = await this.feed();
    const before = await this.shownToggle(page, post, kind);
    await this.article(page, post).getByRole('button', { name: TOGGLE_NAMES[kind] }).click();
    if (close) {
      await this.closeTab();
      return { before, after: null };
    }
    await afterTap?.();
    const button = this.article(page, post).getByRole('button', { name: TOGGLE_NAMES[kind] });
    try {
      await expect(button).toHaveAttribute('aria-pressed', String(!before), { timeout: 2000 });
    } catch {
      this.unshown.push(`${kind} of post ${post.id} did not show after the tap`);
    }
    return { before, after: (await button.getAttribute('aria-pressed')) === 'true' };
  }

  /** Writes a comment in the card's box and posts it; answers whether it shows (null: closed at once). */
  async comment(post: ChaosPost, text: string, close: boolean, afterTap?: () => Promise<void>): Promise<boolean | null> {
    const page = await this.feed();
    const card = this.article(page, post);
    await card.getByRole('textbox', { name: /add a comment/i }).fill(text);
    await card.getByRole('button', { name: 'Post', exact: true }).click();
    return this.shownAfterSubmit(close, afterTap, card.getByText(text), `comment "${text}" on post ${post.id} did not show after Post`);
  }

  /**
   * After a comment or message is submitted: the tab closed at once (null), or whether `shows`
   * appears within 3 s (else `unshown` tells `notShown`).
   */
  async shownAfterSubmit(close: boolean, afterTap: (() => Promise<void>) | undefined, shows: Locator, notShown: string): Promise<boolean | null> {
    if (close) {
      await this.closeTab();
      return null;
    }
    await afterTap?.();
    try {
      await expect(shows).toBeVisible({ timeout: 3000 });
      return true;
    } catch {
      this.unshown.push(notShown);
      return false;
    }
  }

  /**
   * Opens the post's page from its card, taps Delete on the comment and goes back to the feed;
   * answers 'deleted', or 'not-shown' when the post page does not show the comment.
   */
  async uncomment(post: ChaosPost, text: string): Promise<'deleted' | 'not-shown'> {
    const page = await this.feed();
    await this.article(page, post).getByRole('link', { name: 'Comment', exact: true }).click();
    await expect(page).toHaveURL((u) => u.pathname === `/p/${post.code}/`);
    const row = page.getByRole('listitem').filter({ hasText: text });
    try {
      await expect(row.getByRole('button', { name: 'Delete comment' })).toBeVisible({ timeout: 5000 });
    } catch {
      const list = (await page.getByRole('list', { name: 'Comments' }).first().textContent().catch(() => '')) ?? '';
      this.notShown.push(`post page of ${post.id} (${this.online ? 'online' : 'offline'}) shows ${JSON.stringify(commentsIn(list))}, not "${text}"`);
      await this.feed();
      return 'not-shown';
    }
    await row.getByRole('button', { name: 'Delete comment' }).click();
    await expect(row).toHaveCount(0, { timeout: 3000 });
    await this.feed();
    return 'deleted';
  }

  async reload(): Promise<void> {
    if (!this.page) {
      await this.feed();
      return;
    }
    this.shown = false;
    await this.page.reload();
    await this.feed();
  }

  async closeTab(): Promise<void> {
    const page = this.page;
    this.page = null;
    await page?.close();
  }

  async setOnline(online: boolean): Promise<void> {
    if (online === this.online) return;
    if (online) await goOnline(this.context);
    else await goOffline(this.context);
    this.online = online;
  }

  /**
   * The service worker replays the outbox with every app tab closed (DESIGN.md rule 4): as
   * tests/e2e/service-worker-replay.spec.ts does, a page that does not run the app (an image
   * under the worker's scope) asks it with {type: 'replay-outbox'}, since Background Sync does
   * not fire in automation. Answers the worker's reply (or why there was none).
   */
  async serviceWorkerReplay(): Promise<string> {
    await this.closeTab();
    const bare = await this.context.newPage();
    try {
      await bare.goto('/icon.svg', { timeout: 10_000 });
      const reply = await bare.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        const channel = new MessageChannel();
        const answer = new Promise<unknown>((resolve) => {
          channel.port1.onmessage = (e) => resolve(e.data);
          setTimeout(() => resolve({ type: 'no reply in 30 s' }), 30_000);
        });
        registration.active?.postMessage({ type: 'replay-outbox' }, [channel.port2]);
        return answer;
      });
      return JSON.stringify(reply);
    } catch (e) {
      return `no replay: ${(e instanceof Error ? e.message : String(e)).split('\n')[0]}`;
    } finally {
      await bare.close();
    }
  }

  /**
   * Resolves once "Unsent activity" is gone from the open tab (the outbox is empty) and stays
   * gone for `stableMs`, or holds only refusals. Each poll reads the tray in one snapshot that
   * does not wait: a call that waits for the tray (textContent, getAttribute) when it just went
   * would sit out the 15 s action timeout and count it as the app's settle time (issue 17:
   * three runs "settled" after 15.4 s, that wait; a run with two such waits "settled" after 30 s).
   */
  async waitIdle(timeoutMs: number, stableMs = 1000): Promise<number> {
    const page = await this.feed();
    const tray = page.getByRole('button', { name: /^Unsent activity/ });
    const deadline = Date.now() + timeoutMs;
    const start = Date.now();
    let emptySince: number | null = null;
    let lastLabel: string | null = null;
    let dumped = false;
    this.settleTrace = [];
    while (Date.now() < deadline) {
      const shown = await trayNow(tray);
      const label = shown === null ? '(no tray)' : `${shown.text}${shown.failed ? ' (failed)' : ''}`;
      if (label !== lastLabel) this.settleTrace.push(`+${Date.now() - start} ms tray: ${label}`);
      lastLabel = label;
      if (!dumped && Date.now() - start > LINGER_MS && shown !== null) {
        dumped = true;
        this.settleTrace.push(`+${Date.now() - start} ms outbox: ${await outboxRecords(page)}`);
      }
      const empty = shown === null || (shown.failed && (await this.onlyRefusals(page, shown.expanded)));
      if (empty) {
        emptySince ??= Date.now();
        if (Date.now() - emptySince >= stableMs) return emptySince;
      } else emptySince = null;
      await page.waitForTimeout(50);
    }
    const label = (await tray.textContent({ timeout: 1000 }).catch(() => '')) ?? '';
    await tray.click({ timeout: 1000 }).catch(() => undefined);
    const rows = (await page.getByRole('region', { name: 'Unsent activity' }).textContent({ timeout: 1000 }).catch(() => '')) ?? '';
    throw new Error(`the outbox did not empty within ${timeoutMs} ms: ${label} ${rows}`);
  }

  /**
   * "Unsent activity" (shown as failed) holds only refusals (each told, with Retry and Discard:
   * issue 17's one outcome allowed besides success); notes their summaries in `told`. The tray
   * may go at any moment (its last record sent): a click that finds it gone is not "only refusals".
   */
  private async onlyRefusals(page: Page, expanded: boolean): Promise<boolean> {
    const tray = page.getByRole('button', { name: /^Unsent activity/ });
    const toggle = () => tray.click({ timeout: 1000 }).then(() => true, () => false);
    if (!expanded && !(await toggle())) return false;
    const panel = page.getByRole('region', { name: 'Unsent activity' });
    const rows = await panel.locator('.outbox-row').count();
    const summaries = await panel.locator('.outbox-row--failed .outbox-row__summary').allTextContents();
    await toggle();
    if (rows === 0 || summaries.length !== rows) {
      await page.waitForTimeout(500);
      return false;
    }
    this.told = summaries;
    return true;
  }

  /** The screen's facts about a post, read on its own page (loaded afresh). */
  async postPage(post: ChaosPost): Promise<{ liked: boolean; saved: boolean; likes: number; comments: string[] }> {
    const page = await this.feed();
    this.shown = false;
    await page.goto(`/p/${post.code}/`);
    const article = page.getByRole('article').first();
    await expect(article).toBeVisible({ timeout: 20_000 });
    await page.waitForTimeout(500);
    const liked = (await article.getByRole('button', { name: TOGGLE_NAMES.like }).getAttribute('aria-pressed')) === 'true';
    const saved = (await article.getByRole('button', { name: TOGGLE_NAMES.save }).getAttribute('aria-pressed')) === 'true';
    const likeText = (await article.locator('.post__likes').first().textContent()) ?? '';
    const likes = /^\s*([\d,]+) likes?/.exec(likeText)?.[1]?.replace(/,/g, '') ?? '0';
    const comments = commentsIn((await page.getByRole('list', { name: 'Comments' }).first().textContent().catch(() => '')) ?? '');
    return { liked, saved, likes: Number(likes), comments: comments.sort() };
  }
}
