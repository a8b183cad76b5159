import { expect, test, type Page } from '@playwright/test';
import { DEMO_USER, PEOPLE } from '../../fixtures/seed/people';
import { ReportPath } from '../../sync/api/reports-wire';
import type { WireReportResponse } from '../../sync/api/reports-wire';
import type { WirePost } from '../../sync/api/wire';
import { feedPost } from './support/collections';
import { fetchFeedPosts } from './support/feed-api';
import { goOffline, goOnline, logIn, waitForServiceWorker } from './helpers';
import { onMutationAnswer } from './support/mutation-answers';
import { expectOutboxIdle, expectOutboxPending } from './support/client-db';
import { messages, openThread } from './support/direct-page';
import { latestMessage } from './entry/flows';

// Added (reports): 001 §4 Reports, §7 Reports. A post and a comment reported online (the server
// then holds one report of each), a comment reported offline (accepted and shown as done at once;
// once online the server holds it, sent exactly once). The server's side is asked by reporting the
// same object again under a new mutation id: it answers `already_reported` (one report kept per
// reporter and object), and the browser's own answers are counted (one 2xx per report).

const FLAG = /^\/media\/(\d+)\/(?:comment\/(\d+)\/)?flag\/$|^\/api\/v1\/direct_v2\/threads\/\d+\/items\/\d+\/flag\/$/;

/** The 2xx answers the browser got to report calls, by path. */
function countReports(page: Page): Map<string, number> {
  const seen = new Map<string, number>();
  onMutationAnswer(page.context(), (a) => {
    if (a.method === 'POST' && FLAG.test(a.path) && a.status >= 200 && a.status < 300) seen.set(a.path, (seen.get(a.path) ?? 0) + 1);
  });
  return seen;
}

/** Reports the object again from the page's session under a fresh mutation id: the server's answer (countReports counts it too). */
async function reportAgain(page: Page, path: string): Promise<WireReportResponse> {
  return page.evaluate(async (p) => {
    const csrf = /(?:^|; )csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? '';
    const res = await fetch(p, {
      method: 'POST',
      headers: {
        'X-CSRFToken': decodeURIComponent(csrf),
        'Content-Type': 'application/x-www-form-urlencoded',
        'X-Requested-With': 'XMLHttpRequest',
        'X-Mutation-Id': `again-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      },
      body: 'reason_id=1',
    });
    return (await res.json()) as WireReportResponse;
  }, path);
}

/** Feed posts (not demo's) with at least `n` preview comments by someone other than demo. */
async function postsWithOthersComments(page: Page, n: number): Promise<{ post: WirePost; commenters: string[] }[]> {
  const posts = await fetchFeedPosts(page.request);
  return posts
    .filter((p) => p.owner.username !== DEMO_USER)
    .map((post) => ({ post, commenters: [...new Set(post.edge_media_preview_comment.edges.map((e) => e.node.owner.username).filter((u) => u !== DEMO_USER))] }))
    .filter((x) => x.commenters.length >= n);
}

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`) });

test('a post reported from the feed: reasons, confirm, "Thanks for letting us know"; it leaves the feed; the server holds one report @desktop', async ({ page }) => {
  await logIn(page);
  const reports = countReports(page);
  const { code, article } = await feedPost(page, 1);
  await article.getByRole('button', { name: 'More options' }).click();
  await page.getByRole('dialog', { name: 'Post options' }).getByRole('button', { name: 'Report' }).click();
  const sheet = page.getByRole('dialog', { name: 'Why are you reporting this post?' });
  await expect(sheet.getByRole('button', { name: "It's spam" })).toBeVisible();
  await shot(page, 'report-post-reasons');
  // A reason with a second level opens it; Back returns.
  await sheet.getByRole('button', { name: 'Bullying or harassment' }).click();
  const second = page.getByRole('dialog', { name: 'Bullying or harassment' });
  await expect(second.getByRole('button', { name: 'Someone I know' })).toBeVisible();
  await second.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('dialog', { name: 'Why are you reporting this post?' }).getByRole('button', { name: "It's spam" }).click();
  const confirm = page.getByRole('dialog', { name: 'Submit report?' });
  await expect(confirm.getByRole('checkbox', { name: 'Hide this post from my feed' })).toBeChecked();
  await shot(page, 'report-post-confirm');
  await confirm.getByRole('button', { name: 'Submit report' }).click();
  const done = page.getByRole('dialog', { name: 'Thanks for letting us know' });
  await expect(done).toBeVisible();
  await expect(done.getByRole('button', { name: /^Block / })).toBeVisible();
  // This screenshot is dimmed as the others are, though it can look undimmed when viewed alone
  // (2026-11-27): every pixel outside the dialog is at most 89 (255 × 0.35, under .sheet-backdrop's
  // 0.65 black) here as in report-post-reasons.png, and 240 on average once Done closes it; a CDP
  // Page.captureScreenshot fromSurface, a frame after requestAnimationFrame, a mouse move and a
  // 2 s wait read the same. Compare pixel values, not impressions, before chasing a paint bug.
  await shot(page, 'report-post-done');
  // Hidden from the feed at once (the sheet stays: it is the shell's, not the card's).
  await expect(page.getByRole('article').filter({ has: page.locator(`a[href="/p/${code}/"]`) })).toHaveCount(0);
  await done.getByRole('button', { name: 'Done' }).click();
  await expect(done).toHaveCount(0);
  await expectOutboxIdle(page);

  const [path] = [...reports.keys()];
  expect(path).toMatch(FLAG);
  expect(reports.get(path ?? '')).toBe(1);
  expect((await reportAgain(page, path ?? '')).already_reported).toBe(true);
  // After a reload the server's feed leaves it out too.
  await page.reload();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.locator(`article a[href="/p/${code}/"]`)).toHaveCount(0);
});

test("a comment reported online: hidden for the reporter, didReportAsSpam; the server holds one report", async ({ page }) => {
  await logIn(page);
  const reports = countReports(page);
  const [target] = await postsWithOthersComments(page, 1);
  if (!target) throw new Error('no feed post with a comment by someone else');
  await page.goto(`/p/${target.post.shortcode}/`);
  const author = target.commenters[0] ?? '';
  const button = page.getByRole('button', { name: `Report ${author}'s comment` }).first();
  await expect(button).toBeVisible();
  const before = await page.getByRole('button', { name: `Report ${author}'s comment` }).count();
  await button.click();
  const sheet = page.getByRole('dialog', { name: 'Why are you reporting this comment?' });
  await sheet.getByRole('button', { name: "It's spam" }).click();
  await shot(page, 'report-comment-confirm');
  await page.getByRole('dialog', { name: 'Submit report?' }).getByRole('button', { name: 'Submit report' }).click();
  await expect(page.getByRole('dialog', { name: 'Thanks for letting us know' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Report ${author}'s comment` })).toHaveCount(before - 1);
  await page.getByRole('dialog', { name: 'Thanks for letting us know' }).getByRole('button', { name: 'Done' }).click();
  await expectOutboxIdle(page);

  const paths = [...reports.keys()].filter((p) => FLAG.exec(p)?.[2] !== undefined);
  expect(paths).toHaveLength(1);
  expect(reports.get(paths[0] ?? '')).toBe(1);
  expect((await reportAgain(page, paths[0] ?? '')).already_reported).toBe(true);
  // The server's read marks it for the reporter: after a reload it stays hidden.
  await page.reload();
  await expect(page.getByRole('button', { name: `Report ${author}'s comment` })).toHaveCount(before - 1);
});

test('a comment reported offline: accepted and shown as done; online, the server holds it, sent exactly once', async ({ page, context }) => {
  await logIn(page);
  await waitForServiceWorker(page);
  const reports = countReports(page);
  const targets = await postsWithOthersComments(page, 1);
  // Not the post of the online test (its first comment by another is reported already).
  const target = targets[1] ?? targets[0];
  if (!target) throw new Error('no feed post with a comment by someone else');
  await page.goto(`/p/${target.post.shortcode}/`);
  const author = target.commenters[0] ?? '';
  const buttons = page.getByRole('button', { name: `Report ${author}'s comment` });
  await expect(buttons.first()).toBeVisible();
  const before = await buttons.count();

  await goOffline(context);
  await buttons.first().click();
  await page.getByRole('dialog', { name: 'Why are you reporting this comment?' }).getByRole('button', { name: 'Scam or fraud' }).click();
  await page.getByRole('dialog', { name: 'Submit report?' }).getByRole('button', { name: 'Submit report' }).click();
  const done = page.getByRole('dialog', { name: 'Thanks for letting us know' });
  await expect(done.getByText("You're offline. Your report is saved and will be sent when you're back online.")).toBeVisible();
  await shot(page, 'report-comment-offline-done');
  await expect(buttons).toHaveCount(before - 1);
  await done.getByRole('button', { name: 'Done' }).click();
  await expectOutboxPending(page, 1);
  expect(reports.size).toBe(0);

  await goOnline(context);
  await expectOutboxIdle(page);
  const paths = [...reports.keys()];
  expect(paths).toHaveLength(1);
  expect(paths[0]).toMatch(new RegExp(`^${ReportPath.comment(target.post.id, '\\d+').replace(/\//g, '\\/')}$`));
  // Nothing more leaves later (a second send would be counted here).
  await page.waitForTimeout(1500);
  expect(reports.get(paths[0] ?? '')).toBe(1);
  expect((await reportAgain(page, paths[0] ?? '')).already_reported).toBe(true);
});

test('an account reported from its profile menu, a desktop dialog @desktop', async ({ page }) => {
  await logIn(page);
  const [target] = await postsWithOthersComments(page, 0);
  if (!target) throw new Error('no feed post by someone else');
  await page.goto(`/${target.post.owner.username}/`);
  await page.getByRole('button', { name: `Options for ${target.post.owner.username}` }).click();
  await page.getByRole('button', { name: 'Report' }).click();
  const sheet = page.getByRole('dialog', { name: 'Why are you reporting this account?' });
  await sheet.getByRole('button', { name: "It's pretending to be someone else" }).click();
  await expect(page.getByRole('dialog', { name: "It's pretending to be someone else" }).getByRole('button', { name: 'A celebrity or public figure' })).toBeVisible();
  await shot(page, 'report-account-second-level');
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

// 001 §1 hacked account: a friend's account (demo follows it; no other journey reports it) as
// "It may have been hacked". The done step says its owner is told and leads with Done; the owner's
// security notice is in the development outbox (DEV_ROUTES is on in the browser runs), the reporter
// not named. Phone only: a second run on this server would be within the notice's 24 hours.
test('an account reported as hacked from its profile menu: the owner is told, Done leads; the notice is in /dev/outbox', async ({ page }) => {
  const friend = PEOPLE.find((p) => p.username === 'mateo.garcia');
  if (!friend) throw new Error('no seeded mateo.garcia');
  await logIn(page);
  await page.goto(`/${friend.username}/`);
  await page.getByRole('button', { name: `Options for ${friend.username}` }).click();
  await page.getByRole('button', { name: 'Report' }).click();
  await page.getByRole('dialog', { name: 'Why are you reporting this account?' }).getByRole('button', { name: 'It may have been hacked' }).click();
  const confirm = page.getByRole('dialog', { name: 'Submit report?' });
  await expect(confirm.getByText("We'll let the account's owner know so they can secure it.")).toBeVisible();
  await confirm.getByRole('button', { name: 'Submit report' }).click();
  const done = page.getByRole('dialog', { name: 'Thanks for letting us know' });
  await expect(done.getByText("We'll let the account's owner know so they can secure it.")).toBeVisible();
  // Done first (in bold); Unfollow and Block still offered below it, Block not in red.
  await expect(done.locator('.report__item')).toHaveText(['Done', `Unfollow ${friend.username}`, `Block ${friend.username}`]);
  await expect(done.getByRole('button', { name: `Block ${friend.username}` })).not.toHaveClass(/sheet__item--danger/);
  await expect(done.getByRole('button', { name: 'Done' })).toHaveClass(/sheet__item--strong/);
  await shot(page, 'report-hacked-done');
  await done.getByRole('button', { name: 'Done' }).click();
  await expect(done).toHaveCount(0);
  await expectOutboxIdle(page);

  const notice = await latestMessage(page.request, friend.email);
  expect(notice.subject).toBe('Someone reported that your Lumen account may have been hacked');
  expect(notice.text).toContain('/session/login_activity/');
  expect(notice.text).toContain('/accounts/password/change/');
  expect(notice.text).not.toMatch(new RegExp(`\\b${DEMO_USER}\\b|Demo User`));
  await page.goto('/dev/outbox');
  await expect(page.getByText(notice.subject).first()).toBeVisible();
});

test("a message reported from its options (someone else's; one's own offers Unsend, not Report): the server holds one report", async ({ page }) => {
  await logIn(page);
  const reports = countReports(page);
  const threadId = await openThread(page, 'maya.chen');
  const options = messages(page).getByRole('button', { name: 'Message options' });
  await expect(options.first()).toBeVisible();
  const report = page.getByRole('button', { name: 'Report', exact: true });
  let found = false;
  for (let i = (await options.count()) - 1; i >= 0 && !found; i--) {
    await options.nth(i).click();
    found = await report.isVisible();
    if (!found) await options.nth(i).click();
  }
  expect(found).toBe(true);
  await report.click();
  await page.getByRole('dialog', { name: 'Why are you reporting this message?' }).getByRole('button', { name: 'Bullying or harassment' }).click();
  await page.getByRole('dialog', { name: 'Bullying or harassment' }).getByRole('button', { name: 'Me', exact: true }).click();
  await shot(page, 'report-message-confirm');
  await page.getByRole('dialog', { name: 'Submit report?' }).getByRole('button', { name: 'Submit report' }).click();
  await page.getByRole('dialog', { name: 'Thanks for letting us know' }).getByRole('button', { name: 'Done' }).click();
  await expectOutboxIdle(page);
  const paths = [...reports.keys()];
  expect(paths).toHaveLength(1);
  expect(paths[0]).toContain(`/threads/${threadId}/items/`);
  expect(reports.get(paths[0] ?? '')).toBe(1);
  expect((await reportAgain(page, paths[0] ?? '')).already_reported).toBe(true);
});
