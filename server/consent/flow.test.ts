import { describe, expect, it } from 'vitest';
import type { ConsentSessionRow } from '../db/types';
import { applyInput, nextScreen } from './flow';
import type { ConsentInput, ConsentSession } from './flow';

const today = new Date(Date.UTC(2025, 5, 15));
const session = (over: Partial<ConsentSessionRow> = {}): ConsentSession => ({
  id: 's1',
  userId: null,
  deviceId: 'd',
  tosVersion: 'eu',
  states: {},
  dob: null,
  ageBucket: null,
  guardianEmail: null,
  parentalStatus: null,
  parentName: null,
  createdMs: 0,
  updatedMs: 0,
  ...over,
});

/** Folds inputs over a session, failing on a rejected input. */
function fold(s: ConsentSession, inputs: Omit<ConsentInput, 'screen'>[], newUser = true): { s: ConsentSession; screens: string[] } {
  const screens: string[] = [nextScreen(s, today, newUser)];
  for (const input of inputs) {
    const r = applyInput(s, { screen: nextScreen(s, today, newUser), ...input } as ConsentInput, today);
    if (!r.ok) throw new Error(r.message);
    s = r.session;
    screens.push(nextScreen(s, today, newUser));
  }
  return { s, screens };
}

describe('consent flow (000 §3 screens, 000 §4 Consent)', () => {
  it('default/row tos: tos then finished', () => {
    const { screens } = fold(session({ tosVersion: 'default' }), [{ updates: { tos_data_policy_consent_state: 2 } }]);
    expect(screens).toEqual(['tos', 'finished']);
  });

  it('eu, adult: tos with three age buttons, above_18, finished', () => {
    const { s, screens } = fold(session(), [{ updates: { tos_data_policy_consent_state: 2, age_bucket: 'above_18' } }]);
    expect(screens).toEqual(['tos_and_three_age_button', 'finished']);
    expect(s.states).toMatchObject({ tos_data_policy_consent_state: 2, age_consent_state: 2, dob: 4 });
  });

  it('eu, teen: 13_to_18 asks the date of birth, then parental consent', () => {
    const { screens } = fold(session(), [
      { updates: { tos_data_policy_consent_state: 2, age_bucket: '13_to_18' } },
      { updates: {}, dob: '2010-03-04' },
    ]);
    expect(screens).toEqual(['tos_and_three_age_button', 'dob', 'parental_consent']);
  });

  it('eu, teen: skip on parental_consent finishes (ask later); a denial brings it back', () => {
    const teen = session({ dob: '2010-03-04', ageBucket: '13_to_18', states: { tos_data_policy_consent_state: 2, age_consent_state: 2 } });
    const { s, screens } = fold(teen, [{ updates: {}, action: 'skip' }]);
    expect(screens).toEqual(['parental_consent', 'finished']);
    expect(nextScreen({ ...s, parentalStatus: 'denied' }, today, true)).toBe('parental_consent');
    expect(nextScreen({ ...teen, parentalStatus: 'pending' }, today, true)).toBe('finished');
  });

  it('under_13 by bucket or by date of birth blocks, and counts as becoming under-age once', () => {
    const byBucket = applyInput(session(), { screen: 'tos_and_three_age_button', updates: { age_bucket: 'under_13' } }, today);
    expect(byBucket.ok && byBucket.becameUnderage).toBe(true);
    if (byBucket.ok) {
      expect(nextScreen(byBucket.session, today, true)).toBe('under_13');
      const again = applyInput(byBucket.session, { screen: 'under_13', updates: {} }, today);
      expect(again.ok && again.becameUnderage).toBe(false);
    }
    const byDob = applyInput(session({ tosVersion: 'default' }), { screen: 'tos', updates: {}, dob: '2015-01-01' }, today);
    expect(byDob.ok && nextScreen(byDob.session, today, true)).toBe('under_13');
  });

  it('existing eu users see the intro first and two age buttons', () => {
    const { screens } = fold(
      session(),
      [{ updates: { existing_user_intro_state: 2 } }, { updates: { tos_data_policy_consent_state: 2 } }, { updates: { age_bucket: 'under_18' } }],
      false,
    );
    expect(screens).toEqual(['qp_intro', 'tos_and_two_age_button', 'age_consent_two_button', 'dob']);
  });

  it('refuses states the server owns, unknown keys, bad dates and skip outside its screens', () => {
    const s = session();
    expect(applyInput(s, { screen: 'tos', updates: { age_consent_state: 2 } }, today)).toMatchObject({ ok: false, error: 'bad_update' });
    expect(applyInput(s, { screen: 'tos', updates: { parental_consent_email: 2 } }, today)).toMatchObject({ ok: false });
    expect(applyInput(s, { screen: 'tos', updates: { nope: 1 } }, today)).toMatchObject({ ok: false });
    expect(applyInput(s, { screen: 'tos', updates: { tos_data_policy_consent_state: 11 } }, today)).toMatchObject({ ok: false });
    expect(applyInput(s, { screen: 'dob', updates: {}, dob: '2030-01-01' }, today)).toMatchObject({ ok: false, error: 'invalid_dob' });
    expect(applyInput(s, { screen: 'tos', updates: {}, action: 'skip' }, today)).toMatchObject({ ok: false });
  });
});
