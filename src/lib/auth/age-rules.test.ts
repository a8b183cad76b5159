import { describe, expect, it } from 'vitest';
import { ageAt, ageBucket, canAttemptSignup, datePickerDefault, isParentAge, isRealDate } from './age-rules';

const now = new Date(2025, 5, 15); // 15 June 2025

describe('date-picker defaults (000 §9)', () => {
  it('starts 25 years back by default, 16 for a teen, 12 for under-age', () => {
    expect(datePickerDefault('default', now)).toEqual({ month: 6, day: 15, year: 2000 });
    expect(datePickerDefault('teen', now).year).toBe(2009);
    expect(datePickerDefault('underAge', now).year).toBe(2013);
  });
});

describe('minimum ages (000 §9)', () => {
  it('needs 6 to attempt sign-up', () => {
    expect(canAttemptSignup({ month: 6, day: 15, year: 2019 }, now)).toBe(true);
    expect(canAttemptSignup({ month: 6, day: 16, year: 2019 }, now)).toBe(false);
  });
  it('buckets by 13 for the product and 18 for a parent (000 §3 age buckets)', () => {
    expect(ageBucket(12)).toBe('under_13');
    expect(ageBucket(13)).toBe('13_to_18');
    expect(ageBucket(17)).toBe('13_to_18');
    expect(ageBucket(18)).toBe('above_18');
  });
  it('needs 18 for a parent', () => {
    expect(isParentAge({ month: 6, day: 15, year: 2007 }, now)).toBe(true);
    expect(isParentAge({ month: 6, day: 16, year: 2007 }, now)).toBe(false);
  });
  it('counts whole years and rejects impossible dates', () => {
    expect(ageAt({ month: 6, day: 16, year: 2000 }, now)).toBe(24);
    expect(isRealDate({ month: 2, day: 30, year: 2024 })).toBe(false);
    expect(isRealDate({ month: 2, day: 29, year: 2024 })).toBe(true);
  });
});
