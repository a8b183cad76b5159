import { describe, expect, it } from 'vitest';
import { createStore } from '../store/store';
import { createManualClock } from '../test-support/manual-clock';
import { createToaster, failureToast, refusalText, uiToast } from './toasts';

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

describe('toaster.withdraw (issue 13: a retried refusal no longer says it failed)', () => {
  const setup = () => {
    const store = createStore({ pendingRecords: () => [], context: () => ({ viewerId: 'v1', resolveCommentId: (id) => id }) });
    let n = 0;
    const toaster = createToaster(store, createManualClock(), () => `t${++n}`);
    return { toaster, shown: () => store.getState().status.toast?.text ?? null };
  };
  const plain = (text: string) => ({ text, actionText: null, action: null });

  it('dismisses the toast told about that thing while it is the one shown', () => {
    const { toaster, shown } = setup();
    toaster.show(plain("Couldn't share your photo."), 'upload-1');
    toaster.withdraw('upload-2');
    expect(shown()).toBe("Couldn't share your photo.");
    toaster.withdraw('upload-1');
    expect(shown()).toBeNull();
  });

  it('leaves a newer toast (about something else, or about nothing) alone', () => {
    const { toaster, shown } = setup();
    toaster.show(plain("Couldn't share your photo."), 'upload-1');
    toaster.show(plain('Storage is full.'));
    toaster.withdraw('upload-1');
    expect(shown()).toBe('Storage is full.');
    toaster.show(plain("Couldn't send your message."), 'record-1');
    toaster.show(plain("Couldn't like the post."), 'record-2');
    toaster.withdraw('record-1');
    expect(shown()).toBe("Couldn't like the post.");
  });
});

describe('a refusal of something deleted elsewhere (issue 17, the sync model)', () => {
  const gone = { statusCode: 404, errorType: 'not_found', message: 'not found' } as const;
  it.each([
    ['collection-add', 'This collection or the post was deleted.'],
    ['collection-rename', 'This collection was deleted.'],
    ['highlight-edit', 'This highlight was deleted.'],
    ['usertag-untag', "This post was deleted or you're no longer tagged in it."],
  ] as const)('%s answered 404 says so in plain words, with no Retry', (name, words) => {
    expect(refusalText(name, gone)).toBe(words);
    expect(failureToast(name, 'm1', gone)).toMatchObject({ actionText: null, action: null });
    expect(failureToast(name, 'm1', gone).text.endsWith(words)).toBe(true);
  });
  it.each([
    ['collection-delete', 'This collection was deleted.'],
    ['highlight-delete', 'This highlight was deleted.'],
    ['comment-delete', 'This comment or its post was deleted.'],
  ] as const)('a %s of what was deleted meanwhile says it is deleted, not that it failed', (name, words) => {
    expect(refusalText(name, gone)).toBe(words);
    expect(failureToast(name, 'm1', gone)).toMatchObject({ text: words, actionText: null, action: null });
  });
  it('another refusal keeps the server\'s words and the Retry', () => {
    const refused = { statusCode: 400, errorType: 'bad_request', message: 'name: 1 to 50 characters' } as const;
    expect(refusalText('collection-rename', refused)).toBe('name: 1 to 50 characters');
    expect(failureToast('collection-rename', 'm1', refused).actionText).toBe('Retry');
  });
});
