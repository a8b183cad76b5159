import { describe, expect, it } from 'vitest';
import { readSocialRetry, socialRetryArgs, type SocialRetry } from './social-retry';

const retry: SocialRetry = {
  config: { provider: 'google', name: 'Google', authorizeUrl: 'https://accounts.example/auth', clientId: 'c1', ownHosts: ['lumen.test', 'www.lumen.test'], responseType: 'code', scope: 'openid email profile' },
  locale: 'fr_FR',
  returnURL: '/ana/',
  intent: 'link',
};

describe('the social-connect retry carried by a toast (000 §8)', () => {
  it('goes through string args and back unchanged', () => {
    const args = socialRetryArgs(retry);
    expect(Object.values(args).every((v) => typeof v === 'string')).toBe(true);
    expect(readSocialRetry(structuredClone(args))).toEqual(retry);
  });
  it('refuses args without a usable dialog', () => {
    const args = socialRetryArgs(retry);
    expect(readSocialRetry({ ...args, authorizeUrl: 'javascript:alert(1)' })).toBeNull();
    expect(readSocialRetry({ ...args, authorizeUrl: '' })).toBeNull();
    expect(readSocialRetry({ ...args, clientId: '' })).toBeNull();
    expect(readSocialRetry({})).toBeNull();
  });
  it('reads anything but link as a login', () => {
    expect(readSocialRetry({ ...socialRetryArgs(retry), intent: 'other' })?.intent).toBe('login');
  });
});
