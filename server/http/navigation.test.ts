import { describe, expect, it } from 'vitest';
import { acceptQuality, isNavigation } from './navigation';

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

describe('isNavigation', () => {
  it('takes a browser navigation, by Sec-Fetch-Mode or by Accept', () => {
    expect(isNavigation('GET', { 'sec-fetch-mode': 'navigate', accept: BROWSER_ACCEPT })).toBe(true);
    expect(isNavigation('HEAD', { accept: BROWSER_ACCEPT })).toBe(true);
    expect(isNavigation('GET', { accept: 'text/html' })).toBe(true);
  });

  it('leaves API calls alone: fetches, JSON, XHR, wildcards, other methods', () => {
    expect(isNavigation('GET', { 'sec-fetch-mode': 'cors', accept: 'text/html' })).toBe(false);
    expect(isNavigation('GET', { 'sec-fetch-mode': 'no-cors', accept: BROWSER_ACCEPT })).toBe(false);
    expect(isNavigation('GET', { accept: 'application/json' })).toBe(false);
    expect(isNavigation('GET', { accept: 'application/json, text/html;q=0.5' })).toBe(false);
    expect(isNavigation('GET', { accept: '*/*' })).toBe(false);
    expect(isNavigation('GET', {})).toBe(false);
    expect(isNavigation('GET', { accept: 'text/html', 'x-requested-with': 'XMLHttpRequest' })).toBe(false);
    expect(isNavigation('POST', { 'sec-fetch-mode': 'navigate', accept: BROWSER_ACCEPT })).toBe(false);
  });
});

describe('acceptQuality', () => {
  it('reads the q of an explicitly named type', () => {
    expect(acceptQuality(BROWSER_ACCEPT, 'text/html')).toBe(1);
    expect(acceptQuality('text/html;q=0.4, application/json', 'text/html')).toBe(0.4);
    expect(acceptQuality('TEXT/HTML ; Q=0.7', 'text/html')).toBe(0.7);
    expect(acceptQuality('*/*', 'application/json')).toBe(0);
    expect(acceptQuality('text/html;q=x', 'text/html')).toBe(0);
    expect(acceptQuality(undefined, 'text/html')).toBe(0);
  });
});
