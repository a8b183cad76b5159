import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WireConsentResponse } from '../../sync/api/auth-wire';
import { body, lastLink, startEntryServer, visitor } from './entry-helpers';
import type { Clock } from './entry-helpers';
import type { Client, TestServer } from './helpers';

let server: TestServer;
let clock: Clock;
beforeAll(async () => {
  ({ server, clock } = await startEntryServer());
});
afterAll(async () => {
  await server.close();
});

const json = { accept: 'application/json' };

/** A 15-year-old new user in the eu flow, up to the parental_consent screen. */
async function teenAtParentalScreen(): Promise<{ client: Client; c: WireConsentResponse }> {
  const client = await visitor(server);
  const first = await body<WireConsentResponse>(await client.get('/web/consent/fetch_parental_consent_reg/?tos_version=eu', json));
  const bucket = await body<WireConsentResponse>(
    await client.post('/web/consent/new_user_flow/', {
      current_screen_key: first.screen_key,
      gdpr_s: first.gdpr_s,
      updates: JSON.stringify({ tos_data_policy_consent_state: 2, age_bucket: '13_to_18' }),
    }),
  );
  expect(bucket.screen_key).toBe('dob');
  const c = await body<WireConsentResponse>(await client.post('/web/consent/update_dob/', { gdpr_s: bucket.gdpr_s, day: '4', month: '3', year: '2010' }));
  expect(c).toMatchObject({ screen_key: 'parental_consent', parental_consent_required: true, dob: '2010-03-04' });
  return { client, c };
}

const sendEmail = (client: Client, c: WireConsentResponse, guardian_email: string) =>
  client.post('/web/consent/send_parental_consent_email/', { guardian_email, current_screen_key: 'parental_consent', gdpr_s: c.gdpr_s });

const act = (nonce: string, action: string, extra: Record<string, string> = {}) =>
  visitor(server).then((parent) =>
    parent.post('/web/consent/parental_consent_action/', { nonce, action, first_name: 'Pat', last_name: 'Parent', day: '1', month: '1', year: '1980', ...extra }),
  );

describe('parental consent by email (000 §4, §5, §7 Consent)', () => {
  it('refuses an invalid guardian email with invalid_email', async () => {
    const { client, c } = await teenAtParentalScreen();
    const res = await sendEmail(client, c, 'not-an-email');
    expect(res.status).toBe(400);
    expect((await body(res))['error_type']).toBe('invalid_email');
  });

  it('mails the guardian a link, finishes the flow, and the teen signs up; the parent approves once', async () => {
    const { client, c } = await teenAtParentalScreen();
    const sent = await body<WireConsentResponse>(await sendEmail(client, c, 'Guardian@Example.test'));
    expect(sent).toMatchObject({ screen_key: 'finished', parental_email_sent: true, consents: { parental_consent_intro: 2, parental_consent_email: 1 } });

    const link = await lastLink(server, 'guardian@example.test');
    expect(link.pathname).toBe('/accounts/ask_a_parent/');
    expect(link.searchParams.get('pc_id')).toBe(c.session_id);
    const nonce = link.searchParams.get('nonce') ?? '';

    const signup = await client.post('/accounts/web_create_ajax/', {
      email: 'teen@example.test',
      username: 'teen.one',
      password: 'teen-pass-1',
      first_name: 'Teen',
      day: '4',
      month: '3',
      year: '2010',
      tos_version: 'eu',
      gdpr_s: sent.gdpr_s,
    });
    expect(signup.status).toBe(200);

    const parent = await visitor(server);
    const info = await body(await parent.get(`/web/consent/parental_consent_info/?nonce=${nonce}`, json));
    expect(info).toEqual({ status: 'ok', pc_id: c.session_id, guardian_email: 'guardian@example.test', child: { username: 'teen.one', full_name: 'Teen' }, parental_status: 'pending' });

    const noName = await act(nonce, 'approve', { first_name: '' });
    expect(noName.status).toBe(400);
    const approved = await act(nonce, 'approve', { pc_id: c.session_id });
    expect(await body(approved)).toEqual({ status: 'ok', action: 'approve' });
    const reused = await act(nonce, 'deny');
    expect((await body(reused))['error_type']).toBe('invalid_parental_consent_nonce');

    const road = await body<WireConsentResponse>(await client.get('/web/consent/get/roadblocking', json));
    expect(road).toMatchObject({ screen_key: 'already_finished', consents: { parental_consent_email: 2 } });
  });

  it('a denial brings the parental screen back; a new email revokes the old link', async () => {
    const { client, c } = await teenAtParentalScreen();
    await sendEmail(client, c, 'first.parent@example.test');
    const oldNonce = (await lastLink(server, 'first.parent@example.test')).searchParams.get('nonce') ?? '';
    clock.advance(60_000);
    await sendEmail(client, c, 'second.parent@example.test');
    const nonce = (await lastLink(server, 'second.parent@example.test')).searchParams.get('nonce') ?? '';
    expect((await act(oldNonce, 'approve')).status).toBe(400);
    expect((await act(nonce, 'deny', { first_name: '', last_name: '' })).status).toBe(200);
    const again = await body<WireConsentResponse>(await client.get(`/web/consent/fetch_parental_consent_reg/?gdpr_s=${encodeURIComponent(c.gdpr_s)}`, json));
    expect(again).toMatchObject({ screen_key: 'parental_consent', consents: { parental_consent_email: 3 } });
    const signup = await body(await client.post('/accounts/web_create_ajax/', {
      email: 'denied@example.test', username: 'denied.teen', password: 'teen-pass-1', day: '4', month: '3', year: '2010', tos_version: 'eu', gdpr_s: c.gdpr_s,
    }));
    expect(signup).toMatchObject({ account_created: false, errors: { gdpr_s: [{ code: 'parental_consent_required' }] } });
  });

  it('skip asks later: the flow finishes without an email', async () => {
    const { client, c } = await teenAtParentalScreen();
    const skipped = await body<WireConsentResponse>(await client.post('/web/consent/new_user_flow/', { current_screen_key: 'parental_consent', gdpr_s: c.gdpr_s, action: 'skip' }));
    expect(skipped).toMatchObject({ screen_key: 'finished', parental_email_sent: false, consents: { parental_consent_intro: 1 } });
  });

  it('000 §9 minimum parent age 18: an approval needs the parent\'s birthday, at least 18 years back', async () => {
    const { client, c } = await teenAtParentalScreen();
    await sendEmail(client, c, 'young.parent@example.test');
    const nonce = (await lastLink(server, 'young.parent@example.test')).searchParams.get('nonce') ?? '';
    // The test clock is 2025-06-15: born 2007-06-16 is 17, born 2007-06-15 is 18 today.
    const young = await act(nonce, 'approve', { day: '16', month: '6', year: '2007' });
    expect(young.status).toBe(400);
    expect(await body(young)).toMatchObject({ status: 'fail', error_type: 'parent_too_young' });
    for (const bad of [{ day: '' }, { day: '31', month: '2', year: '1980' }, { year: '2030' }]) {
      const res = await act(nonce, 'approve', bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect((await body(res))['error_type'], JSON.stringify(bad)).toBe('invalid_dob');
    }
    // Refusals leave the link usable, and nothing was recorded.
    const info = await body(await (await visitor(server)).get(`/web/consent/parental_consent_info/?nonce=${nonce}`, json));
    expect(info['parental_status']).toBe('pending');
    const adult = await act(nonce, 'approve', { day: '15', month: '6', year: '2007' });
    expect(await body(adult)).toEqual({ status: 'ok', action: 'approve' });
  });

  it('a denial needs no birthday', async () => {
    const { client, c } = await teenAtParentalScreen();
    await sendEmail(client, c, 'denying.parent@example.test');
    const nonce = (await lastLink(server, 'denying.parent@example.test')).searchParams.get('nonce') ?? '';
    expect((await act(nonce, 'deny', { day: '', month: '', year: '' })).status).toBe(200);
  });

  it('links expire after 7 days and unknown nonces are refused', async () => {
    const { client, c } = await teenAtParentalScreen();
    await sendEmail(client, c, 'slow.parent@example.test');
    const nonce = (await lastLink(server, 'slow.parent@example.test')).searchParams.get('nonce') ?? '';
    expect((await act(nonce, 'approve', { pc_id: 'someone-else' })).status).toBe(400);
    clock.advance(7 * 24 * 3600_000 + 1);
    expect((await body(await act(nonce, 'approve')))['error_type']).toBe('invalid_parental_consent_nonce');
    expect((await (await visitor(server)).get('/web/consent/parental_consent_info/?nonce=nope', json)).status).toBe(400);
  });

  it('is not needed for an adult, and limits requests to 3 an hour per session', async () => {
    const client = await visitor(server);
    const first = await body<WireConsentResponse>(await client.get('/web/consent/fetch_parental_consent_reg/?tos_version=eu', json));
    expect((await sendEmail(client, first, 'p@example.test')).status).toBe(400);
    const { client: teen, c } = await teenAtParentalScreen();
    for (let i = 0; i < 3; i++) expect((await sendEmail(teen, c, `p${i}@example.test`)).status).toBe(200);
    expect((await sendEmail(teen, c, 'p4@example.test')).status).toBe(429);
  });
});
