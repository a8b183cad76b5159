import { describe, expect, it } from 'vitest';
import { createActiveUploads } from './active-uploads';

/** A clock the test moves: sleepers wake when it passes their time. */
function fakeClock() {
  let t = 0;
  const sleepers: { at: number; wake: () => void }[] = [];
  return {
    now: () => t,
    sleep: (ms: number) => new Promise<void>((wake) => sleepers.push({ at: t + ms, wake })),
    async advance(ms: number) {
      t += ms;
      for (const s of sleepers.splice(0).filter((x) => (x.at <= t ? (x.wake(), false) : true))) sleepers.push(s);
      await flush();
    },
  };
}
const flush = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

describe('one request per entity, the latest wins, nothing received is dropped (DESIGN.md Uploads)', () => {
  it('waits for an older request still getting bytes instead of cutting it', async () => {
    const clock = fakeClock();
    const active = createActiveUploads({ stallMs: 1000, ...clock });
    const order: string[] = [];
    const first = await active.acquire('e', () => order.push('first cut'));
    const second = active.acquire('e', () => order.push('second cut')).then((lease) => {
      order.push('second runs');
      return lease;
    });
    for (let i = 0; i < 5; i += 1) {
      await clock.advance(600);
      first.progressed(); // its socket still delivers the bytes its client sent before it went
    }
    expect(order).toEqual([]);
    expect(first.superseded()).toBe(true);
    first.release();
    const lease = await second;
    expect(order).toEqual(['second runs']);
    expect(lease.superseded()).toBe(false);
    lease.release();
    expect(active.isActive('e')).toBe(false);
  });

  it('cuts a stalled older request (no byte for stallMs), then waits until it has saved what it wrote', async () => {
    const clock = fakeClock();
    const active = createActiveUploads({ stallMs: 1000, ...clock });
    const order: string[] = [];
    const first = await active.acquire('e', () => order.push('first cut'));
    const second = active.acquire('e', () => undefined).then((lease) => {
      order.push('second runs');
      return lease;
    });
    await clock.advance(999);
    expect(order).toEqual([]);
    await clock.advance(1);
    expect(order).toEqual(['first cut']);
    order.push('first saved');
    first.release();
    (await second).release();
    expect(order).toEqual(['first cut', 'first saved', 'second runs']);
  });

  it('never cuts a request whose client went away: it is finishing its last writes', async () => {
    const clock = fakeClock();
    const active = createActiveUploads({ stallMs: 1000, ...clock });
    let cut = false;
    const first = await active.acquire('e', () => (cut = true));
    first.markAborted();
    let ran = false;
    const second = active.acquire('e', () => undefined).then((lease) => {
      ran = true;
      return lease;
    });
    await clock.advance(5000);
    expect({ cut, ran }).toEqual({ cut: false, ran: false });
    first.release();
    (await second).release();
    expect(ran).toBe(true);
  });

  it('makes a GET wait for the request in flight to settle or stall, without cutting it', async () => {
    const clock = fakeClock();
    const active = createActiveUploads({ stallMs: 1000, ...clock });
    await active.settled('e'); // nothing in flight: at once
    let cut = false;
    const lease = await active.acquire('e', () => (cut = true));
    let settled = false;
    const waiting = active.settled('e').then(() => (settled = true));
    await clock.advance(500);
    lease.progressed();
    await clock.advance(900);
    expect(settled).toBe(false);
    await clock.advance(100); // 1 s without a byte: stalled, answered with what it stored
    await waiting;
    expect({ settled, cut }).toEqual({ settled: true, cut: false });
    lease.release();
  });

  it('keeps the exact bytes written while requests on an entity run (the database stores them every few MiB)', async () => {
    const clock = fakeClock();
    const active = createActiveUploads({ stallMs: 1000, ...clock });
    expect(active.received('e')).toBeNull();
    const first = await active.acquire('e', () => undefined);
    first.progressed(64 * 1024);
    first.progressed(3 * 64 * 1024);
    expect(active.received('e')).toBe(3 * 64 * 1024);
    // A newer request waits; the older one's count holds until the newer writes or the last goes.
    const second = active.acquire('e', () => undefined);
    first.release();
    const lease = await second;
    expect(active.received('e')).toBe(3 * 64 * 1024);
    lease.progressed(4 * 64 * 1024);
    expect(active.received('e')).toBe(4 * 64 * 1024);
    lease.release();
    expect(active.received('e')).toBeNull();
  });
});
