import { randomBytes } from 'node:crypto';
import { DEMO_USER } from '../../fixtures/seed/people';
import { DEMO_APP, DEMO_LOGIN_OAUTH_SEED_ID, DEMO_TESTER_APP, DEMO_UNCONFIRMED_LOGIN, DEMO_USUAL_DEVICE } from '../../fixtures/seed/oauth-plan';
import type { AppContext } from '../app-context';
import { nowSeconds } from '../app-context';
import { hashToken } from '../auth/tokens';
import { CookieMaxAge } from '../http/cookies';

/**
 * Added (login review, Apps and websites): the demo apps are registered on every start of a
 * demo server; once (an idempotency record under DEMO_LOGIN_OAUTH_SEED_ID), demo gets a login
 * from another device not yet confirmed (a session nobody holds the token of, after one from
 * demo's usual device), a grant to DEMO_APP and a tester invite from DEMO_TESTER_APP.
 */
export function seedDemoLoginOAuth(ctx: AppContext): boolean {
  const { repos } = ctx;
  const { oauth } = repos;
  const now = nowSeconds(ctx);
  for (const a of [DEMO_APP, DEMO_TESTER_APP]) oauth.registerApp({ ...a, secretHash: hashToken(a.secret) }, now);
  const demo = repos.users.byUsername(DEMO_USER);
  if (!demo || repos.mutations.find(DEMO_LOGIN_OAUTH_SEED_ID)) return false;
  const session = (userAgent: string, ip: string, at: number): string => {
    const hash = hashToken(randomBytes(32).toString('hex'));
    repos.sessions.create(hash, demo.id, at, at + CookieMaxAge.session, { userAgent, ip });
    return hash;
  };
  repos.transaction(() => {
    const at = now - DEMO_UNCONFIRMED_LOGIN.agoSeconds;
    repos.sessions.delete(session(DEMO_USUAL_DEVICE, '127.0.0.1', at - 24 * 60 * 60));
    session(DEMO_UNCONFIRMED_LOGIN.userAgent, DEMO_UNCONFIRMED_LOGIN.ip, at);
    oauth.grant(demo.id, DEMO_APP.id, DEMO_APP.scopes, randomBytes(8).toString('hex'), now - 7 * 24 * 60 * 60);
    oauth.invite(DEMO_TESTER_APP.id, demo.id, now - 2 * 24 * 60 * 60);
    repos.mutations.record({ mutationId: DEMO_LOGIN_OAUTH_SEED_ID, userId: demo.id, route: 'SEED login-oauth', status: 200, response: '{}' }, now);
  });
  return true;
}
