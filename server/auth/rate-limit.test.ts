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

describe('window limiter: taken before an awaited check', () => {
  it('counts parallel attempts as they start, and a released one no longer counts', () => {
    const limiter = createWindowLimiter({ max: 3, windowMs: 60_000 }, () => 0);
    // Three attempts in flight at once use the budget up before any of them is checked.
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([0, 0, 0, 60_000]);
    limiter.release('a');
    expect(limiter.wait('a')).toBe(0);
    limiter.release('a');
    limiter.release('a');
    limiter.release('a');
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([0, 0, 0]);
  });
});

describe('window limiter memory', () => {
  it('forgets keys whose events have aged out, even if they never come back', () => {
    let t = 0;
    const limiter = createWindowLimiter({ max: 5, windowMs: 1000 }, () => t);
    for (let i = 0; i < 100; i += 1) limiter.hit(`guess-${i}`);
    expect(limiter.size()).toBe(100);
    t = 1500;
    limiter.hit('later');
    expect(limiter.size()).toBe(1);
  });
});
