import { describe, expect, it } from 'vitest';
import { oauthConfigFromServer, oauthConfigsFromServer, readOAuthConfig } from './oauth-config';
import { checkOAuthState, beginOAuth, oauthDialogUrl, OAUTH_STATE_STORAGE_KEY, providerNameOf, type KeyStorage } from './oauth-state';
import { socialLoginAllowed, statusForLogging, statusOfReturn, type OAuthConfig } from './social-login';

const config: OAuthConfig = {
  provider: 'test',
  name: 'Test',
  authorizeUrl: 'https://provider.test/oauth/authorize',
  clientId: 'client-1',
  ownHosts: ['lumen.test'],
  responseType: 'code,granted_scopes',
  scope: 'email',
};
const gate = { gatekeeperOn: true, config, countryCode: 'US', search: '', host: 'lumen.test' };

function memoryStorage(): KeyStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

describe('social login gating (000 §5)', () => {
  it('is on when configured, on our host, in an allowed country', () => {
    expect(socialLoginAllowed(gate)).toBe(true);
  });
  it('is off unless a provider is configured and the gatekeeper is on', () => {
    expect(socialLoginAllowed({ ...gate, config: null })).toBe(false);
    expect(socialLoginAllowed({ ...gate, gatekeeperOn: false })).toBe(false);
  });
  it('is disabled for country codes CN, IR, CU, KP', () => {
    for (const cc of ['CN', 'IR', 'CU', 'KP', 'cn']) expect(socialLoginAllowed({ ...gate, countryCode: cc })).toBe(false);
  });
  it('is disabled under forced authentication without the enable parameter', () => {
    expect(socialLoginAllowed({ ...gate, search: '?force_authentication=1' })).toBe(false);
    expect(socialLoginAllowed({ ...gate, search: '?force_authentication=1&enable_social_login=1' })).toBe(true);
  });
  it("is offered only on the product's own hosts", () => {
    expect(socialLoginAllowed({ ...gate, host: 'mirror.example' })).toBe(false);
  });
});

describe('social status logging (000 §4)', () => {
  it('maps connected, not_authorized, unknown and ig_* to authorized, not_authorized, logged_out', () => {
    expect(statusForLogging('connected')).toBe('authorized');
    expect(statusForLogging('not_authorized')).toBe('not_authorized');
    for (const s of ['unknown', 'ig_ineligible', 'ig_timeout', 'ig_admin'] as const) expect(statusForLogging(s)).toBe('logged_out');
  });
  it('reads the status of an OAuth return', () => {
    expect(statusOfReturn(new URLSearchParams('code=abc&state=x'))).toBe('connected');
    expect(statusOfReturn(new URLSearchParams('error=access_denied'))).toBe('not_authorized');
    expect(statusOfReturn(new URLSearchParams(''))).toBe('unknown');
  });
});

describe('OAuth state in session storage (000 §5)', () => {
  const bytes = (a: Uint8Array) => a.fill(7);
  it('keeps a random key and accepts the same key once on return', () => {
    const storage = memoryStorage();
    const state = beginOAuth(storage, bytes, '/p/a/', 'login');
    expect(state.key).toBe('07'.repeat(16));
    expect(storage.map.get(OAUTH_STATE_STORAGE_KEY)).toBe(state.key);
    expect(checkOAuthState(storage, JSON.stringify(state))).toEqual({ ok: true, state });
    expect(checkOAuthState(storage, JSON.stringify(state))).toEqual({ ok: false, reason: 'missing' });
  });
  it('rejects another key', () => {
    const storage = memoryStorage();
    beginOAuth(storage, bytes, '/', 'login');
    expect(checkOAuthState(storage, JSON.stringify({ key: 'other', returnURL: '/' }))).toEqual({ ok: false, reason: 'mismatch' });
  });
  it('rejects a malformed state', () => {
    const storage = memoryStorage();
    beginOAuth(storage, bytes, '/', 'login');
    expect(checkOAuthState(storage, '{nope')).toEqual({ ok: false, reason: 'malformed' });
  });
  it('remembers which provider the dialog was (000 §7 facebook or google); an older state means facebook', () => {
    const storage = memoryStorage();
    const google = beginOAuth(storage, bytes, '/', 'login', 'google');
    expect(checkOAuthState(storage, JSON.stringify(google))).toEqual({ ok: true, state: { key: google.key, returnURL: '/', intent: 'login', provider: 'google' } });
    const old = beginOAuth(storage, bytes, '/', 'link');
    expect(checkOAuthState(storage, JSON.stringify({ key: old.key, returnURL: '/', intent: 'link' }))).toMatchObject({ ok: true, state: { provider: 'facebook' } });
    expect(providerNameOf({ provider: 'google' })).toBe('google');
    expect(providerNameOf({ provider: 'oauth' })).toBe('facebook');
  });
  it('builds the dialog url with the spec query (000 §7 Social SDK)', () => {
    const state = { key: 'k', returnURL: '/', intent: 'login' as const, provider: 'facebook' as const };
    const url = new URL(oauthDialogUrl({ config, origin: 'https://lumen.test', state, locale: 'fr_FR', mobile: true }));
    expect(url.origin + url.pathname).toBe('https://provider.test/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'client-1',
      redirect_uri: 'https://lumen.test/accounts/fbsignup/',
      state: JSON.stringify(state),
      scope: 'email',
      response_type: 'code,granted_scopes',
      locale: 'fr_FR',
      display: 'touch',
    });
  });
});

describe('provider configuration from the bootstrap', () => {
  const entry = { provider: 'test', name: 'Test', authorize_url: 'https://provider.test/oauth/authorize', client_id: 'client-1', own_hosts: ['Lumen.test'] };
  it('reads entry_data.oauth when the social_login gatekeeper is on', () => {
    expect(readOAuthConfig({ gatekeepers: { social_login: true }, entry_data: { oauth: [entry] } })).toEqual(config);
  });
  it('is off without the gatekeeper or the entry', () => {
    expect(readOAuthConfig({ gatekeepers: {}, entry_data: { oauth: [entry] } })).toBeNull();
    expect(readOAuthConfig({ gatekeepers: { social_login: true }, entry_data: {} })).toBeNull();
    expect(readOAuthConfig(null)).toBeNull();
  });
});

describe('provider configuration from the server (GET /accounts/social_login_config/)', () => {
  it('is the provider when enabled', () => {
    expect(oauthConfigFromServer({ enabled: true, authorize_url: 'https://provider.test/authorize', client_id: 'c', scope: 'email' })).toMatchObject({
      authorizeUrl: 'https://provider.test/authorize',
      clientId: 'c',
      scope: 'email',
      responseType: 'code,granted_scopes',
    });
  });
  it('lists every provider the server has, facebook and google (000 §7)', () => {
    const providers = [
      { provider: 'facebook', authorize_url: 'https://provider.test/authorize', client_id: 'c', scope: 'email', response_type: 'code,granted_scopes' },
      { provider: 'google', authorize_url: 'https://accounts.google.test/auth', client_id: 'g', scope: 'openid email profile', response_type: 'code' },
    ];
    const configs = oauthConfigsFromServer({ enabled: true, authorize_url: 'https://provider.test/authorize', client_id: 'c', providers });
    expect(configs.map((c) => [c.provider, c.name, c.responseType, c.scope])).toEqual([
      ['facebook', 'your social account', 'code,granted_scopes', 'email'],
      ['google', 'Google', 'code', 'openid email profile'],
    ]);
    expect(oauthConfigsFromServer({ enabled: false, providers: [providers[1]!] }).map((c) => c.provider)).toEqual(['google']);
    expect(oauthConfigsFromServer({ enabled: true, authorize_url: 'https://provider.test/authorize', client_id: 'c' }).map((c) => c.provider)).toEqual(['facebook']);
    expect(oauthConfigsFromServer({ enabled: false, providers: [] })).toEqual([]);
    expect(oauthConfigsFromServer(null)).toEqual([]);
  });
  it('is off when not enabled or incomplete', () => {
    expect(oauthConfigFromServer({ enabled: false })).toBeNull();
    expect(oauthConfigFromServer({ enabled: true, authorize_url: 'nope', client_id: 'c' })).toBeNull();
    expect(oauthConfigFromServer(null)).toBeNull();
  });
});
