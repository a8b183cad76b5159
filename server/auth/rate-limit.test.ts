import { describe, expect, it } from 'vitest';
import { createWindowLimiter } from './rate-limit';

describe('window limiter', () => {
  it('allows max events per window and says how long to wait', () => {
    let t = 0;
    const limiter = createWindowLimiter({ max: 2, windowMs: 30_000 }, () => t);
    expect(limiter.take('a')).toBe(0);
    t = 10_000;
    expect(limiter.take('a')).toBe(0);
    t = 12_000;
    expect(limiter.take('a')).toBe(18_000);
    expect(limiter.take('b')).toBe(0);
    t = 30_001;
    expect(limiter.take('a')).toBe(0);
  });

  it('once per 30 s: the wait counts down from the last event', () => {
    let t = 0;
    const limiter = createWindowLimiter({ max: 1, windowMs: 30_000 }, () => t);
    limiter.hit('x');
    t = 29_000;
    expect(limiter.wait('x')).toBe(1000);
    limiter.reset('x');
    expect(limiter.wait('x')).toBe(0);
  });
});
