import { describe, expect, it } from 'vitest';
import { bytesToBase64 } from '../../sync/transport/enc-password';
import { makeSession } from '../../sync/transport/test-kit';
import { authDeps } from './test-kit';
import { runAuthCall } from './calls';

async function publicKey(): Promise<string> {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  return bytesToBase64(new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey)));
}

describe('password fields (000 §7: encrypted when encryption is enabled)', () => {
  it('sends the encrypted variants of both reset passwords when the session has the key', async () => {
    const key = { keyId: '1', publicKey: await publicKey(), version: '10' };
    const d = { ...authDeps(() => ({ status: 200, body: { status: 'ok' } })), session: () => makeSession({ encryption: key }), subtle: crypto.subtle };
    await runAuthCall(d, 'passwordReset', { newPassword1: 'secret1', newPassword2: 'secret1', uid: '7', token: 't' });
    const form = d.requests[0]?.form ?? {};
    expect(Object.keys(form).sort()).toEqual(['enc_new_password1', 'enc_new_password2', 'token', 'uid']);
    expect(form.enc_new_password1).toMatch(/^#PWD_BROWSER:10:\d+:/);
  });
  it('sends the plain field when there is no key', async () => {
    const d = authDeps(() => ({ status: 200, body: { status: 'ok' } }));
    await runAuthCall(d, 'downloadRequest', { email: 'a@b.co', password: 'secret1' });
    expect(d.requests[0]?.form).toEqual({ email: 'a@b.co', password: 'secret1' });
  });
});

describe('failures', () => {
  it('a call with no answer is a failure with status 0', async () => {
    const d = authDeps(() => 'no-answer');
    expect(await runAuthCall(d, 'usernameSuggestions', { email: '', name: 'a' })).toMatchObject({ ok: false, statusCode: 0 });
  });
});
