import { describe, expect, it } from 'vitest';
import { ageAttemptsReducer, ageCheckBlocked, initialAgeAttempts, type AgeAttemptAction } from './age-attempts';

const fold = (actions: AgeAttemptAction[]) => actions.reduce(ageAttemptsReducer, initialAgeAttempts);
const DAY = 24 * 60 * 60 * 1000;

describe('under-age attempts (000 §4 Age, 000 §9: 2, then blocked)', () => {
  it('an eligible answer does not count', () => {
    expect(fold([{ type: 'age-checked', eligible: true, at: 0 }])).toEqual(initialAgeAttempts);
  });
  it('one not-eligible answer counts one attempt and does not block', () => {
    const s = fold([{ type: 'age-checked', eligible: false, at: 0 }]);
    expect(s.attempts).toBe(1);
    expect(ageCheckBlocked(s, 0)).toBe(false);
  });
  it('the second invalid attempt blocks with a cooldown', () => {
    const s = fold([{ type: 'age-checked', eligible: false, at: 0 }, { type: 'age-checked', eligible: false, at: 10 }]);
    expect(s).toEqual({ attempts: 2, blockedUntil: 10 + DAY });
    expect(ageCheckBlocked(s, 11)).toBe(true);
  });
  it('the under_13 screen counts one attempt', () => {
    const s = fold([{ type: 'under-13-shown', at: 0 }, { type: 'age-checked', eligible: false, at: 5 }]);
    expect(ageCheckBlocked(s, 6)).toBe(true);
  });
  it('the block ends when the cooldown has passed', () => {
    const s = fold([{ type: 'under-13-shown', at: 0 }, { type: 'under-13-shown', at: 0 }, { type: 'clock-ticked', at: DAY }]);
    expect(s).toEqual(initialAgeAttempts);
  });
  it("mirrors the server's count when it answers one", () => {
    const s = fold([{ type: 'age-checked', eligible: false, at: 0 }, { type: 'server-counted', attempts: 2, blockedUntil: 500 }]);
    expect(ageCheckBlocked(s, 499)).toBe(true);
    expect(ageCheckBlocked(s, 500)).toBe(false);
  });
});
