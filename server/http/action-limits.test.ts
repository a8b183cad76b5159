import { describe, expect, it } from 'vitest';
import { HttpError } from './errors';
import { createActionLimit, createActionLimits } from './action-limits';

const refusal = (f: () => void): HttpError | null => {
  try {
    f();
    return null;
  } catch (e) {
    if (e instanceof HttpError) return e;
    throw e;
  }
};

describe('per-account action limits', () => {
  it('refuses past any of its windows with 429 and the longest wait, per account', () => {
    let t = 0;
    const limit = createActionLimit([{ max: 3, windowMs: 1000 }, { max: 4, windowMs: 10_000 }], () => t);
    for (let i = 0; i < 3; i += 1) expect(refusal(() => limit.take(1))).toBeNull();
    const minute = refusal(() => limit.take(1));
    expect(minute?.statusCode).toBe(429);
    expect(minute?.body()).toMatchObject({ status: 'fail', error_type: 'rate_limited', retry_after_seconds: 1 });
    expect(refusal(() => limit.take(2))).toBeNull();
    t = 1000;
    expect(refusal(() => limit.take(1))).toBeNull();
    t = 2000;
    // The longer window is spent now: its wait (until t = 10 000) is the one announced.
    expect(refusal(() => limit.take(1))?.body()).toMatchObject({ retry_after_seconds: 8 });
  });

  it('a refused action counts nothing', () => {
    const limit = createActionLimit([{ max: 1, windowMs: 1000 }, { max: 2, windowMs: 5000 }], () => 0);
    limit.take(1);
    for (let i = 0; i < 5; i += 1) expect(refusal(() => limit.take(1))).not.toBeNull();
    expect(refusal(() => limit.take(1))?.body()).toMatchObject({ retry_after_seconds: 1 });
  });

  it('builds every kind with its overrides', () => {
    const limits = createActionLimits(() => 0, { places: [{ max: 1, windowMs: 1000 }] });
    limits.places.take(7);
    expect(refusal(() => limits.places.take(7))).not.toBeNull();
    expect(refusal(() => limits.reactions.take(7))).toBeNull();
  });
});
