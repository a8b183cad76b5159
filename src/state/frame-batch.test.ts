import { describe, expect, it, vi } from 'vitest';
import { browserFrameScheduler, createFrameBatch, STREAM_FRAMES, STREAM_GAP_MS } from './frame-batch';
import type { FrameScheduler } from './frame-batch';

/** A scheduler whose frames the test runs by hand; `waits` are the afterMs asked for, in order. */
function manualFrames() {
  const queued = new Set<() => void>();
  const waits: number[] = [];
  const schedule: FrameScheduler = (run, afterMs = 0) => {
    waits.push(afterMs);
    queued.add(run);
    return () => queued.delete(run);
  };
  const frame = () => {
    const runs = [...queued];
    queued.clear();
    for (const r of runs) r();
  };
  return { schedule, frame, waits, asked: () => queued.size };
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

describe('createFrameBatch: a stream of changes is paced (issue 17, benchmark 7)', () => {
  /** `frames` times: a change asked for `gapMs` after the last flush, its frame when the wait asked for is over. */
  function stream(frames: number, gapMs: number) {
    const f = manualFrames();
    let t = 0;
    const batch = createFrameBatch(f.schedule, () => t);
    const listener = vi.fn();
    batch.subscribe(listener);
    for (let i = 0; i < frames; i++) {
      t += gapMs;
      batch.notify(false);
      t += f.waits[f.waits.length - 1] ?? 0;
      f.frame();
    }
    return { f, listener, batch, clock: { set: (ms: number) => (t = ms), get: () => t } };
  }

  it('shows the first frames of a stream at once, then at most once every STREAM_GAP_MS', () => {
    const { f, listener } = stream(STREAM_FRAMES + 4, 2);
    expect(listener).toHaveBeenCalledTimes(STREAM_FRAMES + 4);
    expect(f.waits.slice(0, STREAM_FRAMES)).toEqual(Array(STREAM_FRAMES).fill(0));
    for (const w of f.waits.slice(STREAM_FRAMES)) expect(w).toBe(STREAM_GAP_MS - 2);
  });

  it('does not pace changes that come apart (a message now and then), however many', () => {
    const { f, listener } = stream(STREAM_FRAMES * 3, 40);
    expect(listener).toHaveBeenCalledTimes(STREAM_FRAMES * 3);
    expect(f.waits.every((w) => w === 0)).toBe(true);
  });

  it('shows the first change after a pause at the next frame, and an urgent one at once', () => {
    const { f, listener, batch, clock } = stream(STREAM_FRAMES + 2, 2);
    clock.set(clock.get() + 2);
    batch.notify(false);
    expect(f.waits[f.waits.length - 1]).toBeGreaterThan(0);
    batch.notify(true);
    expect(listener).toHaveBeenCalledTimes(STREAM_FRAMES + 3);
    expect(f.asked()).toBe(0);
    clock.set(clock.get() + 500);
    batch.notify(false);
    expect(f.waits[f.waits.length - 1]).toBe(0);
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

  it('waits afterMs before the frame, and a cancel in the wait stops it', async () => {
    const run = vi.fn();
    const cancelled = vi.fn();
    const start = performance.now();
    browserFrameScheduler(1)(() => run(performance.now() - start), 30);
    browserFrameScheduler(1)(cancelled, 5)();
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    expect(run.mock.calls[0]?.[0]).toBeGreaterThanOrEqual(29);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
