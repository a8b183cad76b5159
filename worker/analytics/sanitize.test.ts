import { describe, expect, it } from 'vitest';
import { SANITIZED_MARKER, sanitizeExtra, sanitizeUrl } from './sanitize';

const M = SANITIZED_MARKER;

describe('the sanitizer (000 §5: passwords and tokens in referrer URLs)', () => {
  it('replaces password and token values in query and fragment', () => {
    expect(sanitizeUrl('https://x.test/a/?password=hunter2&next=/')).toBe(`https://x.test/a/?password=${M}&next=/`);
    expect(sanitizeUrl('/fb/?access_token=abc&state=1#id_token=zz&x=1')).toBe(`/fb/?access_token=${M}&state=1#id_token=${M}&x=1`);
    expect(sanitizeUrl('/reset/?enc_password=1&code=9&status_code=500')).toBe(`/reset/?enc_password=${M}&code=${M}&status_code=500`);
    expect(sanitizeUrl('/one_tap/?login_nonce=q')).toBe(`/one_tap/?login_nonce=${M}`);
  });

  it('leaves other URLs alone', () => {
    expect(sanitizeUrl('/explore/tags/cats/?hl=en#top')).toBe('/explore/tags/cats/?hl=en#top');
  });

  it('sanitizes URL values and secret-named values of an event', () => {
    expect(sanitizeExtra({ ref: '/login/?password=a', count: 3, token: 'x', status_code: 5, note: 'see /p/?token=1' })).toEqual({
      ref: `/login/?password=${M}`, count: 3, token: M, status_code: 5, note: 'see /p/?token=1',
    });
  });
});
