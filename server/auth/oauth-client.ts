import { z } from 'zod';
import { AuthErrorType } from '../../sync/api/auth-wire';
import { Limits } from '../../sync/api/constants';
import type { AppContext } from '../app-context';
import type { HttpError } from '../http/errors';
import { flowError } from './flow-errors';
import type { SocialProvider } from './social-providers';

/**
 * The server half of social login: an OAuth 2.0 authorization-code exchange at the
 * provider's token endpoint, and its profile (id, email, mobile_phone, name, picture) from a
 * graph-style /me or OpenID Connect userinfo (./social-providers.ts), fetched with the
 * injected fetch and the 10 s timeout of 000 §9. Provider answers map onto the failure types
 * of 000 §4, the same for every provider: 400/401 → fb_not_authenticated, 403 →
 * fb_403_forbidden, anything else (down, 5xx, bad JSON) → fb_unknown (502).
 */

export interface SocialProfile {
  id: string;
  email: string | null;
  mobilePhone: string | null;
  name: string;
  picture: { url: string; isSilhouette: boolean };
}

const TokenAnswer = z.object({ access_token: z.string().min(1), expires_in: z.coerce.number().optional() });
const MeAnswer = z.object({
  id: z.union([z.string().min(1), z.number()]).transform(String),
  name: z.string().default(''),
  email: z.string().nullish(),
  mobile_phone: z.string().nullish(),
  picture: z.object({ data: z.object({ url: z.string(), is_silhouette: z.boolean().default(false) }) }).nullish(),
});

/** OpenID Connect userinfo (Google): only a verified email counts as the person's email. */
const UserinfoAnswer = z.object({
  sub: z.string().min(1),
  name: z.string().default(''),
  email: z.string().nullish(),
  email_verified: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).default(false),
  picture: z.string().nullish(),
});

const SILHOUETTE = '/media/default-avatar.svg';

function failure(status: number | null): HttpError {
  if (status === 400 || status === 401) return flowError(400, AuthErrorType.fbNotAuthenticated, 'Your social login has expired. Please try again.');
  if (status === 403) return flowError(400, AuthErrorType.fbForbidden, 'The social network refused this login.');
  return flowError(502, AuthErrorType.fbUnknown, 'We couldn’t reach the social network. Please try again.');
}

async function call(ctx: AppContext, url: string, init: RequestInit): Promise<unknown> {
  let res: Response;
  try {
    res = await ctx.entry.fetch(url, { ...init, signal: AbortSignal.timeout(Limits.httpTimeoutMs) });
  } catch {
    throw failure(null);
  }
  if (!res.ok) throw failure(res.status);
  try {
    return await res.json();
  } catch {
    throw failure(null);
  }
}

export async function exchangeCode(
  ctx: AppContext,
  cfg: SocialProvider,
  code: string,
  redirectUri: string,
): Promise<{ accessToken: string; expiresIn: number }> {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    client_id: cfg.clientId,
    client_secret: cfg.clientSecret,
  });
  const answer = TokenAnswer.safeParse(
    await call(ctx, cfg.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form.toString(),
    }),
  );
  if (!answer.success) throw failure(null);
  return { accessToken: answer.data.access_token, expiresIn: answer.data.expires_in ?? 3600 };
}

export async function fetchProfile(ctx: AppContext, cfg: SocialProvider, accessToken: string): Promise<SocialProfile> {
  const raw = await call(ctx, cfg.profileUrl, { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } });
  return cfg.profileShape === 'oidc' ? readUserinfo(raw) : readMe(raw);
}

function readMe(raw: unknown): SocialProfile {
  const answer = MeAnswer.safeParse(raw);
  if (!answer.success) throw failure(null);
  const me = answer.data;
  const picture = me.picture?.data;
  return {
    id: me.id,
    email: me.email ?? null,
    mobilePhone: me.mobile_phone ?? null,
    name: me.name,
    // 000 §9: the anonymous avatar is used when the social picture is a silhouette.
    picture: picture && !picture.is_silhouette ? { url: picture.url, isSilhouette: false } : { url: SILHOUETTE, isSilhouette: true },
  };
}

function readUserinfo(raw: unknown): SocialProfile {
  const answer = UserinfoAnswer.safeParse(raw);
  if (!answer.success) throw failure(null);
  const u = answer.data;
  return {
    id: u.sub,
    email: u.email && u.email_verified ? u.email : null,
    mobilePhone: null,
    name: u.name,
    // No picture is the silhouette of 000 §9.
    picture: u.picture ? { url: u.picture, isSilhouette: false } : { url: SILHOUETTE, isSilhouette: true },
  };
}
