import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Helpers of the entry-flow journeys (issue 4): fresh names per test, the development outbox
 * (GET /dev/outbox.json, where mail and SMS go without SMTP) read as a person reads their
 * inbox, and the steps every journey shares.
 */
let counter = 0;
/** A name no other test (or earlier run against the same server) uses. */
export function fresh(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}`;
}

/** A fresh US test number (+1 555 01xx xxxx), as the sign-up form normalises it. */
export function freshPhone(): string {
  const tail = String((Date.now() * 10 + counter++) % 1_000_000).padStart(6, '0');
  return `+1555${String(1 + (counter % 9))}${tail}`;
}

interface OutboxMessage {
  id: number;
  kind: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  link: string | null;
}

/** The newest message to this address, waiting until one arrives. */
export async function latestMessage(request: APIRequestContext, to: string): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get('/dev/outbox.json', { params: { to, limit: 1 } });
        found = ((await res.json()) as { messages: OutboxMessage[] }).messages[0];
        return found !== undefined;
      },
      { message: `a message to ${to}` },
    )
    .toBe(true);
  if (!found) throw new Error(`no message to ${to}`);
  return found;
}

/** The 6-digit code of the newest SMS to this number. */
export async function smsCode(request: APIRequestContext, to: string): Promise<string> {
  const code = /\b\d{6}\b/.exec((await latestMessage(request, to)).text)?.[0];
  if (!code) throw new Error(`no code in the SMS to ${to}`);
  return code;
}

/** The link of the newest mail to this address. */
export async function mailedLink(request: APIRequestContext, to: string): Promise<string> {
  const { link } = await latestMessage(request, to);
  if (!link) throw new Error(`no link in the mail to ${to}`);
  return link;
}

export interface SignupDetails {
  contact: string;
  fullName: string;
  username: string;
  password: string;
  /** Born on 1 January of this year (see bornYearsAgo). */
  year: number;
}

/** Fills the sign-up form (000 §2 /accounts/emailsignup/) and submits it. */
export async function submitSignup(page: Page, d: SignupDetails): Promise<void> {
  await page.getByLabel('Mobile Number or Email').fill(d.contact);
  await page.getByLabel('Full Name').fill(d.fullName);
  await page.getByLabel('Username').fill(d.username);
  await page.getByLabel('Password', { exact: true }).fill(d.password);
  await setBirthday(page, d);
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
}

/** Birthday 1 January of the year: the age is then the same all year round. */
export async function setBirthday(page: Page, d: { year: number }): Promise<void> {
  await page.getByLabel('Year').selectOption(String(d.year));
  await page.getByLabel('Month').selectOption('1');
  await page.getByLabel('Day').selectOption('1');
}

/** The journeys run as on a phone in the phone projects (Pixel 7: mobile, mobile-2), as on a desktop in the others. */
export const onPhone = (): boolean => test.info().project.use.isMobile === true;

/**
 * Runs the step that completes a sign-up started from the home page (no next: the target is
 * '/') and follows it to the feed. Sign-up success ends with a full page load (000 §2): on a
 * phone to the registration interstitial (/accounts/registered/, src/lib/auth/redirects.ts
 * postSignupTarget), which Continue leaves for the target; on a desktop straight to the feed.
 * `onInterstitial` checks the interstitial before Continue.
 */
export async function signUpToFeed(page: Page, finalStep: () => Promise<void>, onInterstitial: () => Promise<void> = async () => {}): Promise<void> {
  const loaded = page.waitForEvent('load', { timeout: 20_000 });
  await finalStep();
  await loaded;
  if (onPhone()) {
    await page.waitForURL((url) => url.pathname === '/accounts/registered/' && url.searchParams.get('next') === '/');
    await expect(page.getByRole('heading', { name: /^Welcome to Lumen/ })).toBeVisible();
    await onInterstitial();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
  }
  await expectSignedInFeed(page);
}

/**
 * The social sign-up form (/accounts/fbsignup/) filled with `username` and `password` and sent,
 * to the feed; on a phone the interstitial carries the with-social flag (000 §2) and says so.
 */
export async function finishSocialSignUp(page: Page, username: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await signUpToFeed(
    page,
    () => page.getByRole('button', { name: 'Sign up', exact: true }).click(),
    async () => {
      expect(new URL(page.url()).hash).toBe('#with_social');
      await expect(page.getByText(/Your account is connected to/)).toBeVisible();
    },
  );
}

/** The signed-in viewer's Profile link: in the tab bar on a phone, in the top bar's Main navigation on a desktop. */
export const profileLink = (page: Page) => page.getByRole('navigation', { name: onPhone() ? 'Tabs' : 'Main' }).getByRole('link', { name: 'Profile' });

/** The feed of a logged-in viewer: the home page with the Profile link. */
export async function expectSignedInFeed(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/');
  await expect(profileLink(page)).toBeVisible();
  await expect(page.getByRole('article').first().or(page.getByText('No posts yet'))).toBeVisible();
}

/** Logs out as a person on a phone does: the top bar's account menu, then Log out. */
export async function logOutOnPhone(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: 'Log out', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/accounts/login/');
}

/** The year of birth of someone this old, born on 1 January (setBirthday). */
export function bornYearsAgo(age: number): number {
  return new Date().getFullYear() - age;
}

/**
 * Adds a person to the test OAuth provider's dialog (tests/e2e/entry/oauth-provider-main.ts),
 * found through the app's own social login config.
 */
export async function addSocialProfile(request: APIRequestContext, profile: { id: string; name: string; email: string }): Promise<void> {
  const config = (await (await request.get('/accounts/social_login_config/')).json()) as { enabled: boolean; authorize_url?: string };
  if (!config.enabled || !config.authorize_url) throw new Error('social login is not configured (playwright.config.ts starts the provider)');
  const res = await request.post(`${new URL(config.authorize_url).origin}/test/profiles`, { data: profile });
  expect(res.status()).toBe(204);
}
