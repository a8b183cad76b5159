import { describe, expect, it } from 'vitest';
import { inProcessPubSub } from './pubsub';
import type { RealtimeMessage } from './pubsub';

describe('in-process pub/sub (issue 13)', () => {
  it('delivers to every listener of the person, in order, and stops after unsubscribe', () => {
    const bus = inProcessPubSub();
    const a: RealtimeMessage[] = [];
    const b: RealtimeMessage[] = [];
    const offA = bus.subscribe(1, (m) => a.push(m));
    bus.subscribe(1, (m) => b.push(m));
    bus.subscribe(2, () => {
      throw new Error('not for 2');
    });
    bus.publish(1, { seq_id: 1, frame: 'x' });
    bus.publish(1, { seq_id: 2, frame: 'y' });
    offA();
    bus.publish(1, { seq_id: 3, frame: 'z' });
    expect(a.map((m) => m.seq_id)).toEqual([1, 2]);
    expect(b.map((m) => m.seq_id)).toEqual([1, 2, 3]);
    expect(bus.listeners(1)).toBe(1);
    expect(bus.listeners(3)).toBe(0);
  });
});
