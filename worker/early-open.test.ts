import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { openEarly } from './early-open';
import { openCacheDb } from './persistence/open-db';
import { createPersistence } from './persistence/persistence';
import { createManualClock } from './test-support/manual-clock';
import { fold, pageOf } from './test-support/state-fixtures';

const manualTimers = () => {
  const fns = new Map<number, () => void>();
  let next = 0;
  return {
    set: (fn: () => void) => (fns.set(++next, fn), next),
    clear: (h: unknown) => void fns.delete(h as number),
    fireAll: () => [...fns.values()].forEach((fn) => fn()),
    pending: () => fns.size,
  };
};

describe('openEarly', () => {
  it('opens at once and hands the same open over once, with the taker\'s options bound', async () => {
    const open = vi.fn(() => Promise.resolve('db'));
    const bind = vi.fn();
    const timers = manualTimers();
    const early = openEarly(open, bind, vi.fn(), timers);
    expect(open).toHaveBeenCalledTimes(1);
    await expect(early.take('opts')).resolves.toBe('db');
    expect(bind).toHaveBeenCalledWith('opts');
    expect(early.take('again')).toBeNull();
    expect(open).toHaveBeenCalledTimes(1);
    expect(timers.pending()).toBe(0); // taken: never closed here
  });

  it('a failed open is the taker\'s to see', async () => {
    const early = openEarly(() => Promise.reject(new Error('no disk')), vi.fn(), vi.fn(), manualTimers());
    await expect(early.take(undefined)).rejects.toThrow('no disk');
  });

  it('not taken in time: closed, and a late taker opens anew', async () => {
    const close = vi.fn();
    const timers = manualTimers();
    const early = openEarly(() => Promise.resolve('db'), vi.fn(), close, timers);
    timers.fireAll();
    await vi.waitFor(() => expect(close).toHaveBeenCalledWith('db'));
    expect(early.take(undefined)).toBeNull();
  });
});

describe('the cache database opened early', () => {
  const log = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });
  const asViewer = { viewerId: 'v1', trustCachedViewer: false };

  it('is the connection the restore reads (no second open), once; a later open opens anew', async () => {
    const idb = new IDBFactory();
    const state = fold([{ type: 'viewer-changed', viewerId: 'v1', user: null }, { type: 'feed-page-loaded', page: pageOf(1, 3) }]);
    const writer = createPersistence({ idb, clock: createManualClock(), log: log(), getState: () => state, onQuotaExceeded: vi.fn() });
    await writer.restore(asViewer);
    await writer.flush();
    writer.close();

    const opened = openCacheDb(idb);
    const open = vi.spyOn(idb, 'open');
    let offered = 0;
    const reader = createPersistence({
      idb, clock: createManualClock(), log: log(), getState: () => fold([]), onQuotaExceeded: vi.fn(),
      openEarly: () => (offered++ === 0 ? opened : null),
    });
    const cache = await reader.restore(asViewer);
    expect(open).not.toHaveBeenCalled();
    expect(Object.keys(fold([{ type: 'cache-restored', cache }]).posts.byId)).toHaveLength(3);
    await reader.discard();
    await reader.restore(asViewer); // a second restore (another viewer's session) opens anew
    expect(open).toHaveBeenCalledTimes(1);
    reader.close();
  });

  it('failed: the restore opens the database itself', async () => {
    const idb = new IDBFactory();
    const l = log();
    const reader = createPersistence({
      idb, clock: createManualClock(), log: l, getState: () => fold([]), onQuotaExceeded: vi.fn(),
      openEarly: () => Promise.reject(new Error('early open failed')),
    });
    const cache = await reader.restore(asViewer);
    expect(cache.viewerId).toBe('v1');
    expect(l.error).toHaveBeenCalledWith('cache: open failed, rebuilding', expect.any(Error));
    reader.close();
  });
});
