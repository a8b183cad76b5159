import { describe, expect, it } from 'vitest';
import { uiToast } from './toasts';

describe('uiToast (WorkerApi.showToast, 000 §3 Toast)', () => {
  it('is a plain toast without an action', () => {
    expect(uiToast('Password changed.', { persistOnNavigate: true })).toEqual({ text: 'Password changed.', actionText: null, action: null, persistOnNavigate: true });
  });
  it('turns an action into its label and a UI action id with string args (no function crosses the boundary)', () => {
    const args = { userId: '7' };
    const t = uiToast("Couldn't log you in.", { action: { label: 'Retry', actionId: 'one-tap-retry', args } });
    expect(t).toEqual({ text: "Couldn't log you in.", actionText: 'Retry', action: { type: 'ui', actionId: 'one-tap-retry', args: { userId: '7' } }, persistOnNavigate: false });
    args.userId = '8';
    expect(t.action).toMatchObject({ args: { userId: '7' } }); // copied, not shared with the caller
    expect(uiToast('x', { action: { label: 'Go', actionId: 'go' } }).action).toEqual({ type: 'ui', actionId: 'go', args: {} });
  });
});
