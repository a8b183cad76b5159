import { describe, expect, it } from 'vitest';
import { authorizedText, authorizeErrorText, authorizeQuery, hostOf, toggleScope } from './oauth-texts';

describe('the authorize dialog\'s texts and query', () => {
  it('keeps the four params as they came, first value of a repeated one, nothing else', () => {
    expect(authorizeQuery('?app_id=1&redirect_uri=https%3A%2F%2Fa.example%2Fcb&state=x%20y&response_type=code&extra=1&app_id=2')).toEqual({
      app_id: '1', redirect_uri: 'https://a.example/cb', state: 'x y', response_type: 'code',
    });
    expect(authorizeQuery('')).toEqual({});
  });
  it('names the host the answer goes to', () => {
    expect(hostOf('https://printly.example/oauth/callback')).toBe('printly.example');
    expect(hostOf('not a url')).toBe('not a url');
  });
  it('toggles a scope, keeping the app\'s order', () => {
    expect(toggleScope(['user_profile', 'user_media'], ['user_media'], 'user_profile', true)).toEqual(['user_profile', 'user_media']);
    expect(toggleScope(['user_profile', 'user_media'], ['user_profile', 'user_media'], 'user_media', false)).toEqual(['user_profile']);
  });
  it('words the refusals for people', () => {
    expect(authorizeErrorText('redirect_uri: does not match the address this app registered.')).toBe('The return address of this link does not match the address this app registered.');
    expect(authorizeErrorText('app_id: no app has this id.')).toBe('App: no app has this id.');
    expect(authorizeErrorText('Please log in to continue.')).toBe('Please log in to continue.');
  });
  it('dates an authorization', () => {
    expect(authorizedText(Date.UTC(2026, 2, 3) / 1000)).toBe('Authorized March 3, 2026');
  });
});
