import { describe, expect, it } from 'vitest';
import { sanitizeUrl } from './log-redact';

describe('log redaction (000 §5 sanitised referrers)', () => {
  it('replaces tokens, nonces and codes in query strings', () => {
    expect(sanitizeUrl('/download/data/?token=abc123')).toBe('/download/data/?token=[redacted]');
    expect(sanitizeUrl('/web/consent/parental_consent_info/?nonce=n&pc_id=p')).toBe('/web/consent/parental_consent_info/?nonce=[redacted]&pc_id=p');
    expect(sanitizeUrl('/accounts/password/reset/confirm/?uid=7&token=t')).toBe('/accounts/password/reset/confirm/?uid=[redacted]&token=[redacted]');
    expect(sanitizeUrl('/graphql/query/?query_hash=x&variables=%7B%7D')).toBe('/graphql/query/?query_hash=x&variables=%7B%7D');
    expect(sanitizeUrl('/feed/')).toBe('/feed/');
  });
});
