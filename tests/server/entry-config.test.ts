import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterAll, describe, expect, it } from 'vitest';
import { GOOGLE_ENDPOINTS, googleFromEnv, multiStepSignupFromEnv } from '../../server/auth/entry-context';
import type { Bootstrap } from '../../sync/api/bootstrap';
import { startEntryServer, visitor } from './entry-helpers';

// The entry flows' configuration switches (server/README.md): the multi_step_signup
// gatekeeper in the page bootstrap (000 §2 sign-up "with the first-step suffix when multi-step
// sign-up is on", 000 §3 gatekeepers map) and Google sign-in (000 §7 /accounts/login/ajax/google/).

const distDir = mkdtempSync(join(tmpdir(), 'lumen-dist-'));
writeFileSync(join(distDir, 'index.html'), '<!doctype html><html><head><!--app-bootstrap--></head><body></body></html>');
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

async function bootstrapAt(multiStepSignup: boolean | undefined, path: string): Promise<Bootstrap> {
  const { server } = await startEntryServer({ distDir, entry: multiStepSignup === undefined ? {} : { multiStepSignup } });
  try {
    const page = await (await (await visitor(server)).get(path, { accept: 'text/html' })).text();
    const script = /<script[^>]*>(window\._sharedData=.*?)<\/script>/s.exec(page)?.[1] ?? '';
    const window: { _sharedData?: Bootstrap } = {};
    runInNewContext(script, { window });
    if (!window._sharedData) throw new Error('no bootstrap');
    return window._sharedData;
  } finally {
    await server.close();
  }
}

describe('multi-step sign-up switch', () => {
  it('sets the multi_step_signup gatekeeper in the page bootstrap when on', async () => {
    expect((await bootstrapAt(true, '/accounts/emailsignup/')).gatekeepers).toEqual({ multi_step_signup: true });
    expect((await bootstrapAt(true, '/accounts/emailsignup/contact_point/')).gatekeepers['multi_step_signup']).toBe(true);
  });
  it('is off by default', async () => {
    expect((await bootstrapAt(false, '/accounts/emailsignup/')).gatekeepers).toEqual({});
  });
  it('reads MULTI_STEP_SIGNUP from the environment', () => {
    for (const on of ['1', 'true', 'ON', ' yes ']) expect(multiStepSignupFromEnv({ MULTI_STEP_SIGNUP: on }), on).toBe(true);
    for (const off of [undefined, '', '0', 'false', 'no']) expect(multiStepSignupFromEnv({ MULTI_STEP_SIGNUP: off }), String(off)).toBe(false);
  });
});

describe('Google sign-in switch', () => {
  it('is off without a client id and secret', () => {
    expect(googleFromEnv({})).toBeNull();
    expect(googleFromEnv({ GOOGLE_CLIENT_ID: 'id' })).toBeNull();
  });
  it("uses Google's endpoints, or another provider's under GOOGLE_OAUTH_URL", () => {
    expect(googleFromEnv({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' })).toEqual({ ...GOOGLE_ENDPOINTS, clientId: 'id', clientSecret: 's' });
    expect(googleFromEnv({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's', GOOGLE_OAUTH_URL: 'http://127.0.0.1:4401/' })).toEqual({
      authorizeUrl: 'http://127.0.0.1:4401/authorize',
      tokenUrl: 'http://127.0.0.1:4401/token',
      userinfoUrl: 'http://127.0.0.1:4401/userinfo',
      clientId: 'id',
      clientSecret: 's',
    });
  });
});
