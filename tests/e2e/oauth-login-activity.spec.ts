import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USER } from '../../fixtures/seed/people';
import { DEMO_APP } from '../../fixtures/seed/oauth-plan';
import { Header } from '../../sync/api/headers';
import { ApiPath } from '../../sync/api/paths';
import { OAuthPath } from '../../sync/api/oauth-wire';
import type { WireAccessToken, WireOAuthMe } from '../../sync/api/oauth-wire';
import { SettingsPath } from '../../sync/api/settings-wire';
import { csrfOf, logInByApi } from './support/api-login';
import { watchCsp } from './support/csp-watch';
import { settingsMenu } from './support/settings-menu';

// "Was this you?" on Login activity and Apps and websites (001 §1 /session/login_activity/,
// /oauth/authorize, /accounts/manage_access/; §7 avow_login/, undo_avow_login/,
// disavow_login_activity/, OAuth), end to end at phone and desktop sizes, as demo: logins from
// other browsers confirmed (with Undo) or refused (that session ends, the password page follows);
// the permission dialog's Allow and Cancel going to the app's registered address with a code
// (traded for a token the test uses) or access_denied, state unchanged (page.route stands in for
// the app's host); a link with another redirect_uri refused on an error page, never redirected;
// logged out, the login first and the dialog after it; Remove in Apps and websites stopping the
// app's token at once; no CSP violation on these pages.

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
/** A User-Agent this run alone uses, so that its login is from a new device for demo. */
const freshAgent = (base: string) => `${base} e2e/${test.info().project.name}-${Date.now()}`;
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0';
const EDGE_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0';

/** demo logged in from another browser (an API context of its own User-Agent). */
async function loginElsewhere(baseURL: string, userAgent: string): Promise<APIRequestContext> {
  const other = await request.newContext({ baseURL, userAgent });
  expect((await other.get('/accounts/login/')).ok()).toBe(true);
  const csrf = await csrfOf(other);
  const res = await other.post(ApiPath.login, { headers: { [Header.csrf]: csrf }, form: { username: DEMO_USER, password: DEMO_PASSWORD, queryParams: '{}', optIntoOneTap: 'false' } });
  expect(res.status()).toBe(200);
  return other;
}

async function logOut(other: APIRequestContext): Promise<void> {
  const csrf = await csrfOf(other);
  await other.post(ApiPath.logout, { headers: { [Header.csrf]: csrf } });
  await other.dispose();
}

async function openSettingsPage(page: Page, link: string) {
  await page.goto('/accounts/edit/');
  await (await settingsMenu(page)).getByRole('link', { name: link }).click();
  await expect(page.getByRole('heading', { name: link, level: 1 })).toBeVisible();
}

function authorizeUrl(over: Record<string, string> = {}): { url: string; state: string } {
  const state = `st-${test.info().project.name}-${Date.now()} &/=`;
  const q = new URLSearchParams({ app_id: DEMO_APP.id, response_type: 'code', redirect_uri: DEMO_APP.redirectUri, state, ...over });
  return { url: `${OAuthPath.authorize}?${q.toString()}`, state };
}

/** Stands in for the app's host: each request there is kept (and answered with a small page). */
async function appHost(page: Page, host: string): Promise<URL[]> {
  const seen: URL[] = [];
  await page.route(`https://${host}/**`, async (route) => {
    seen.push(new URL(route.request().url()));
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>App</title><p>Back at the app</p>' });
  });
  return seen;
}

async function tradeCode(page: Page, code: string): Promise<string> {
  const res = await page.request.post(OAuthPath.accessToken, {
    form: { client_id: DEMO_APP.id, client_secret: DEMO_APP.secret, grant_type: 'authorization_code', redirect_uri: DEMO_APP.redirectUri, code },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as WireAccessToken).access_token;
}
const appReads = (page: Page, token: string) => page.request.get(OAuthPath.me, { headers: { authorization: `Bearer ${token}` } });

test('Login activity: "Was this you?" — This was me (and Undo), This wasn\'t me ends that session and opens Change password @desktop', async ({ page, baseURL }) => {
  const csp = await watchCsp(page);
  await logInByApi(page);
  const confirmed = await loginElsewhere(baseURL!, freshAgent(FIREFOX_WINDOWS));
  const intruder = await loginElsewhere(baseURL!, freshAgent(EDGE_WINDOWS));
  try {
    await openSettingsPage(page, 'Login activity');
    const sessions = page.getByRole('list', { name: 'Sessions' });
    const firefox = sessions.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^This was me: Firefox on Windows/ }) });
    await expect(firefox).toHaveCount(1);
    await expect(firefox).toContainText('Was this you?');
    await shot(page, 'login-activity-was-this-you');

    await firefox.getByRole('button', { name: /^This was me: Firefox on Windows/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thanks for confirming. Firefox on Windows stays logged in.' })).toBeVisible();
    const undo = sessions.getByRole('button', { name: /^Undo "This was me" for Firefox on Windows/ });
    await expect(undo).toHaveCount(1);
    await shot(page, 'login-activity-confirmed');
    await undo.click();
    await expect(page.getByRole('status').filter({ hasText: 'Undone. Firefox on Windows is not confirmed.' })).toBeVisible();
    await expect(firefox).toContainText('Was this you?');
    await firefox.getByRole('button', { name: /^This was me: Firefox on Windows/ }).click();
    await expect(undo).toHaveCount(1);
    // Kept at the server: a reload shows it confirmed.
    await page.reload();
    await expect(sessions.getByRole('button', { name: /^Undo "This was me" for Firefox on Windows/ })).toHaveCount(1);

    await sessions.getByRole('button', { name: /^This wasn't me: Edge on Windows/ }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/accounts/password/change/');
    await expect(page.getByRole('heading', { name: 'Change password', level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: "We logged out of the session you didn't recognize." })).toBeVisible();
    await shot(page, 'password-change-after-disavow');
    // That session ended at once; the confirmed one lives on.
    expect((await intruder.get(SettingsPath.loginActivity, { headers: { accept: 'application/json' } })).status()).toBe(401);
    expect((await confirmed.get(SettingsPath.loginActivity, { headers: { accept: 'application/json' } })).status()).toBe(200);

    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Login activity', level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: "Logins you said weren't you" })).toContainText('Edge on Windows');
    await expect(sessions.getByRole('button', { name: /Edge on Windows/ })).toHaveCount(0);
    await shot(page, 'login-activity-after');
    expect(csp.seen()).toEqual([]);
  } finally {
    await logOut(confirmed);
    await intruder.dispose();
  }
});

test('the permission dialog: Allow goes to the app with a code and the state; Cancel with access_denied @desktop', async ({ page }) => {
  const csp = await watchCsp(page);
  await logInByApi(page);
  const seen = await appHost(page, new URL(DEMO_APP.redirectUri).host);
  const allow = authorizeUrl();
  await page.goto(allow.url);
  await expect(page.getByRole('heading', { name: `Allow ${DEMO_APP.name} to use your Lumen account?`, level: 1 })).toBeVisible();
  const scopes = page.getByRole('group', { name: `${DEMO_APP.name} will be able to see` }).getByRole('checkbox');
  await expect(scopes).toHaveCount(2);
  for (const box of await scopes.all()) await expect(box).toBeChecked();
  await shot(page, 'oauth-authorize');
  await page.getByRole('button', { name: 'Allow', exact: true }).click();
  await expect(page.getByText('Back at the app')).toBeVisible();
  const back = seen.at(-1)!;
  expect(back.origin + back.pathname).toBe(DEMO_APP.redirectUri);
  expect(back.searchParams.get('state')).toBe(allow.state);
  // The app trades the code for a token, which reads demo.
  const token = await tradeCode(page, back.searchParams.get('code')!);
  expect(((await (await appReads(page, token)).json()) as WireOAuthMe).username).toBe(DEMO_USER);

  const cancel = authorizeUrl();
  await page.goto(cancel.url);
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page.getByText('Back at the app')).toBeVisible();
  expect(Object.fromEntries(seen.at(-1)!.searchParams)).toEqual({ error: 'access_denied', error_reason: 'user_denied', state: cancel.state });
  expect(csp.seen()).toEqual([]);
});

test('the permission dialog refuses another redirect_uri on an error page and never goes there @desktop', async ({ page }) => {
  await logInByApi(page);
  const evil = await appHost(page, 'evil.example');
  await page.goto(authorizeUrl({ redirect_uri: 'https://evil.example/steal' }).url);
  await expect(page.getByRole('heading', { name: "This link can't be used", level: 1 })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('The return address of this link does not match the address this app registered.');
  await expect(page.getByRole('button', { name: 'Allow', exact: true })).toHaveCount(0);
  await shot(page, 'oauth-refused');
  await page.getByRole('link', { name: 'Back to Lumen' }).click();
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(evil).toEqual([]);
});

test('logged out, the dialog asks for the login first and comes back after it @desktop', async ({ page }) => {
  const { url } = authorizeUrl();
  await page.goto(url);
  await page.getByLabel(/username/i).fill(DEMO_USER);
  await page.getByLabel(/^password$/i).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  const notNow = page.getByRole('button', { name: 'Not now', exact: true });
  const dialog = page.getByRole('heading', { name: `Allow ${DEMO_APP.name} to use your Lumen account?`, level: 1 });
  await expect(dialog.or(notNow)).toBeVisible({ timeout: 20_000 });
  if (await notNow.isVisible()) await notNow.click();
  await expect(dialog).toBeVisible();
  expect(new URL(page.url()).searchParams.get('app_id')).toBe(DEMO_APP.id);
});

test('Apps and websites: the app authorized is listed; Remove stops its token at once @desktop', async ({ page }) => {
  const csp = await watchCsp(page);
  await logInByApi(page);
  const seen = await appHost(page, new URL(DEMO_APP.redirectUri).host);
  await page.goto(authorizeUrl().url);
  await page.getByRole('button', { name: 'Allow', exact: true }).click();
  await expect(page.getByText('Back at the app')).toBeVisible();
  const token = await tradeCode(page, seen.at(-1)!.searchParams.get('code')!);
  expect((await appReads(page, token)).status()).toBe(200);

  await page.goto('/');
  await openSettingsPage(page, 'Apps and websites');
  const active = page.getByRole('list', { name: 'Active apps' });
  await expect(active.getByRole('listitem').filter({ hasText: DEMO_APP.name }).first()).toBeVisible();
  await expect(page.getByRole('list', { name: `What ${DEMO_APP.name} can see` })).toContainText('Your photos and videos');
  await shot(page, 'apps-and-websites');
  await page.getByRole('button', { name: `Remove ${DEMO_APP.name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `${DEMO_APP.name} removed. It can no longer use your account.` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Remove ${DEMO_APP.name}` })).toHaveCount(0);
  expect((await appReads(page, token)).status()).toBe(401);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Tester invites' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Remove ${DEMO_APP.name}` })).toHaveCount(0);
  expect(csp.seen()).toEqual([]);
});
