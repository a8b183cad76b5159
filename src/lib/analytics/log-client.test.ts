import { describe, expect, it } from 'vitest';
import type { PageToWorker, WorkerToPage } from '../../../worker/api-types';
import { createLogClient } from './log-client';
import type { PortLike } from './log-client';

function rig() {
  const frames: (() => void)[] = [];
  const posted: PageToWorker[] = [];
  const beacons: string[] = [];
  const port: PortLike = { postMessage: (m) => void posted.push(m), onmessage: null };
  const client = createLogClient({ nextFrame: (fn) => void frames.push(fn), now: () => 0, sendBeacon: (path) => (beacons.push(path), path !== '/refused') });
  return { frames, posted, beacons, port, client };
}

describe('the page log client (issue 14)', () => {
  it('posts the events of a frame in one message', () => {
    const r = rig();
    r.client.connect(r.port);
    for (let i = 0; i < 100; i += 1) r.client.log({ name: 'e', time: i, extra: {} });
    expect(r.frames).toHaveLength(1);
    expect(r.posted).toHaveLength(0);
    r.frames[0]?.();
    expect(r.posted).toHaveLength(1);
    expect(r.posted[0]).toMatchObject({ t: 'log' });
    expect((r.posted[0] as { events: unknown[] }).events).toHaveLength(100);
  });

  it('keeps events until connected', () => {
    const r = rig();
    r.client.log({ name: 'early', time: 0, extra: {} });
    expect(r.frames).toHaveLength(0);
    r.client.connect(r.port);
    expect(r.posted).toEqual([{ t: 'log', events: [{ name: 'early', time: 0, extra: {} }] }]);
  });

  it('on hide posts at once, asks for beacons, sends them and tells which the browser took', () => {
    const r = rig();
    r.client.connect(r.port);
    r.client.log({ name: 'e', time: 0, extra: {} });
    r.client.hidden();
    expect(r.posted.map((m) => m.t)).toEqual(['log', 'hidden']);
    const reply: WorkerToPage = { t: 'beacons', requests: [{ path: '/ajax/bz/beacon', body: 'q=1', ids: ['a'] }, { path: '/refused', body: '', ids: ['b'] }] };
    r.port.onmessage?.({ data: reply } as MessageEvent<WorkerToPage>);
    expect(r.beacons).toEqual(['/ajax/bz/beacon', '/refused']);
    expect(r.posted.at(-1)).toEqual({ t: 'beacon-sent', ids: ['a'] });
  });
});
