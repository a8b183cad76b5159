import { describe, expect, it } from 'vitest';
import { readBootstrap } from './bootstrap';
import { memoryStorage, testBootstrap } from './test-bootstrap';

describe('readBootstrap', () => {
  it('a fresh page bootstrap is used and remembered', () => {
    const storage = memoryStorage();
    const read = readBootstrap(testBootstrap(), storage, true);
    expect(read).toMatchObject({ source: 'server', bootstrap: { viewerId: 'v1' } });
    expect(storage.data.size).toBe(1);
  });

  it('a page from the cache without a bootstrap uses the last one seen', () => {
    const storage = memoryStorage();
    readBootstrap(testBootstrap({ rollout_hash: 'old' }), storage, true);
    expect(readBootstrap(undefined, storage, false)).toMatchObject({ source: 'cache', bootstrap: { rollout_hash: 'old' } });
  });

  it('offline, a bootstrap in the page may be stale: reported as cache', () => {
    expect(readBootstrap(testBootstrap(), memoryStorage(), false).source).toBe('cache');
  });

  it('nothing anywhere: no bootstrap', () => {
    expect(readBootstrap(undefined, memoryStorage(), true)).toEqual({ bootstrap: null, source: 'none' });
    expect(readBootstrap(undefined, null, true)).toEqual({ bootstrap: null, source: 'none' });
  });
});
