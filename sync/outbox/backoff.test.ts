import { describe, expect, it } from 'vitest';
import { Backoff, backoffDelay, unreachableDelay } from './backoff';

describe('backoffDelay (DESIGN.md rule 3: backoff and jitter)', () => {
  it('doubles from 1 s with full jitter', () => {
    expect(backoffDelay(1, () => 0.999)).toBe(999);
    expect(backoffDelay(2, () => 0.5)).toBe(1000);
    expect(backoffDelay(3, () => 0.25)).toBe(1000);
    expect(backoffDelay(1, () => 0)).toBe(0);
  });

  it('is capped at 5 minutes', () => {
    expect(Backoff.maxMs).toBe(300_000);
    expect(backoffDelay(30, () => 0.999999)).toBeLessThan(300_000);
    expect(backoffDelay(1000, () => 0.5)).toBe(150_000);
  });
});

describe('unreachableDelay (issue 17, property 4: a server back after being unreachable is found at once)', () => {
  it('stays within a second whatever the attempts, with full jitter', () => {
    expect(Backoff.unreachableMaxMs).toBe(1000);
    expect(unreachableDelay(1, () => 0.999)).toBe(999);
    expect(unreachableDelay(30, () => 0.999999)).toBeLessThan(1000);
    expect(unreachableDelay(1000, () => 0.5)).toBe(500);
    expect(unreachableDelay(3, () => 0)).toBe(0);
  });
});
