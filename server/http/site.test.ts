import { describe, expect, it } from 'vitest';
import { createSite, listeningOrigin, parsePublicUrl, PRIVATE_PROXIES, trustProxyFromEnv } from './site';

describe('parsePublicUrl', () => {
  it('keeps the origin only', () => {
    expect(parsePublicUrl('https://lumen.example/')).toBe('https://lumen.example');
    expect(parsePublicUrl(' https://Lumen.Example:8443/app ')).toBe('https://lumen.example:8443');
    expect(parsePublicUrl('http://localhost:80')).toBe('http://localhost');
  });
  it('is unset when empty', () => {
    expect(parsePublicUrl(undefined)).toBeNull();
    expect(parsePublicUrl('  ')).toBeNull();
  });
  it('refuses what is not an http(s) URL, at start-up', () => {
    expect(() => parsePublicUrl('lumen.example')).toThrow(/PUBLIC_URL/);
    expect(() => parsePublicUrl('ftp://lumen.example')).toThrow(/PUBLIC_URL/);
  });
});

describe('listeningOrigin', () => {
  it('names loopback and wildcard addresses localhost, as the banner does', () => {
    for (const address of ['127.0.0.1', '0.0.0.0', '::', '::1']) {
      expect(listeningOrigin({ address, family: address.includes(':') ? 'IPv6' : 'IPv4', port: 3000 }), address).toBe('http://localhost:3000');
    }
  });
  it('keeps another address, IPv6 in brackets', () => {
    expect(listeningOrigin({ address: '192.0.2.2', family: 'IPv4', port: 8080 })).toBe('http://192.0.2.2:8080');
    expect(listeningOrigin({ address: 'fd00::2', family: 'IPv6', port: 8080 })).toBe('http://[fd00::2]:8080');
  });
  it('is http://localhost before the server listens', () => {
    expect(listeningOrigin(null)).toBe('http://localhost');
  });
});

describe('createSite', () => {
  const address = { address: '127.0.0.1', family: 'IPv4', port: 4000 };
  it('prefers PUBLIC_URL; https makes cookies Secure everywhere', () => {
    expect(createSite('https://lumen.example', () => address)).toMatchObject({ httpsOnly: true });
    expect(createSite('https://lumen.example', () => address).publicOrigin()).toBe('https://lumen.example');
    expect(createSite('http://lumen.example', () => address).httpsOnly).toBe(false);
  });
  it('falls back to the listening address', () => {
    const site = createSite(null, () => address);
    expect(site.publicOrigin()).toBe('http://localhost:4000');
    expect(site.httpsOnly).toBe(false);
  });
});

describe('trustProxyFromEnv', () => {
  it('is off unless set', () => {
    for (const v of [undefined, '', '0', 'false', 'OFF', 'no']) expect(trustProxyFromEnv(v), String(v)).toBe(false);
  });
  it('1 trusts a proxy on this machine or a private network', () => {
    for (const v of ['1', 'true', 'on', 'YES']) expect(trustProxyFromEnv(v), v).toEqual(PRIVATE_PROXIES);
  });
  it('takes a list of addresses and ranges', () => {
    expect(trustProxyFromEnv('10.0.0.5, 172.16.0.0/12,loopback')).toEqual(['10.0.0.5', '172.16.0.0/12', 'loopback']);
  });
  it('refuses a hop count, which Fastify would not honour', () => {
    expect(() => trustProxyFromEnv('2')).toThrow(/TRUST_PROXY/);
  });
});
