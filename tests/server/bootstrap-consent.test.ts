import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsentKey, ConsentState } from '../../sync/api/auth-wire';
import type { Bootstrap } from '../../sync/api/bootstrap';
import { blankSession } from '../../server/consent/sessions';
import type { UserRow } from '../../server/db/types';
import type { Client } from './helpers';
import { loggedIn, makeUser, startEntryServer, visitor } from './entry-helpers';
import type { TestServer } from './helpers';

let server: TestServer;
const distDir = mkdtempSync(join(tmpdir(), 'lumen-dist-'));
beforeAll(async () => {
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><html><head><!--app-bootstrap--></head><body></body></html>');
  ({ server } = await startEntryServer({ distDir }));
});
afterAll(async () => {
  await server.close();
  rmSync(distDir, { recursive: true, force: true });
});

async function bootstrapOf(client: Client): Promise<Bootstrap> {
  const page = await (await client.get('/', { accept: 'text/html' })).text();
  const script = /<script[^>]*>(window\._sharedData=.*?)<\/script>/s.exec(page)?.[1] ?? '';
  const window: { _sharedData?: Bootstrap } = {};
  runInNewContext(script, { window });
  if (!window._sharedData) throw new Error('no bootstrap');
  return window._sharedData;
}

/** An eu consent record of a user: an adult who agreed to everything, with these states on top. */
function saveConsent(user: UserRow, states: Record<string, number>, extra: { dob?: string; parentalStatus?: 'denied' } = {}): void {
  const ctx = server.app.lumen;
  ctx.entry.stores.consent.save({
    ...blankSession(ctx, 'device', 'eu', user.id),
    dob: extra.dob ?? '1990-01-02',
    ageBucket: null,
    parentalStatus: extra.parentalStatus ?? null,
    states: {
      [ConsentKey.tosDataPolicy]: ConsentState.consented,
      [ConsentKey.age]: ConsentState.consented,
      [ConsentKey.dob]: ConsentState.consented,
      [ConsentKey.existingUserIntro]: ConsentState.notApplicable,
      ...states,
    },
  });
}

describe('the bootstrap\'s consent_required (000 §5 "Consent is needed when the server flags it")', () => {
  it('is false for a visitor and for a user whose consent is finished or who has no consent record', async () => {
    expect((await bootstrapOf(await visitor(server))).consent_required).toBe(false);
    await makeUser(server, 'plain.user');
    expect((await bootstrapOf(await loggedIn(server, 'plain.user'))).consent_required).toBe(false);
    const done = await makeUser(server, 'done.user');
    saveConsent(done, {});
    expect((await bootstrapOf(await loggedIn(server, 'done.user'))).consent_required).toBe(false);
  });

  it('is true for a user who withdrew the terms (the tos screen is pending)', async () => {
    const user = await makeUser(server, 'withdrawn.user');
    saveConsent(user, { [ConsentKey.tosDataPolicy]: ConsentState.withdrawn });
    expect((await bootstrapOf(await loggedIn(server, 'withdrawn.user'))).consent_required).toBe(true);
  });

  it('is true for an existing eu user who has not seen the intro yet (qp_intro)', async () => {
    const user = await makeUser(server, 'intro.user');
    saveConsent(user, { [ConsentKey.existingUserIntro]: ConsentState.defaultNotSeen });
    expect((await bootstrapOf(await loggedIn(server, 'intro.user'))).consent_required).toBe(true);
  });

  it('is true for a teen whose parent denied (parental consent is pending again)', async () => {
    const teen = await makeUser(server, 'teen.user', { birthday: '2010-01-02' });
    saveConsent(teen, {}, { dob: '2010-01-02', parentalStatus: 'denied' });
    expect((await bootstrapOf(await loggedIn(server, 'teen.user'))).consent_required).toBe(true);
  });
});
