import { describe, expect, it } from 'vitest';
import { serverCount } from './use-age-attempts';

describe("mirroring the server's under-age count (000 §4 Age)", () => {
  it('reads underage_attempts_left of the age check', () => {
    expect(serverCount(200, { underage_attempts_left: 1 }, 0)).toEqual({ type: 'server-counted', attempts: 1, blockedUntil: null });
    expect(serverCount(200, { underage_attempts_left: 0 }, 10)).toEqual({ type: 'server-counted', attempts: 2, blockedUntil: 10 + 24 * 3600 * 1000 });
  });
  it('reads a 429 age_check_blocked with its retry delay', () => {
    expect(serverCount(429, { error_type: 'age_check_blocked', retry_after_seconds: 60 }, 1000)).toEqual({ type: 'server-counted', attempts: 2, blockedUntil: 61_000 });
  });
  it('is nothing without a count', () => {
    expect(serverCount(200, { eligible_to_register: true }, 0)).toBeNull();
    expect(serverCount(500, null, 0)).toBeNull();
  });
});
