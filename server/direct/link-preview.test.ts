import { describe, expect, it } from 'vitest';
import { checkLink } from './link-preview';

describe('link messages (issue 13: a safe preview)', () => {
  it('keeps an https link and previews its host and path as text', () => {
    expect(checkLink(' https://Example.com/a/b?q=1 ')).toEqual({ ok: true, url: 'https://example.com/a/b?q=1', host: 'example.com', path: '/a/b?q=1' });
  });
  it('refuses other schemes', () => {
    for (const raw of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'file:///etc/passwd', 'ftp://x.test/']) {
      expect(checkLink(raw).ok).toBe(false);
    }
  });
  it('refuses credentials in the URL and text that is no URL', () => {
    expect(checkLink('https://bank.test@evil.test/').ok).toBe(false);
    expect(checkLink('not a link').ok).toBe(false);
    expect(checkLink('').ok).toBe(false);
  });
  it('decodes the path for reading and shortens a long one', () => {
    const long = checkLink(`https://x.test/${'a'.repeat(500)}`);
    expect(long.ok && long.path.length).toBe(200);
    const encoded = checkLink('https://x.test/caf%C3%A9');
    expect(encoded.ok && encoded.path).toBe('/café');
  });
});
