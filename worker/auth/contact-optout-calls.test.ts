import { describe, expect, it } from 'vitest';
import { authDeps } from './test-kit';
import { runAuthCall } from './calls';

const ok = (body: unknown) => () => ({ status: 200, body });

describe('contact opt-out calls', () => {
  it('asks for a link with the trimmed phone number or email', async () => {
    const d = authDeps(ok({ status: 'ok', sent_to: 'email' }));
    const r = await runAuthCall(d, 'contactOptoutRequest', { contactPoint: ' ana@example.com ' });
    expect(r).toEqual({ ok: true, value: { status: 'ok', sent_to: 'email' } });
    expect(d.requests[0]).toMatchObject({ method: 'POST', path: '/invites/contact_optout/request/', form: { contact_point: 'ana@example.com' } });
  });
  it('confirms with the link, and opts back in with opt_in', async () => {
    const d = authDeps(ok({ status: 'ok', opted_out: true, kind: 'email', masked: 'a••••@example.com' }));
    await runAuthCall(d, 'contactOptoutConfirm', { hashedContact: 'h1', signature: 's1', optIn: false });
    await runAuthCall(d, 'contactOptoutConfirm', { hashedContact: 'h1', signature: 's1', optIn: true });
    expect(d.requests.map((r) => [r.path, r.form])).toEqual([
      ['/invites/contact_optout_confirmed/', { hashed_contact: 'h1', signature: 's1' }],
      ['/invites/contact_optout_confirmed/', { hashed_contact: 'h1', signature: 's1', opt_in: '1' }],
    ]);
  });
  it('reads the status of the link as JSON', async () => {
    const d = authDeps(ok({ status: 'ok', opted_out: false, kind: 'phone', masked: '+••• ••67' }));
    await runAuthCall(d, 'contactOptoutStatus', { hashedContact: 'h2', signature: 's2' });
    expect(d.requests[0]).toMatchObject({ method: 'GET', path: '/invites/contact_optout/status/', query: { __a: '1', hashed_contact: 'h2', signature: 's2' } });
  });
});
