import { describe, expect, it, vi } from 'vitest';
import { createToastActionRegistry } from './toast-actions';

describe('toast action registry (000 §3 Toast actionHandler, main thread)', () => {
  it('runs the callback registered under the id with the toast args', () => {
    const registry = createToastActionRegistry();
    const retry = vi.fn();
    registry.register('one-tap-retry', retry);
    expect(registry.has('one-tap-retry')).toBe(true);
    expect(registry.run('one-tap-retry', { userId: '7' })).toBe(true);
    expect(retry).toHaveBeenCalledWith({ userId: '7' });
  });

  it('answers false for an id nobody registered, and after removal', () => {
    const registry = createToastActionRegistry();
    const remove = registry.register('social-auth-retry', () => undefined);
    expect(registry.run('other', {})).toBe(false);
    remove();
    expect(registry.has('social-auth-retry')).toBe(false);
    expect(registry.run('social-auth-retry', {})).toBe(false);
  });

  it('keeps a newer registration when an older one is removed', () => {
    const registry = createToastActionRegistry();
    const first = vi.fn();
    const second = vi.fn();
    const removeFirst = registry.register('a', first);
    registry.register('a', second);
    removeFirst();
    registry.run('a', {});
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledOnce();
  });

  it('tells subscribers when callbacks come and go', () => {
    const registry = createToastActionRegistry();
    const listener = vi.fn();
    const unsubscribe = registry.subscribe(listener);
    const v0 = registry.version();
    const remove = registry.register('a', () => undefined);
    remove();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(registry.version()).toBe(v0 + 2);
    unsubscribe();
    registry.register('b', () => undefined);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
