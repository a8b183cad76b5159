/**
 * The browser chaos person's taps beyond the feed (issue 17 names them once the people area
 * and direct messages landed): Follow / Unfollow on a profile (/{username}/), Block (after its
 * confirmation) and Unblock in the profile's options, and a message sent and unsent in one
 * conversation (/direct/t/{id}/). The screen is reached by the app's router from wherever the
 * tab is (offline it shows what the cache holds, or nothing: then the tap is not offered), and
 * what it shows after each tap is read from the DOM: the follow button's aria-pressed, the
 * "You blocked this account" state, the message bubbles.
 */
import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import type { ChaosPerson } from './chaos-person';
import type { PersonKind } from './chaos-plan';
import { messageIn } from './chaos-expect-direct';

export interface PersonShown {
  following: boolean;
  blocked: boolean;
}

const SHOWN_WITHIN_MS = 2000;

/** The visible one of the header's two button rows (wide and narrow screens) holds the follow button. */
const followButton = (page: Page): Locator => page.locator('.profile__header .follow-button:visible');

/** The profile of `username` in the open tab; null when it cannot show (offline, not in the cache). */
export async function openProfile(runner: ChaosPerson, username: string): Promise<Page | null> {
  const page = await runner.at(`/${username}/`);
  const header = page.getByRole('heading', { level: 1, name: username });
  const failed = page.getByText("Couldn't load this profile.");
  await expect(header.or(failed)).toBeVisible({ timeout: 15_000 });
  if (await failed.isVisible()) return null;
  await expect(followButton(page)).toBeVisible();
  return page;
}

export async function personShown(page: Page): Promise<PersonShown> {
  const blocked = await page.getByRole('heading', { name: 'You blocked this account' }).isVisible();
  const following = (await followButton(page).getAttribute('aria-pressed')) === 'true';
  return { following, blocked };
}

/**
 * Taps Follow / Following (a blocked profile's button is Unblock: then that is the tap, a
 * block's) or Block / Unblock in the options. Answers the toggle tapped, what showed before and
 * after (after null: the tab was closed at once), or null when the profile could not show.
 */
export async function tapPerson(
  runner: ChaosPerson,
  username: string,
  kind: PersonKind,
  close: boolean,
  afterTap?: () => Promise<void>,
): Promise<{ kind: PersonKind; before: PersonShown; after: PersonShown | null } | null> {
  const page = await openProfile(runner, username);
  if (!page) return null;
  const before = await personShown(page);
  const tapped: PersonKind = kind === 'follow' && before.blocked ? 'block' : kind;
  if (kind === 'follow') await followButton(page).click();
  else {
    await page.getByRole('button', { name: `Options for ${username}` }).click();
    const panel = page.locator('.profile__options .account-menu__panel');
    if (before.blocked) await panel.getByRole('button', { name: 'Unblock', exact: true }).click();
    else {
      await panel.getByRole('button', { name: 'Block', exact: true }).click();
      await panel.getByRole('button', { name: `Block ${username}`, exact: true }).click();
    }
  }
  if (close) {
    await runner.closeTab();
    return { kind: tapped, before, after: null };
  }
  await afterTap?.();
  const changed = (s: PersonShown) => (tapped === 'block' ? s.blocked !== before.blocked : s.following !== before.following);
  try {
    await expect.poll(async () => changed(await personShown(page)), { timeout: SHOWN_WITHIN_MS }).toBe(true);
  } catch {
    runner.unshown.push(`${tapped} of ${username} did not show after the tap`);
  }
  return { kind: tapped, before, after: await personShown(page) };
}

/** The conversation in the open tab; null when it cannot show (offline, not in the cache). */
export async function openThread(runner: ChaosPerson, threadId: string): Promise<Page | null> {
  const page = await runner.at(`/direct/t/${threadId}/`);
  const box = page.getByRole('textbox', { name: 'Message' });
  const missing = page.getByText(/This conversation isn't available/);
  await expect(box.or(missing)).toBeVisible({ timeout: 15_000 });
  return (await missing.isVisible()) ? null : page;
}

const ownBubble = (page: Page, text: string): Locator => page.getByRole('group', { name: `You: ${text}` });

/** Writes `text` and taps Send; answers whether it shows (null: closed at once; undefined: the conversation could not show). */
export async function sendMessage(runner: ChaosPerson, threadId: string, text: string, close: boolean, afterTap?: () => Promise<void>): Promise<boolean | null | undefined> {
  const page = await openThread(runner, threadId);
  if (!page) return undefined;
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  // The button a person taps (offline on a phone too: 3083d72 keeps it above the tab bar).
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  return runner.shownAfterSubmit(close, afterTap, ownBubble(page, text), `message "${text}" did not show after Send`);
}

/**
 * The run's messages of the viewer that offer Unsend (delivered), oldest first. Each row is
 * found by its text (unique in a run), not by its place: the thread may change under the taps
 * (a reconnect brings its items again), and a row by place then names another message than the
 * one whose options are open (seed 1779911716, 2026-11-28).
 */
async function unsendable(page: Page): Promise<{ text: string; row: Locator }[]> {
  const rows = page.locator('li.message--own').filter({ has: page.getByRole('button', { name: 'Message options' }) });
  const found: { text: string; row: Locator }[] = [];
  for (const row of await rows.all()) {
    const text = messageIn((await row.textContent()) ?? '');
    if (text) found.push({ text, row: rows.filter({ has: ownBubble(page, text) }) });
  }
  return found;
}

/**
 * Unsends the `pick`-th (modulo) of the run's delivered messages the conversation shows;
 * answers its text, or null when none is offered (undefined: the conversation could not show).
 */
export async function unsendMessage(runner: ChaosPerson, threadId: string, pick: number): Promise<string | null | undefined> {
  const page = await openThread(runner, threadId);
  if (!page) return undefined;
  const offered = await unsendable(page);
  const chosen = offered[pick % Math.max(1, offered.length)];
  if (!chosen) return null;
  await chosen.row.getByRole('button', { name: 'Message options' }).click();
  await chosen.row.getByRole('button', { name: 'Unsend', exact: true }).click();
  await expect(ownBubble(page, chosen.text)).toHaveCount(0, { timeout: 3000 });
  return chosen.text;
}

/** A profile loaded afresh, once its screen holds still (it shows the cache, then the server's answer). */
export async function profileFacts(runner: ChaosPerson, username: string): Promise<PersonShown> {
  const page = await runner.load(`/${username}/`);
  const shown = await openProfile(runner, username);
  if (!shown) throw new Error(`the profile of ${username} does not load online`);
  await page.waitForTimeout(500);
  return personShown(page);
}

/**
 * The conversation loaded afresh, every older page loaded: the run's messages it shows as
 * delivered (oldest first), and those it shows "Not delivered".
 */
export async function threadFacts(runner: ChaosPerson, threadId: string): Promise<{ shown: string[]; notDelivered: string[] }> {
  const page = await runner.load(`/direct/t/${threadId}/`);
  if (!(await openThread(runner, threadId))) throw new Error(`the conversation ${threadId} does not load online`);
  await page.waitForTimeout(500);
  const older = page.getByRole('button', { name: 'Load older messages' });
  const items = page.locator('li[data-item-id]');
  for (let i = 0; i < 60 && (await older.isVisible()); i++) {
    const before = await items.count();
    await older.click();
    // A page of unsent messages only adds nothing: then the next click asks for the page before it.
    await expect
      .poll(async () => (await items.count()) > before || !(await older.isVisible()), { timeout: 5000 })
      .toBe(true)
      .catch(() => undefined);
  }
  const shown: string[] = [];
  const notDelivered: string[] = [];
  for (const row of await page.locator('li.message--own').all()) {
    const text = messageIn((await row.textContent()) ?? '');
    if (!text) continue;
    if ((await row.getByText('Not delivered').count()) > 0) notDelivered.push(text);
    else shown.push(text);
  }
  return { shown, notDelivered };
}
