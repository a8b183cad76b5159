import { describe, expect, it, vi } from 'vitest';
import { createManualClock } from '../test-support/manual-clock';
import { createWriteScheduler } from './write-scheduler';

function setup(withIdle = false) {
  const clock = createManualClock(0);
  const write = vi.fn(() => Promise.resolve());
  const idle = vi.fn((fn: () => void, _opts: { timeout: number }) => clock.setTimeout(fn, 1));
  const s = createWriteScheduler({ clock, write, onError: () => undefined, requestIdle: withIdle ? idle : undefined });
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return { clock, write, idle, s, settle };
}

describe('cache write scheduler (000 §9 / 001 §9: debounced 500 ms, max wait 5 s, idle timeout 2 s)', () => {
  it('writes 500 ms after the last change', async () => {
    const { clock, write, s, settle } = setup();
    s.schedule();
    clock.advance(300);
    s.schedule();
    clock.advance(499);
    await settle();
    expect(write).not.toHaveBeenCalled();
    clock.advance(1);
    clock.advance(0);
    await settle();
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('writes at most 5 s after the first change, however busy', async () => {
    const { clock, write, s, settle } = setup();
    for (let t = 0; t < 4_900; t += 100) {
      s.schedule();
      clock.advance(100);
    }
    await settle();
    expect(write).not.toHaveBeenCalled();
    s.schedule();
    clock.advance(100); // t = 5000
    await settle();
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('runs the write in an idle slot with a 2 s timeout when requestIdleCallback exists', async () => {
    const { clock, write, idle, s, settle } = setup(true);
    s.schedule();
    clock.advance(500);
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    expect(write).not.toHaveBeenCalled();
    clock.advance(1);
    await settle();
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('flush writes at once and cancels the wait', async () => {
    const { clock, write, s } = setup();
    s.schedule();
    await s.flush();
    expect(write).toHaveBeenCalledTimes(1);
    clock.advance(10_000);
    expect(clock.pending()).toBe(0);
  });
});
