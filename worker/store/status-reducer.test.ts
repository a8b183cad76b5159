import { describe, expect, it } from 'vitest';
import type { Toast } from '../model';
import { fold } from '../test-support/state-fixtures';

const toast = (id: string): Toast => ({ id, text: id, actionText: null, action: null, persistOnNavigate: false, noExpire: false });

describe('status reducer', () => {
  it('000 §4 Toast: a new toast replaces the old one', () => {
    const s = fold([{ type: 'toast-shown', toast: toast('a') }, { type: 'toast-shown', toast: toast('b') }]);
    expect(s.status.toast?.id).toBe('b');
  });

  it('dismissing an old toast id leaves the newer toast', () => {
    const s = fold([{ type: 'toast-shown', toast: toast('a') }, { type: 'toast-shown', toast: toast('b') }, { type: 'toast-dismissed', id: 'a' }]);
    expect(s.status.toast?.id).toBe('b');
    expect(fold([{ type: 'toast-dismissed', id: 'b' }], s).status.toast).toBeNull();
  });

  it('holds a UI action as data only: an id and string args that cross the worker boundary', () => {
    const withAction: Toast = { ...toast('retry'), actionText: 'Retry', action: { type: 'ui', actionId: 'one-tap-retry', args: { userId: '7' } } };
    const s = fold([{ type: 'toast-shown', toast: withAction }]);
    expect(s.status.toast?.action).toEqual({ type: 'ui', actionId: 'one-tap-retry', args: { userId: '7' } });
    // What the mirror receives is a structured clone: the action survives it unchanged.
    expect(structuredClone(s.status.toast)).toEqual(withAction);
  });

  it('a plain toast replaces one with an action, and dismissing it clears the action too', () => {
    const withAction: Toast = { ...toast('a'), actionText: 'Retry', action: { type: 'ui', actionId: 'social-auth-retry', args: {} } };
    const s = fold([{ type: 'toast-shown', toast: withAction }, { type: 'toast-shown', toast: toast('b') }]);
    expect(s.status.toast).toMatchObject({ id: 'b', actionText: null, action: null });
    expect(fold([{ type: 'toast-shown', toast: withAction }, { type: 'toast-dismissed', id: 'a' }]).status.toast).toBeNull();
  });

  it('tracks online, viewer, redirects', () => {
    const s = fold([
      { type: 'online-changed', online: false },
      { type: 'viewer-changed', viewerId: 'v1', user: { id: 'v1', username: 'me' } },
      { type: 'redirect-requested', url: '/challenge/' },
    ]);
    expect(s.status).toMatchObject({ online: false, viewerId: 'v1', redirectTo: '/challenge/' });
    expect(s.users.viewerId).toBe('v1');
    expect(s.users.usernameToId['me']).toBe('v1');
    expect(fold([{ type: 'redirect-cleared' }, { type: 'session-cleared' }], s).status).toMatchObject({ redirectTo: null, viewerId: null });
  });
});
