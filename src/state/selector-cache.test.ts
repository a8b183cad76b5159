import { describe, expect, it, vi } from 'vitest';
import { emptyClientState } from './empty-state';
import { createSelectorCache, shallowEqual } from './selector-cache';

describe('selector cache (useSnapshot re-renders only when what it reads changed)', () => {
  it('same state and selector: the selector is not run again', () => {
    const cache = createSelectorCache<boolean>();
    const s = emptyClientState();
    const sel = vi.fn((x: typeof s) => x.status.online);
    cache.read(s, sel, Object.is);
    cache.read(s, sel, Object.is);
    expect(sel).toHaveBeenCalledTimes(1);
  });

  it('a new state with an equal selection returns the previous value object', () => {
    const cache = createSelectorCache<{ online: boolean }>();
    const s1 = emptyClientState();
    const a = cache.read(s1, (s) => ({ online: s.status.online }), shallowEqual);
    const s2 = { ...s1, feed: { ...s1.feed, isLoading: true } };
    const b = cache.read(s2, (s) => ({ online: s.status.online }), shallowEqual);
    expect(b).toBe(a);
    const s3 = { ...s2, status: { ...s2.status, online: false } };
    expect(cache.read(s3, (s) => ({ online: s.status.online }), shallowEqual)).toEqual({ online: false });
  });
});
