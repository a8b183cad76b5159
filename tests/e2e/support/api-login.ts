import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USER } from '../../../fixtures/seed/people';
import { Cookie, Header } from '../../../sync/api/headers';
import { ApiPath } from '../../../sync/api/paths';

/**
 * Logs in through the real login API (000 §3: POST /accounts/login/ajax/ with the csrftoken of
 * a first visit) in the page's own cookie jar, then opens the feed and waits for its first post.
 * For journeys that start logged in; the login screen itself is tested through the UI
 * (support/session.ts logInToFeed, the entry journeys, and the specs that watch a login's page
 * loads: analytics, csp, first-screen, direct-first-screen, chaos).
 */
/** The csrftoken cookie a first visit left in this request context's jar ('' before one), for the X-CSRFToken header. */
export async function csrfOf(request: APIRequestContext): Promise<string> {
  return (await request.storageState()).cookies.find((c) => c.name === Cookie.csrf)?.value ?? '';
}

export async function logInByApi(page: Page, username = DEMO_USER, password = DEMO_PASSWORD): Promise<void> {
  const request = page.context().request;
  const visit = await request.get('/accounts/login/');
  expect(visit.ok(), `GET /accounts/login/: HTTP ${visit.status()}`).toBe(true);
  const csrf = await csrfOf(request);
  const res = await request.post(ApiPath.login, {
    headers: { [Header.csrf]: csrf, 'X-Requested-With': 'XMLHttpRequest' },
    form: { username, password, queryParams: '{}', optIntoOneTap: 'false' },
  });
  const body = await res.text();
  expect(res.status(), `login ${username}: ${body}`).toBe(200);
  expect((JSON.parse(body) as { authenticated?: boolean }).authenticated, `login ${username}: ${body}`).toBe(true);
  await page.goto('/');
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 20_000 });
}
