import { describe, expect, it } from 'vitest';
import { createOneTapStore, memoryKv, ONE_TAP_KEY } from './one-tap-store';

const a = { userId: '1', nonce: 'n1', username: 'ana', profilePictureUrl: '/a.jpg' };
const b = { userId: '2', nonce: 'n2', username: 'bo', profilePictureUrl: '/b.jpg' };

describe('stored one-tap entries (000 §3: user id, nonce, username, picture; per user)', () => {
  it('keeps one entry per user, the newest nonce winning', async () => {
    const store = createOneTapStore(memoryKv);
    const kv = memoryKv();
    const s = createOneTapStore(() => kv);
    await s.save(a);
    await s.save(b);
    await s.save({ ...a, nonce: 'n3' });
    expect(await s.list()).toEqual([{ ...a, nonce: 'n3' }, b]);
    expect(await store.list()).toEqual([]);
  });
  it('forgets one user', async () => {
    const kv = memoryKv();
    const s = createOneTapStore(() => kv);
    await s.save(a);
    await s.save(b);
    await s.forget('1');
    expect(await s.list()).toEqual([b]);
  });
  it('treats unreadable records as none', async () => {
    const kv = memoryKv();
    await kv.setItem(ONE_TAP_KEY, { x: { userId: 3 }, y: 'junk' });
    expect(await createOneTapStore(() => kv).list()).toEqual([]);
  });
});
