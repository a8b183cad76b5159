import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EMAIL_PREFERENCE_KEYS, SettingsPath } from '../../sync/api/settings-wire';
import type { WireEmailPreferences, WireEmailsSent } from '../../sync/api/settings-wire';
import { body, loggedIn, makeUser, startEntryServer, visitor } from './entry-helpers';
import type { Clock } from './entry-helpers';
import type { Client, TestServer } from './helpers';

// Email notifications (server/routes/email-preferences.ts; 001 §1 /accounts/emailpreferences/,
// /emails/emails_sent/; §7 "Email preference {key: subscribe or unsubscribe}") over real HTTP.

const JSON_ACCEPT = { accept: 'application/json' };
const DAY = 24 * 60 * 60_000;
let server: TestServer;
let clock: Clock;
beforeAll(async () => {
  ({ server, clock } = await startEntryServer());
  for (const name of ['reader', 'neighbour', 'scripted']) await makeUser(server, name);
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => clock.advance(61 * 60_000));

const prefs = async (c: Client) => body<WireEmailPreferences>(await c.get(SettingsPath.emailPreferences, JSON_ACCEPT));
const allOn = Object.fromEntries(EMAIL_PREFERENCE_KEYS.map((k) => [k, true]));

describe('email preferences', () => {
  it('start subscribed, turn off and on one kind at a time, kept per person', async () => {
    const c = await loggedIn(server, 'reader');
    const other = await loggedIn(server, 'neighbour');
    expect(await prefs(c)).toEqual({ status: 'ok', preferences: allOn });
    const off = await c.post(SettingsPath.setEmailPreference, { news_emails: 'unsubscribe' });
    expect(off.status).toBe(200);
    expect((await body<WireEmailPreferences>(off)).preferences).toEqual({ ...allOn, news_emails: false });
    await c.post(SettingsPath.setEmailPreference, { product_emails: 'unsubscribe' });
    await c.post(SettingsPath.setEmailPreference, { news_emails: 'subscribe' });
    expect((await prefs(c)).preferences).toEqual({ ...allOn, product_emails: false });
    expect((await prefs(other)).preferences).toEqual(allOn);
  });

  it('needs a login (401) and the CSRF token (403)', async () => {
    const anon = await visitor(server);
    expect((await anon.get(SettingsPath.emailPreferences, JSON_ACCEPT)).status).toBe(401);
    expect((await anon.get(SettingsPath.emailsSent, JSON_ACCEPT)).status).toBe(401);
    expect((await anon.post(SettingsPath.setEmailPreference, { news_emails: 'unsubscribe' })).status).toBe(401);
    const c = await loggedIn(server, 'reader');
    expect((await c.post(SettingsPath.setEmailPreference, { news_emails: 'unsubscribe' }, { csrf: null })).status).toBe(403);
  });

  it('refuses bad input: an unknown kind, another value, none or two kinds, wrong types, a huge body', async () => {
    const c = await loggedIn(server, 'reader');
    const before = await prefs(c);
    expect((await c.post(SettingsPath.setEmailPreference, { spam_emails: 'subscribe' })).status).toBe(400);
    expect((await c.post(SettingsPath.setEmailPreference, { news_emails: 'maybe' })).status).toBe(400);
    expect((await c.post(SettingsPath.setEmailPreference, {})).status).toBe(400);
    expect((await c.post(SettingsPath.setEmailPreference, { news_emails: 'unsubscribe', product_emails: 'unsubscribe' })).status).toBe(400);
    expect((await c.post(SettingsPath.setEmailPreference, { news_emails: { x: 1 } }, { json: true })).status).toBe(400);
    expect((await c.post(SettingsPath.setEmailPreference, { news_emails: 'u'.repeat(3_000_000) })).status).toBe(413);
    expect(await prefs(c)).toEqual(before);
  });

  it('limits a script: 30 changes a minute per account, then 429 with Retry-After', async () => {
    const c = await loggedIn(server, 'scripted');
    for (let i = 0; i < 30; i++) expect((await c.post(SettingsPath.setEmailPreference, { news_emails: i % 2 ? 'subscribe' : 'unsubscribe' })).status).toBe(200);
    const res = await c.post(SettingsPath.setEmailPreference, { news_emails: 'subscribe' });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('emails sent', () => {
  it('lists the person\'s emails of the last 14 days, newest first, subjects only', async () => {
    const { outbox } = server.app.lumen.entry.stores;
    const now = clock.now();
    const mail = (to: string, subject: string, ageMs: number) =>
      outbox.add({ kind: 'email', to, subject, text: 'secret https://x.test/reset?token=abc', link: 'https://x.test/reset?token=abc', createdMs: now - ageMs });
    mail('reader@example.test', 'Old news', 15 * DAY);
    mail('reader@example.test', 'Reset your Lumen password', 3 * DAY);
    mail('reader@example.test', 'Lumen login code', DAY);
    mail('neighbour@example.test', 'Not yours', DAY);
    outbox.add({ kind: 'sms', to: 'reader@example.test', subject: '', text: 'sms', link: null, createdMs: now });
    const c = await loggedIn(server, 'reader');
    const res = await body<WireEmailsSent>(await c.get(SettingsPath.emailsSent, JSON_ACCEPT));
    expect(res.emails.map((e) => e.subject)).toEqual(['Lumen login code', 'Reset your Lumen password']);
    expect(res.emails[0]!.sent_at).toBe(Math.floor((now - DAY) / 1000));
    expect(JSON.stringify(res)).not.toContain('token=abc');
  });
});
