import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WireConsentResponse } from '../../sync/api/auth-wire';
import { body, loggedIn, makeUser, startEntryServer, visitor } from './entry-helpers';
import type { Clock } from './entry-helpers';
import type { Client, TestServer } from './helpers';

let server: TestServer;
let clock: Clock;
beforeAll(async () => {
  ({ server, clock } = await startEntryServer());
  await makeUser(server, 'old.timer');
});
afterAll(async () => {
  await server.close();
});

const consent = async (res: Response): Promise<WireConsentResponse> => {
  if (res.status !== 200) throw new Error(`${res.status} ${await res.text()}`);
  return body<WireConsentResponse>(res);
};
const fetchReg = (client: Client, qs = '') => client.get(`/web/consent/fetch_parental_consent_reg/${qs}`, { accept: 'application/json' });
const flow = (client: Client, gdpr_s: string, screen: string, updates: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  client.post('/web/consent/new_user_flow/', { current_screen_key: screen, gdpr_s, updates, ...extra }, { json: true });
const ageCheck = (client: Client, year: number, extra: Record<string, string> = {}) =>
  client.post('/web/consent/check_age_eligibility/', { day: '1', month: '1', year: String(year), ...extra });

const signupForm = (over: Record<string, string>) => ({
  password: 'consent-pass-1',
  first_name: 'Consent Person',
  month: '1',
  day: '1',
  year: '1990',
  client_id: 'consent-device',
  ...over,
});

describe('new user consent (000 §4 Consent, 000 §7 fetch_parental_consent_reg / new_user_flow)', () => {
  it('default tos: tos, then finished; the response carries the 000 §3 fields', async () => {
    const client = await visitor(server);
    const first = await consent(await fetchReg(client));
    expect(first).toMatchObject({
      status: 'ok',
      screen_key: 'tos',
      tos_version: 'default',
      entry_point: 'reg',
      gdpr_s: expect.stringContaining('.'),
      primary_button_text: expect.any(String),
      contents: { title: expect.any(String), body: expect.any(Array), buttons: [] },
      blocking: false,
    });
    expect(first.consents).toEqual({
      tos_data_policy_consent_state: 0,
      age_consent_state: 0,
      existing_user_intro_state: 0,
      parental_consent_intro: 0,
      parental_consent_email: 0,
      dob: 0,
    });
    const done = await consent(await flow(client, first.gdpr_s, 'tos', { tos_data_policy_consent_state: 2 }));
    expect(done.screen_key).toBe('finished');
    expect(done.consents.tos_data_policy_consent_state).toBe(2);
  });

  it('eu: three age buttons; an adult finishes and signs up with gdpr_s, which links the consent to the account', async () => {
    const client = await visitor(server);
    const first = await consent(await fetchReg(client, '?tos_version=eu'));
    expect(first.screen_key).toBe('tos_and_three_age_button');
    expect(first.contents.buttons.map((b) => b.value)).toEqual(['above_18', '13_to_18', 'under_13']);
    const done = await consent(await flow(client, first.gdpr_s, first.screen_key, { tos_data_policy_consent_state: 2, age_bucket: 'above_18' }));
    expect(done.screen_key).toBe('finished');

    const without = await body(await client.post('/accounts/web_create_ajax/', signupForm({ email: 'eu1@example.test', username: 'eu.one', tos_version: 'eu' })));
    expect(without).toMatchObject({ account_created: false, errors: { gdpr_s: [{ code: 'consent_required' }] } });
    const res = await client.post('/accounts/web_create_ajax/', signupForm({ email: 'eu1@example.test', username: 'eu.one', tos_version: 'eu', gdpr_s: done.gdpr_s }));
    expect(res.status).toBe(200);
    const road = await consent(await client.get('/web/consent/get/roadblocking', { accept: 'application/json' }));
    expect(road).toMatchObject({ screen_key: 'already_finished', tos_version: 'eu', entry_point: 'block', session_id: first.session_id });
    // A session that belongs to an account can no longer be used as a pending sign-up.
    expect((await fetchReg(client, `?gdpr_s=${encodeURIComponent(done.gdpr_s)}`)).status).toBe(400);
  });

  it('refuses a forged gdpr_s, server-owned states and bad dates', async () => {
    const client = await visitor(server);
    const first = await consent(await fetchReg(client, '?tos_version=eu'));
    const forged = await body(await flow(client, `${first.session_id}.0000`, 'tos', {}));
    expect(forged['error_type']).toBe('invalid_consent_session');
    expect((await flow(client, first.gdpr_s, 'tos', { age_consent_state: 2 })).status).toBe(400);
    expect((await flow(client, first.gdpr_s, 'tos', { parental_consent_email: 2 })).status).toBe(400);
    const badDob = await flow(client, first.gdpr_s, 'dob', {}, { dob: '2030-01-01' });
    expect((await body(badDob))['error_type']).toBe('invalid_dob');
    expect((await fetchReg(client, '?tos_version=mars')).status).toBe(400);
  });
});

describe('POST /web/consent/check_age_eligibility/ and the under-age cooldown (000 §4 Age, 000 §9)', () => {
  it('answers eligible_to_register and parental_consent_required (gdpr: tos eu)', async () => {
    const client = await visitor(server);
    expect(await body(await ageCheck(client, 1990))).toMatchObject({ eligible_to_register: true, parental_consent_required: false, age_bucket: 'above_18' });
    expect(await body(await ageCheck(client, 2010, { tos_version: 'eu' }))).toMatchObject({ eligible_to_register: true, parental_consent_required: true, age_bucket: '13_to_18' });
    expect(await body(await ageCheck(client, 2010))).toMatchObject({ parental_consent_required: false });
    expect((await body(await client.post('/web/consent/check_age_eligibility/', { day: '31', month: '2', year: '2000' })))['error_type']).toBe('invalid_dob');
  });

  it('blocks age answers after 2 under-age attempts for 24 hours, per mid and per client_id', async () => {
    const client = await visitor(server);
    expect(await body(await ageCheck(client, 2015, { client_id: 'kid-device' }))).toMatchObject({ eligible_to_register: false, underage_attempts_left: 1 });
    expect(await body(await ageCheck(client, 2016, { client_id: 'kid-device' }))).toMatchObject({ eligible_to_register: false, underage_attempts_left: 0 });
    const blocked = await ageCheck(client, 1990);
    expect(blocked.status).toBe(429);
    expect(await body(blocked)).toMatchObject({ error_type: 'age_check_blocked', retry_after_seconds: 24 * 3600 });
    // Another browser (new mid) with the same client_id is blocked too.
    expect((await ageCheck(await visitor(server), 1990, { client_id: 'kid-device' })).status).toBe(429);
    // Sign-up refuses the blocked device as well.
    const signup = await body(await client.post('/accounts/web_create_ajax/attempt/', signupForm({ email: 'kid@example.test', username: 'kid.one', tos_version: 'default' })));
    expect(signup).toMatchObject({ errors: { birthday: [{ code: 'age_check_blocked' }] } });
    clock.advance(24 * 3600_000 + 1000);
    expect((await ageCheck(client, 1990)).status).toBe(200);
  });

  it('counts reaching the under_13 screen as one attempt', async () => {
    const client = await visitor(server);
    const first = await consent(await fetchReg(client, '?tos_version=eu'));
    const under = await consent(await flow(client, first.gdpr_s, first.screen_key, { tos_data_policy_consent_state: 2, age_bucket: 'under_13' }));
    expect(under).toMatchObject({ screen_key: 'under_13', blocking: true, consents: { age_consent_state: 11 } });
    expect(await body(await ageCheck(client, 2014))).toMatchObject({ eligible_to_register: false, underage_attempts_left: 0 });
    expect((await ageCheck(client, 1990)).status).toBe(429);
    expect((await flow(client, first.gdpr_s, 'dob', {}, { dob: '1990-01-01' })).status).toBe(429);
  });
});

describe('existing users (GET /web/consent/get/roadblocking, update, update_dob, reset, /terms/accept/)', () => {
  it('requires a login', async () => {
    const client = await visitor(server);
    expect((await client.get('/web/consent/get/roadblocking', { accept: 'application/json' })).status).toBe(401);
    expect((await client.post('/web/consent/update/', { current_screen_key: 'tos', updates: '{}' })).status).toBe(401);
    expect((await client.post('/terms/accept/', {})).status).toBe(401);
  });

  it('walks intro, terms, age and birthday after a reset to the eu terms', async () => {
    const client = await loggedIn(server, 'old.timer');
    expect((await consent(await client.get('/web/consent/get/roadblocking?entry_point=dialog', { accept: 'application/json' })))).toMatchObject({
      screen_key: 'already_finished',
      entry_point: 'dialog',
    });
    expect((await consent(await client.post('/web/consent/reset_gdpr_consent/', { tos_version: 'eu' }))).screen_key).toBe('qp_intro');
    const skip = await consent(await client.post('/web/consent/update/', { current_screen_key: 'qp_intro', updates: '{}', action: 'skip' }));
    expect(skip).toMatchObject({ screen_key: 'tos_and_two_age_button', consents: { existing_user_intro_state: 1 } });
    expect((await consent(await client.post('/terms/accept/', {}))).screen_key).toBe('age_consent_two_button');
    const under18 = await consent(await client.post('/web/consent/update/', { current_screen_key: 'age_consent_two_button', updates: JSON.stringify({ age_bucket: 'under_18' }) }));
    expect(under18.screen_key).toBe('dob');
    const bad = await client.post('/web/consent/update_dob/', { day: '30', month: '2', year: '2009' });
    expect(await body(bad)).toMatchObject({ status: 'fail', error_type: 'invalid_dob', message: expect.any(String) });
    const dob = await consent(await client.post('/web/consent/update_dob/', { day: '1', month: '1', year: '2001' }));
    expect(dob).toMatchObject({ screen_key: 'finished', dob: '2001-01-01', age_bucket: 'above_18' });
    expect((await consent(await client.get('/web/consent/get/roadblocking', { accept: 'application/json' }))).screen_key).toBe('already_finished');
    const withdrawn = await consent(await client.post('/web/consent/update/', { current_screen_key: 'finished', updates: '{"tos_data_policy_consent_state":3}' }));
    expect(withdrawn.screen_key).toBe('tos');
  });

  it('rejects updates that are not JSON objects', async () => {
    const client = await loggedIn(server, 'old.timer');
    expect((await client.post('/web/consent/update/', { current_screen_key: 'tos', updates: 'not json' })).status).toBe(400);
    expect((await client.post('/web/consent/update/', { current_screen_key: 'nope', updates: '{}' })).status).toBe(400);
  });
});
