import { describe, expect, it } from 'vitest';
import { createRng } from '../../fixtures/seed/prng';
import { nameMaker, skewedId, spread } from './scale-names';

describe('scale generator names and numbers', () => {
  it('makes 20,000 distinct valid usernames, the same for the same seed', () => {
    const next = nameMaker(createRng(7));
    const names = Array.from({ length: 20_000 }, () => next());
    const usernames = names.map((n) => n.username);
    expect(new Set(usernames).size).toBe(usernames.length);
    for (const u of usernames) expect(u).toMatch(/^[a-z0-9._]{1,30}$/);
    const again = nameMaker(createRng(7));
    expect(Array.from({ length: 5 }, () => again())).toEqual(names.slice(0, 5));
  });

  it('picks ids in 1..n, most of them small', () => {
    const rng = createRng(1);
    const ids = Array.from({ length: 10_000 }, () => skewedId(rng, 1000, 3));
    expect(Math.min(...ids)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...ids)).toBeLessThanOrEqual(1000);
    expect(ids.filter((id) => id <= 100).length).toBeGreaterThan(ids.filter((id) => id > 900).length * 5);
  });

  it('spreads a total over parts exactly', () => {
    expect(spread(10, 3)).toEqual([4, 3, 3]);
    expect(spread(1_000_000, 99_999).reduce((a, b) => a + b, 0)).toBe(1_000_000);
  });
});
