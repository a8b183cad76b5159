import { describe, expect, it } from 'vitest';
import { toastOnNavigate } from './toast-navigation';

describe('toastOnNavigate (000 §4 Toast)', () => {
  it('dismisses a toast on navigation', () => {
    expect(toastOnNavigate({ id: 't', persistOnNavigate: false }, null)).toEqual({ dismiss: true, carried: null });
  });
  it('keeps a persistOnNavigate toast for exactly one navigation', () => {
    const first = toastOnNavigate({ id: 't', persistOnNavigate: true }, null);
    expect(first).toEqual({ dismiss: false, carried: 't' });
    expect(toastOnNavigate({ id: 't', persistOnNavigate: true }, first.carried)).toEqual({ dismiss: true, carried: null });
  });
  it('does nothing without a toast', () => {
    expect(toastOnNavigate(null, 'x')).toEqual({ dismiss: false, carried: null });
  });
});
