import { describe, expect, it, vi } from 'vitest';
import type { CallResult } from '../../worker/api-types';
import { BOOTSTRAP_STORAGE_KEY } from './bootstrap';
import { logOut } from './logout';
import type { LogoutDeps } from './logout';
import { memoryStorage } from './test-bootstrap';

function deps(result: CallResult<null>) {
  const order: string[] = [];
  const storage = memoryStorage();
  storage.setItem(BOOTSTRAP_STORAGE_KEY, '{"viewerId":"alice"}');
  const d = {
    logout: vi.fn(() => (order.push('logout'), Promise.resolve(result))),
    clearServiceWorkerCaches: vi.fn(() => (order.push('clear-user-caches'), Promise.resolve(null))),
    storage,
    onError: vi.fn(),
  } satisfies LogoutDeps;
  return { d, order, storage };
}

describe('logOut (main thread)', () => {
  it('after the worker logged out: forgets the saved bootstrap and clears the service worker’s pages', async () => {
    const { d, order, storage } = deps({ ok: true, value: null });
    expect(await logOut(d)).toBe(true);
    expect(order).toEqual(['logout', 'clear-user-caches']);
    expect(storage.getItem(BOOTSTRAP_STORAGE_KEY)).toBeNull();
  });

  it('a failed logout keeps everything (the worker tells the user)', async () => {
    const { d, storage } = deps({ ok: false, statusCode: 0, message: 'offline', errorType: null, body: null });
    expect(await logOut(d)).toBe(false);
    expect(d.clearServiceWorkerCaches).not.toHaveBeenCalled();
    expect(storage.getItem(BOOTSTRAP_STORAGE_KEY)).not.toBeNull();
  });

  it('a service worker that fails to answer does not stop the logout', async () => {
    const { d } = deps({ ok: true, value: null });
    d.clearServiceWorkerCaches.mockImplementation(() => Promise.reject(new Error('gone')));
    expect(await logOut(d)).toBe(true);
    expect(d.onError).toHaveBeenCalled();
  });
});
