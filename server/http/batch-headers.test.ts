import type { OutgoingHttpHeaders } from 'node:http';
import { describe, expect, it } from 'vitest';
import { CookieJar, innerRequestHeaders, itemAnswerHeaders, setCookieLines } from './batch-headers';

describe("an item's request headers", () => {
  it("inherits the batch's, less those of its connection and body; its own cookie, type, length and mutation id", () => {
    const inherited = {
      host: 'lumen.test',
      'x-csrftoken': 't',
      origin: 'https://lumen.test',
      referer: 'https://lumen.test/p/x/',
      'sec-fetch-site': 'same-origin',
      'user-agent': 'UA',
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-proto': 'https',
      'x-ig-www-claim': 'hmac.x',
    };
    const outer = {
      ...inherited,
      cookie: 'sessionid=s; csrftoken=t',
      'x-mutation-id': 'the-batch',
      'content-type': 'application/json',
      'content-length': '900',
      'content-encoding': 'gzip',
      'accept-encoding': 'gzip, br',
      'transfer-encoding': 'chunked',
      connection: 'keep-alive, x-hop',
      'keep-alive': 'timeout=5',
      'x-hop': 'yes',
      expect: '100-continue',
      te: 'trailers',
      upgrade: 'h2c',
    };
    expect(innerRequestHeaders(outer, { cookie: 'sessionid=s; csrftoken=t; mid=m', contentType: 'application/x-www-form-urlencoded', contentLength: 0, mutationId: 'item-1' })).toEqual({
      ...inherited,
      cookie: 'sessionid=s; csrftoken=t; mid=m',
      'x-mutation-id': 'item-1',
      'content-type': 'application/x-www-form-urlencoded',
      'content-length': '0',
    });
  });
});

describe("an item's answer headers", () => {
  it('lower-cased text, less those of one message, cookies, page-only security headers and the key headers (the batch answer has them)', () => {
    const inner: OutgoingHttpHeaders = {
      'content-type': 'application/json; charset=utf-8',
      'content-length': 12,
      'retry-after': '30',
      'x-ig-set-www-claim': 'hmac.y',
      'x-mutation-replayed': '1',
      'x-list': ['Cookie', 'Accept'],
      'set-cookie': ['mid=m; Path=/'],
      connection: 'keep-alive',
      'transfer-encoding': 'chunked',
      'content-security-policy': "default-src 'self'",
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'same-origin',
      'strict-transport-security': 'max-age=1',
      'ig-set-password-encryption-key-id': '41',
      'ig-set-password-encryption-pub-key': 'MIIB',
      'ig-set-password-encryption-key-version': '10',
      'X-Odd-Case': 'kept',
    };
    expect(itemAnswerHeaders(inner)).toEqual({
      'content-type': 'application/json; charset=utf-8',
      'retry-after': '30',
      'x-ig-set-www-claim': 'hmac.y',
      'x-mutation-replayed': '1',
      'x-list': 'Cookie, Accept',
      'x-odd-case': 'kept',
    });
    expect(setCookieLines(inner)).toEqual(['mid=m; Path=/']);
    expect(setCookieLines({ 'set-cookie': 'a=b' })).toEqual(['a=b']);
    expect(setCookieLines({})).toEqual([]);
  });
});

describe('the cookies sent with the next item', () => {
  it("starts from the batch's Cookie header as sent, then applies each answer's Set-Cookie in order", () => {
    const jar = new CookieJar('sessionid=s; csrftoken=a%3Db; csrftoken=second; junk; =x; mid=old');
    expect(jar.header()).toBe('sessionid=s; csrftoken=a%3Db; mid=old');
    jar.set('mid', 'new');
    jar.apply(['ds_user_id=7; Max-Age=60; Path=/', 'csrftoken=c; Path=/; SameSite=Lax'], 1000);
    expect(jar.header()).toBe('sessionid=s; csrftoken=c; mid=new; ds_user_id=7');
    jar.apply(['sessionid=; Max-Age=0', 'ds_user_id=7; Expires=Thu, 01 Jan 1970 00:00:00 GMT', 'mid=later; Expires=Thu, 01 Jan 2099 00:00:00 GMT'], 1000);
    expect(jar.header()).toBe('csrftoken=c; mid=later');
    expect(new CookieJar(undefined).header()).toBe('');
  });
});
