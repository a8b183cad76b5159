import { expect } from 'vitest';
import { SettingsPath } from '../../sync/api/settings-wire';
import type { WireLoginActivity } from '../../sync/api/settings-wire';
import { body, PASSWORD, visitor } from './entry-helpers';
import type { Client, TestServer } from './helpers';

/** Login activity's tests (login-activity, login-review): browsers by User-Agent, logins over HTTP, the list. */
export const UA = {
  pixel: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0',
} as const;
export const JSON_ACCEPT = { accept: 'application/json' };

export async function logInAs(server: TestServer, username: string, userAgent: string): Promise<Client> {
  const c = await visitor(server);
  const res = await c.post('/accounts/login/ajax/', { username, password: PASSWORD }, { headers: { 'user-agent': userAgent } });
  expect(res.status).toBe(200);
  return c;
}

export const loginActivity = async (c: Client) => body<WireLoginActivity>(await c.get(SettingsPath.loginActivity, JSON_ACCEPT));
/** A call that needs a login: 200 while the session lives, 401 once it ended. */
export const whoAmI = (c: Client) => c.get(SettingsPath.twoFactorStatus, JSON_ACCEPT);
