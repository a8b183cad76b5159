import { describe, expect, it, vi } from 'vitest';
import { browserFrameScheduler, createFrameBatch } from './frame-batch';
import type { FrameScheduler } from './frame-batch';

/** A scheduler whose frames the test runs by hand. */
function manualFrames() {
  const queued = new Set<() => void>();
  const schedule: FrameScheduler = (run) => {
    queued.add(run);
    return () => queued.delete(run);
  };
  const frame = () => {
    const runs = [...queued];
    queued.clear();
    for (const r of runs) r();
  };
  return { schedule, frame, asked: () => queued.size };
}

describe('createFrameBatch (issue 17: the screen hears of the worker once per frame)', () => {
  it('runs the listeners once at the next frame for many changes', () => {
    const f = manualFrames();
    const batch = createFrameBatch(f.schedule);
    const listener = vi.fn();
    batch.subscribe(listener);
    for (let i = 0; i < 50; i++) batch.notify(false);
    expect(listener).not.toHaveBeenCalled();
    expect(f.asked()).toBe(1);
    f.frame();
    expect(listener).toHaveBeenCalledTimes(1);
    f.frame();
    expect(listener).toHaveBeenCalledTimes(1);
    batch.notify(false);
    f.frame();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('runs the listeners at once for an urgent change, which takes the flush asked for with it', () => {
    const f = manualFrames();
    const batch = createFrameBatch(f.schedule);
    const listener = vi.fn();
    batch.subscribe(listener);
    batch.notify(false);
    batch.notify(true);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(f.asked()).toBe(0);
    f.frame();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('stops calling a listener unsubscribed, and stops everything on close', () => {
    const f = manualFrames();
    const batch = createFrameBatch(f.schedule);
    const gone = vi.fn();
    const kept = vi.fn();
    const stop = batch.subscribe(gone);
    batch.subscribe(kept);
    stop();
    batch.notify(false);
    f.frame();
    expect(gone).not.toHaveBeenCalled();
    expect(kept).toHaveBeenCalledTimes(1);
    batch.notify(false);
    batch.close();
    expect(f.asked()).toBe(0);
    batch.notify(true);
    expect(kept).toHaveBeenCalledTimes(1);
  });
});

describe('browserFrameScheduler', () => {
  it('runs once, by the timer where there are no frames, and not at all once cancelled', async () => {
    const run = vi.fn();
    browserFrameScheduler(1)(run);
    const cancelled = vi.fn();
    browserFrameScheduler(1)(cancelled)();
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(run).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
