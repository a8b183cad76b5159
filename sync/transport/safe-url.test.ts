import { describe, expect, it } from 'vitest';
import { defaultHelpHost, isSafeUrl } from './safe-url';

const origin = 'https://www.lumen.test';

describe('isSafeUrl (000 §5: relative or http(s) to the same host or the help host)', () => {
  it('accepts relative urls', () => {
    expect(isSafeUrl('/challenge/1/', origin)).toBe(true);
    expect(isSafeUrl('challenge/1/', origin)).toBe(true);
    expect(isSafeUrl('?next=/', origin)).toBe(true);
  });

  it('accepts http and https to the same host and to the help host', () => {
    expect(isSafeUrl('https://www.lumen.test/accounts/login/', origin)).toBe(true);
    expect(isSafeUrl('http://www.lumen.test/x', origin)).toBe(true);
    expect(defaultHelpHost(origin)).toBe('help.lumen.test');
    expect(isSafeUrl('https://help.lumen.test/article/1', origin)).toBe(true);
  });

  it('rejects other hosts, protocol-relative and backslash tricks, and other schemes', () => {
    for (const url of ['https://evil.test/', '//evil.test/', '/\\evil.test/', 'javascript:alert(1)', 'data:text/html,x', 'https://lumen.test.evil.test/']) {
      expect(isSafeUrl(url, origin)).toBe(false);
    }
  });
});
