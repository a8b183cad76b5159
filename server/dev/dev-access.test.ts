import { describe, expect, it } from 'vitest';
import { devRequestAllowed, isLoopbackAddress, isLoopbackHost } from './dev-access';

describe('isLoopbackAddress', () => {
  it.each([
    ['127.0.0.1', true], ['127.1.2.3', true], ['::1', true], ['::ffff:127.0.0.1', true],
    ['192.0.2.2', false], ['10.0.0.1', false], ['::ffff:192.0.2.2', false], ['fd00::2', false],
    ['0.0.0.0', false], ['127.0.0.1.evil.example', false], ['', false], [undefined, false],
  ])('%s → %s', (address, expected) => {
    expect(isLoopbackAddress(address)).toBe(expected);
  });
});

describe('isLoopbackHost', () => {
  it.each([
    ['localhost:3000', true], ['LOCALHOST', true], ['app.localhost:3000', true], ['127.0.0.1:3000', true], ['[::1]:3000', true],
    ['evil.example', false], ['localhost.evil.example', false], ['127.0.0.1.nip.io', false], ['192.0.2.2:3000', false], ['', false],
  ])('%s → %s', (host, expected) => {
    expect(isLoopbackHost(host)).toBe(expected);
  });
});

describe('devRequestAllowed', () => {
  const local = { remoteAddress: '127.0.0.1', headers: { host: 'localhost:3000' } };
  it('allows a direct local request when on', () => {
    expect(devRequestAllowed(true, local)).toBe(true);
    expect(devRequestAllowed(true, { remoteAddress: '::1', headers: { host: '[::1]:3000' } })).toBe(true);
  });
  it('refuses everything when off', () => {
    expect(devRequestAllowed(false, local)).toBe(false);
  });
  it('refuses another address, whatever the headers claim', () => {
    expect(devRequestAllowed(true, { remoteAddress: '192.0.2.7', headers: { host: 'localhost:3000' } })).toBe(false);
    expect(devRequestAllowed(true, { remoteAddress: '192.0.2.7', headers: { host: 'localhost', 'x-forwarded-for': '127.0.0.1' } })).toBe(false);
    expect(devRequestAllowed(true, { remoteAddress: undefined, headers: { host: 'localhost' } })).toBe(false);
  });
  it('refuses a proxied request and a foreign or missing Host', () => {
    expect(devRequestAllowed(true, { ...local, headers: { ...local.headers, 'x-forwarded-for': '127.0.0.1' } })).toBe(false);
    expect(devRequestAllowed(true, { ...local, headers: { ...local.headers, forwarded: 'for=127.0.0.1' } })).toBe(false);
    expect(devRequestAllowed(true, { ...local, headers: { host: 'evil.example:3000' } })).toBe(false);
    expect(devRequestAllowed(true, { ...local, headers: {} })).toBe(false);
  });
});
