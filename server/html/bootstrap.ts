import type { FastifyRequest } from 'fastify';
import { ScreenKey } from '../../sync/api/auth-wire';
import type { Bootstrap } from '../../sync/api/bootstrap';
import type { AppContext } from '../app-context';
import { newNonce } from '../auth/tokens';
import { nextScreen } from '../consent/flow';
import type { UserRow } from '../db/types';
import { avatarUrl } from '../media/media-files';

/**
 * The page bootstrap (000 §3 Viewer/config data; sync/api/bootstrap.ts). Flags maps are
 * empty until features need them; entry_data names the entry point of the route (our
 * choice: FeedPage, PostPage, LoginAndSignupPage, ProfilePage or AppPage) with no preloaded data.
 */
export function buildBootstrap(ctx: AppContext, req: FastifyRequest, rolloutHash: string): Bootstrap {
  const v = req.viewer;
  return {
    platform: 'web',
    country_code: 'US',
    language_code: 'en',
    locale: 'en_US',
    viewer: v
      ? { id: String(v.id), username: v.username, full_name: v.fullName, profile_pic_url: avatarUrl(v), badge_count: 0 }
      : null,
    viewerId: v ? String(v.id) : null,
    csrf_token: req.csrfToken,
    rollout_hash: rolloutHash,
    deployment_stage: 'prod',
    is_canary: false,
    bundle_variant: 'es2022',
    device_id: req.machineId,
    nonce: newNonce(),
    gatekeepers: gatekeepers(ctx),
    knobx: {},
    qe: {},
    server_checks: {},
    zero_data: {},
    encryption: { key_id: ctx.keys.keyId, public_key: ctx.keys.publicKeyB64, version: ctx.keys.version },
    consent_required: v !== null && consentPending(ctx, v),
    entry_data: { [entryPoint(req.url, v !== null)]: [{}] },
  };
}

/**
 * The gatekeepers map (000 §3; 000 §6 "gatekeeper flags switch features on per viewer"): only
 * switches the server's configuration turns on are listed. multi_step_signup (000 §2, §4):
 * sign-up in steps, from MULTI_STEP_SIGNUP=1 (or buildServer's entry.multiStepSignup).
 */
function gatekeepers(ctx: AppContext): Record<string, boolean> {
  return ctx.entry.multiStepSignup ? { multi_step_signup: true } : {};
}

/**
 * 000 §5 "Consent is needed when the server flags it": a logged-in viewer whose consent flow
 * has a screen left (000 §4 Consent; the screen of server/consent/flow.ts for an existing
 * user, e.g. the terms after a withdrawal, or parental consent after a parent's denial).
 * Users without a consent row agreed to the default terms at sign-up: nothing is pending.
 */
export function consentPending(ctx: AppContext, viewer: UserRow): boolean {
  const session = ctx.entry.stores.consent.byUser(viewer.id);
  return session !== undefined && nextScreen(session, new Date(ctx.now()), false) !== ScreenKey.finished;
}

export function entryPoint(url: string, loggedIn: boolean): string {
  const path = url.split('?')[0] ?? '/';
  if (path === '/' || path === '/index.html') return loggedIn ? 'FeedPage' : 'LoginAndSignupPage';
  if (/^\/(?:[\w.]+\/)?p\/[\w-]+\/?/.test(path)) return 'PostPage';
  if (path.startsWith('/accounts/login') || path.startsWith('/accounts/signup') || path.startsWith('/accounts/emailsignup')) {
    return 'LoginAndSignupPage';
  }
  return /^\/[\w.]+\/?$/.test(path) ? 'ProfilePage' : 'AppPage';
}
