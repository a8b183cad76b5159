import { describe, expect, it } from 'vitest';
import { createActiveUploads } from './active-uploads';

describe('one request per entity, the latest wins (DESIGN.md Uploads)', () => {
  it('aborts the request in flight and waits until it has settled', async () => {
    const active = createActiveUploads();
    const order: string[] = [];
    const first = await active.acquire('e', () => order.push('first aborted'));
    const second = active.acquire('e', () => order.push('second aborted')).then((lease) => {
      order.push('second runs');
      return lease;
    });
    await Promise.resolve();
    expect(order).toEqual(['first aborted']);
    expect(first.superseded()).toBe(true);
    order.push('first settles');
    first.release();
    const lease = await second;
    expect(order).toEqual(['first aborted', 'first settles', 'second runs']);
    expect(lease.superseded()).toBe(false);
    lease.release();
    expect(active.isActive('e')).toBe(false);
  });

  it('makes a GET wait only for a request that was aborted', async () => {
    const active = createActiveUploads();
    const lease = await active.acquire('e', () => undefined);
    let settled = false;
    await active.settled('e').then(() => (settled = true));
    expect(settled).toBe(true);
    lease.markAborted();
    settled = false;
    const waiting = active.settled('e').then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    lease.release();
    await waiting;
    expect(settled).toBe(true);
  });
});
