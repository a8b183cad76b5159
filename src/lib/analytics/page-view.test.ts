import { describe, expect, it } from 'vitest';
import { SANITIZED_MARKER, sanitizeExtra } from '../../../worker/analytics/sanitize';
import { loggedLocation } from './page-view';

const M = SANITIZED_MARKER;

describe('the locations a page_view logs (issue 14, 000 §5)', () => {
  it('masks the one-tap nonce and the e-mail confirmation code and uid in a path', () => {
    expect(loggedLocation('/accounts/onetap/n0nce-abc/')).toBe(`/accounts/onetap/${M}/`);
    expect(loggedLocation('/accounts/confirm_email/c0de/u1d/')).toBe(`/accounts/confirm_email/${M}/${M}/`);
    expect(loggedLocation('/accounts/confirm_email_deeplink/c0de/u1d/')).toBe(`/accounts/confirm_email_deeplink/${M}/${M}/`);
  });

  it('keeps the query (the worker sanitizes its secret parameters) and masks the path before it', () => {
    expect(loggedLocation('/accounts/onetap/n0nce/?next=%2Fdemo%2F')).toBe(`/accounts/onetap/${M}/?next=%2Fdemo%2F`);
    expect(loggedLocation('/demo/?utm=1')).toBe('/demo/?utm=1');
  });

  it('masks the path of an absolute referrer, origin and query kept', () => {
    expect(loggedLocation('http://localhost:4173/accounts/onetap/n0nce/?x=1')).toBe(`http://localhost:4173/accounts/onetap/${M}/?x=1`);
    expect(loggedLocation('https://example.com')).toBe('https://example.com');
    expect(loggedLocation('https://example.com/p/abc/')).toBe('https://example.com/p/abc/');
  });

  it('leaves pages without secrets, the bare prefixes and an empty referrer as they are', () => {
    for (const raw of ['/', '/p/abc/', '/accounts/onetap/', '/accounts/confirm_email/', '']) expect(loggedLocation(raw), raw).toBe(raw);
  });

  it('with the worker sanitizer after it, neither the nonce nor a token in the query is logged', () => {
    const extra = sanitizeExtra({ path: loggedLocation('/accounts/onetap/n0nce/?token=t0k'), ref: loggedLocation('https://h.example/accounts/confirm_email/c0de/u1d/') });
    const text = JSON.stringify(extra);
    for (const secret of ['n0nce', 't0k', 'c0de', 'u1d']) expect(text).not.toContain(secret);
  });
});
