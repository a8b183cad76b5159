import { describe, expect, it } from 'vitest';
import { createElection } from './election';
import { createFakeLockManager } from './realtime-test-kit';

const tick = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

function tabs(locks = createFakeLockManager()) {
  const log: string[] = [];
  const make = (name: string) => createElection({ locks: locks.forAgent(name), onLeader: () => log.push(`${name} leads`), onResign: () => log.push(`${name} resigns`) });
  return { locks, log, make };
}

describe('socket election (Web Locks)', () => {
  it('the first tab leads; the others wait; the holder dying hands over to the next at once', async () => {
    const { locks, log, make } = tabs();
    const a = make('a');
    const b = make('b');
    const c = make('c');
    a.start();
    b.start();
    c.start();
    await tick();
    expect([a.isLeader(), b.isLeader(), c.isLeader()]).toEqual([true, false, false]);
    locks.kill('a');
    await tick();
    expect(b.isLeader()).toBe(true);
    expect(log).toEqual(['a leads', 'b leads']);
    expect(locks.waiting()).toBe(1);
  });

  it('a leader that stops (logout) resigns and releases; a waiting tab that stops leaves the queue', async () => {
    const { locks, log, make } = tabs();
    const a = make('a');
    const b = make('b');
    a.start();
    b.start();
    await tick();
    b.stop();
    await tick();
    expect(locks.waiting()).toBe(0);
    a.stop();
    await tick();
    expect(log).toEqual(['a leads', 'a resigns']);
    expect(locks.holder()).toBeNull();
    b.start();
    await tick();
    expect(b.isLeader()).toBe(true);
  });

  it('start twice queues once; without Web Locks every tab leads its own socket', async () => {
    const { locks, make } = tabs();
    const a = make('a');
    a.start();
    a.start();
    await tick();
    expect(locks.waiting()).toBe(0);
    const led: string[] = [];
    const alone = createElection({ locks: null, onLeader: () => led.push('x'), onResign: () => led.push('x resigns') });
    alone.start();
    expect(alone.isLeader()).toBe(true);
    alone.stop();
    expect(led).toEqual(['x', 'x resigns']);
  });
});
