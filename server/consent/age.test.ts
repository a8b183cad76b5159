import { describe, expect, it } from 'vitest';
import { ageOfDob, bucketOf, eligibility, readDob, readIsoDob } from './age';

const today = new Date(Date.UTC(2025, 5, 15));

describe('age rules (000 §4 Age, 000 §9)', () => {
  it('reads only real past dates from 1900 on', () => {
    expect(readDob('2010', '6', '15', today)).toBe('2010-06-15');
    expect(readDob('2010', '2', '30', today)).toBeNull();
    expect(readDob('2026', '1', '1', today)).toBeNull();
    expect(readDob('1899', '1', '1', today)).toBeNull();
    expect(readIsoDob('2001-12-31', today)).toBe('2001-12-31');
    expect(readIsoDob('31/12/2001', today)).toBeNull();
  });

  it('puts ages into the buckets of 000 §3', () => {
    expect(bucketOf(ageOfDob('2012-06-16', today))).toBe('under_13');
    expect(bucketOf(ageOfDob('2012-06-15', today))).toBe('13_to_18');
    expect(bucketOf(ageOfDob('2007-06-15', today))).toBe('above_18');
  });

  it('is eligible from 13 (000 §9) and needs parental consent under 18 only where gdpr applies', () => {
    expect(eligibility(12, true)).toEqual({ eligible_to_register: false, parental_consent_required: false });
    expect(eligibility(13, true)).toEqual({ eligible_to_register: true, parental_consent_required: true });
    expect(eligibility(17, false)).toEqual({ eligible_to_register: true, parental_consent_required: false });
    expect(eligibility(18, true)).toEqual({ eligible_to_register: true, parental_consent_required: false });
  });
});
