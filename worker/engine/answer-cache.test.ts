import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { createAnswerCache } from './answer-cache';

/** A cache over `idb` whose database already holds `key` → 'old' from an earlier session. */
async function withOldAnswer(idb: IDBFactory, key: string): Promise<void> {
  const earlier = createAnswerCache(idb, () => 1);
  await earlier.put(key, 'old');
  earlier.close();
}

describe('the answer cache opening over an earlier session', () => {
  it('keeps an answer put while the database opens, not the older one it held', async () => {
    const idb = new IDBFactory();
    await withOldAnswer(idb, 'v1|feed-suggested-unit');
    const cache = createAnswerCache(idb, () => 2);
    await cache.put('v1|feed-suggested-unit', 'new'); // the first call: it opens the database
    expect(await cache.get('v1|feed-suggested-unit')).toBe('new');
    cache.close();
    const next = createAnswerCache(idb, () => 3);
    expect(await next.get('v1|feed-suggested-unit')).toBe('new');
    next.close();
  });

  it('still serves what the earlier session kept when nothing newer was put', async () => {
    const idb = new IDBFactory();
    await withOldAnswer(idb, 'v1|followers');
    const cache = createAnswerCache(idb, () => 2);
    expect(await cache.get('v1|followers')).toBe('old');
    cache.close();
  });

  it('a clear that opens the database, or comes while it opens, loads nothing it held', async () => {
    const idb = new IDBFactory();
    await withOldAnswer(idb, 'v1|followers');
    const first = createAnswerCache(idb, () => 2);
    await first.clear();
    expect(await first.get('v1|followers')).toBeUndefined();
    first.close();

    await withOldAnswer(idb, 'v1|followers');
    const second = createAnswerCache(idb, () => 3);
    const reading = second.get('v1|followers'); // opens the database
    await second.clear(); // meanwhile
    await reading;
    expect(await second.get('v1|followers')).toBeUndefined();
    second.close();
  });
});
