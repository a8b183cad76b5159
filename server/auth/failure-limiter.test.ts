import { describe, expect, it } from 'vitest';
import { createFailureLimiter } from './failure-limiter';

describe('failure limiter', () => {
  it('blocks after max failures inside the window and frees the key once they age out', () => {
    let t = 0;
    const limiter = createFailureLimiter({ max: 3, windowMs: 1000, now: () => t });
    limiter.fail('a');
    t = 100;
    limiter.fail('a');
    expect(limiter.blocked('a')).toBe(false);
    limiter.fail('a');
    expect(limiter.blocked('a')).toBe(true);
    expect(limiter.blocked('b')).toBe(false);
    t = 1001;
    expect(limiter.blocked('a')).toBe(false);
  });

  it('reset forgets a key', () => {
    const limiter = createFailureLimiter({ max: 1, windowMs: 1000, now: () => 0 });
    limiter.fail('a');
    expect(limiter.blocked('a')).toBe(true);
    limiter.reset('a');
    expect(limiter.blocked('a')).toBe(false);
  });
});
