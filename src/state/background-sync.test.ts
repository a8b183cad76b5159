import { describe, expect, it, vi } from 'vitest';
import { OUTBOX_SYNC_TAG } from '../../sync/outbox/types';
import { createReplayRequester, REPLAY_MESSAGE } from './background-sync';

describe('replay requests (DESIGN.md rule 4)', () => {
  it('registers the Background Sync tag where the API exists', async () => {
    const register = vi.fn(() => Promise.resolve());
    const postMessage = vi.fn();
    const replayNow = vi.fn(() => Promise.resolve());
    await createReplayRequester({ serviceWorker: { ready: Promise.resolve({ active: { postMessage }, sync: { register } }) }, replayNow, onError: vi.fn() })();
    expect(register).toHaveBeenCalledWith(OUTBOX_SYNC_TAG);
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('without Background Sync: tells the service worker and replays in the tab', async () => {
    const postMessage = vi.fn();
    const replayNow = vi.fn(() => Promise.resolve());
    await createReplayRequester({ serviceWorker: { ready: Promise.resolve({ active: { postMessage } }) }, replayNow, onError: vi.fn() })();
    expect(postMessage).toHaveBeenCalledWith(REPLAY_MESSAGE);
    expect(replayNow).toHaveBeenCalledTimes(1);
  });

  it('without a service worker: replays in the tab', async () => {
    const replayNow = vi.fn(() => Promise.resolve());
    await createReplayRequester({ serviceWorker: null, replayNow, onError: vi.fn() })();
    expect(replayNow).toHaveBeenCalledTimes(1);
  });

  it('a failed registration still replays in the tab', async () => {
    const replayNow = vi.fn(() => Promise.resolve());
    const onError = vi.fn();
    const register = vi.fn(() => Promise.reject(new Error('denied')));
    await createReplayRequester({ serviceWorker: { ready: Promise.resolve({ active: null, sync: { register } }) }, replayNow, onError })();
    expect(onError).toHaveBeenCalled();
    expect(replayNow).toHaveBeenCalledTimes(1);
  });
});
