/**
 * The OAuth 2.0 code flow of social login (000 §5, 000 §7 Social SDK): a random state key
 * kept in session storage and compared on return; the dialog url with client_id,
 * redirect_uri (the social sign-up path), state (JSON with the key and the return URL),
 * scope email, response_type and locale, in a mobile or desktop variant.
 */
import type { OAuthConfig } from './social-login';

export const OAUTH_STATE_STORAGE_KEY = 'lumen:oauth-state';
export const SOCIAL_SIGNUP_PATH = '/accounts/fbsignup/';

/**
 * What the state carries; `intent` (ours) tells a login or sign-up from an account link, and
 * `provider` (ours) which provider's dialog it was (000 §7: facebook or google).
 */
export interface OAuthState {
  key: string;
  returnURL: string;
  intent: 'login' | 'link';
  provider: SocialProviderName;
}

export type SocialProviderName = 'facebook' | 'google';

/** The worker's provider name for a configured provider (anything but google is the facebook flow). */
export const providerNameOf = (config: Pick<OAuthConfig, 'provider'>): SocialProviderName => (config.provider === 'google' ? 'google' : 'facebook');

export interface KeyStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A fresh state, its key remembered in session storage. `randomBytes` fills a 16-byte array. */
export function beginOAuth(
  storage: KeyStorage,
  randomBytes: (a: Uint8Array) => Uint8Array,
  returnURL: string,
  intent: OAuthState['intent'],
  provider: SocialProviderName = 'facebook',
): OAuthState {
  const key = Array.from(randomBytes(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
  storage.setItem(OAUTH_STATE_STORAGE_KEY, key);
  return { key, returnURL, intent, provider };
}

export interface DialogInput {
  config: OAuthConfig;
  origin: string;
  state: OAuthState;
  locale: string;
  mobile: boolean;
}

export function oauthDialogUrl(d: DialogInput): string {
  const url = new URL(d.config.authorizeUrl);
  url.searchParams.set('client_id', d.config.clientId);
  url.searchParams.set('redirect_uri', new URL(SOCIAL_SIGNUP_PATH, d.origin).href);
  url.searchParams.set('state', JSON.stringify(d.state));
  url.searchParams.set('scope', d.config.scope);
  url.searchParams.set('response_type', d.config.responseType);
  url.searchParams.set('locale', d.locale || 'en_US');
  // 000 §7: a mobile and a desktop variant of the dialog.
  url.searchParams.set('display', d.mobile ? 'touch' : 'page');
  return url.href;
}

export type StateCheck = { ok: true; state: OAuthState } | { ok: false; reason: 'missing' | 'mismatch' | 'malformed' };

/** On return: the state must parse and carry the key kept in session storage (used once). */
export function checkOAuthState(storage: KeyStorage, raw: string | null): StateCheck {
  const stored = storage.getItem(OAUTH_STATE_STORAGE_KEY);
  storage.removeItem(OAUTH_STATE_STORAGE_KEY);
  if (raw === null || stored === null) return { ok: false, reason: 'missing' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const s = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  if (typeof s.key !== 'string' || typeof s.returnURL !== 'string') return { ok: false, reason: 'malformed' };
  if (s.key !== stored) return { ok: false, reason: 'mismatch' };
  return { ok: true, state: { key: s.key, returnURL: s.returnURL, intent: s.intent === 'link' ? 'link' : 'login', provider: s.provider === 'google' ? 'google' : 'facebook' } };
}
