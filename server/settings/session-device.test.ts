import { describe, expect, it } from 'vitest';
import { deviceLabel, placeLabel } from './session-device';

const UA = {
  pixel: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
  iphoneChrome: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
  macSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15',
  winEdge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0',
  headless: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.0.0 Safari/537.36',
  samsung: 'Mozilla/5.0 (Linux; Android 13; SM-S901B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
};

describe('deviceLabel', () => {
  it.each([
    [UA.pixel, 'Chrome on Android'],
    [UA.iphone, 'Safari on iPhone'],
    [UA.iphoneChrome, 'Chrome on iPhone'],
    [UA.macSafari, 'Safari on Mac'],
    [UA.winEdge, 'Edge on Windows'],
    [UA.linuxFirefox, 'Firefox on Linux'],
    [UA.headless, 'Chrome on Linux'],
    [UA.samsung, 'Samsung Internet on Android'],
    ['curl/8.4.0', 'Unknown device'],
    ['', 'Unknown device'],
  ])('%s → %s', (ua, label) => {
    expect(deviceLabel(ua)).toBe(label);
  });
});

describe('placeLabel', () => {
  it.each([
    ['127.0.0.1', "This device's network"],
    ['::1', "This device's network"],
    ['::ffff:127.0.0.1', "This device's network"],
    ['192.168.1.20', 'Local network'],
    ['10.0.0.5', 'Local network'],
    ['172.20.1.1', 'Local network'],
    ['fd12:3456::1', 'Local network'],
    ['172.32.0.1', null],
    ['8.8.8.8', null],
    ['', null],
  ])('%s → %s', (ip, place) => {
    expect(placeLabel(ip)).toBe(place);
  });
});
