import { describe, expect, it } from 'vitest';
import { DirectSocketClose } from '../../../sync/api/direct-wire';
import type { SocketEvent, SocketMachineState } from './socket-machine';
import {
  BACKOFF_MAX_MS, CONNECTING_TEXT, OFFLINE_TEXT, backoffMs, connectivityOf, followerConnectivity, initialSocketState, socketTransition,
} from './socket-machine';

/** Runs events in order; answers the final state and every effect in order. */
function run(events: SocketEvent[], from: SocketMachineState = initialSocketState(true)) {
  let state = from;
  const effects: string[] = [];
  for (const e of events) {
    const t = socketTransition(state, e, 0);
    state = t.state;
    effects.push(...t.effects.map((x) => (x.type === 'schedule-retry' ? `retry:${x.ms}` : x.type)));
  }
  return { state, effects };
}

describe('socket machine (001 §3 connectivity)', () => {
  it('starts Unsubscribed and Disconnected, saying nothing', () => {
    const s = initialSocketState(true);
    expect(s.phase).toBe('stopped');
    expect(connectivityOf(s.phase)).toEqual({ mqttConnectivity: 'Disconnected', irisConnectivity: 'Unsubscribed', statusText: null });
  });

  it('connects, subscribes once open, and is Subscribed once caught up', () => {
    const r = run([{ type: 'start' }, { type: 'opened' }, { type: 'caught-up' }]);
    expect(r.effects).toEqual(['open', 'subscribe']);
    expect(r.state.phase).toBe('connected');
    expect(connectivityOf(r.state.phase)).toEqual({ mqttConnectivity: 'Connected', irisConnectivity: 'Subscribed', statusText: null });
  });

  it('says "Connecting…" while connecting and subscribing', () => {
    expect(connectivityOf(run([{ type: 'start' }]).state.phase).statusText).toBe(CONNECTING_TEXT);
    const subscribing = run([{ type: 'start' }, { type: 'opened' }]).state.phase;
    expect(connectivityOf(subscribing)).toEqual({ mqttConnectivity: 'Connected', irisConnectivity: 'Subscribing', statusText: CONNECTING_TEXT });
  });

  it('a drop reconnects after a backoff and subscribes again (resume after seqId)', () => {
    const r = run([{ type: 'start' }, { type: 'opened' }, { type: 'caught-up' }, { type: 'closed', code: 1006 }, { type: 'retry-due' }, { type: 'opened' }]);
    expect(r.effects).toEqual(['open', 'subscribe', `retry:${backoffMs(0, 0)}`, 'open', 'subscribe']);
    expect(r.state.phase).toBe('subscribing');
  });

  it('the backoff doubles on each failed attempt up to 30 s and resets once caught up', () => {
    const fail: SocketEvent[] = [{ type: 'closed', code: 1006 }, { type: 'retry-due' }];
    const r = run([{ type: 'start' }, ...fail, ...fail, ...fail, { type: 'closed', code: 1006 }]);
    expect(r.effects.filter((e) => e.startsWith('retry:'))).toEqual([250, 500, 1000, 2000].map((ms) => `retry:${ms}`));
    expect(backoffMs(30, 0.999)).toBeLessThanOrEqual(BACKOFF_MAX_MS);
    expect(backoffMs(30, 0)).toBe(BACKOFF_MAX_MS / 2);
    const again = run([{ type: 'retry-due' }, { type: 'opened' }, { type: 'caught-up' }, { type: 'closed', code: 1001 }], r.state);
    expect(again.effects.at(-1)).toBe(`retry:${backoffMs(0, 0)}`);
  });

  it('offline closes the socket and says so; online connects at once', () => {
    const r = run([{ type: 'start' }, { type: 'opened' }, { type: 'caught-up' }, { type: 'online-changed', online: false }]);
    expect(r.state.phase).toBe('offline');
    expect(r.effects.at(-1)).toBe('close');
    expect(connectivityOf(r.state.phase).statusText).toBe(OFFLINE_TEXT);
    // The socket's own close event after that changes nothing.
    expect(run([{ type: 'closed', code: 1006 }], r.state).effects).toEqual([]);
    const back = run([{ type: 'online-changed', online: true }], r.state);
    expect(back.state.phase).toBe('connecting');
    expect(back.effects).toEqual(['open']);
  });

  it('started while offline waits for the network', () => {
    const r = run([{ type: 'start' }], initialSocketState(false));
    expect(r.state.phase).toBe('offline');
    expect(r.effects).toEqual([]);
  });

  it('going offline during a backoff cancels the retry', () => {
    const r = run([{ type: 'start' }, { type: 'closed', code: 1006 }, { type: 'online-changed', online: false }]);
    expect(r.effects.slice(-1)).toEqual(['cancel-retry']);
    expect(r.state.phase).toBe('offline');
  });

  it('login_required and cross_site are not retried until started again', () => {
    for (const code of [DirectSocketClose.loginRequired, DirectSocketClose.crossSite]) {
      const r = run([{ type: 'start' }, { type: 'opened' }, { type: 'closed', code }]);
      expect(r.state.phase).toBe('refused');
      expect(r.effects).toEqual(['open', 'subscribe']);
      expect(connectivityOf(r.state.phase).statusText).toBeNull();
      expect(run([{ type: 'start' }], r.state).effects).toEqual(['open']);
    }
  });

  it('stop closes a live socket, cancels a retry, and ignores late events', () => {
    expect(run([{ type: 'start' }, { type: 'stop' }]).effects).toEqual(['open', 'close']);
    expect(run([{ type: 'start' }, { type: 'closed', code: 1006 }, { type: 'stop' }]).effects.at(-1)).toBe('cancel-retry');
    const stopped = run([{ type: 'start' }, { type: 'stop' }, { type: 'opened' }, { type: 'caught-up' }, { type: 'retry-due' }]);
    expect(stopped.state.phase).toBe('stopped');
    expect(stopped.effects).toEqual(['open', 'close']);
  });

  it('a tab that does not hold the socket shows the holder\'s state, or offline when its device is', () => {
    expect(followerConnectivity(null, true).statusText).toBe(CONNECTING_TEXT);
    expect(followerConnectivity(connectivityOf('connected'), true)).toEqual(connectivityOf('connected'));
    expect(followerConnectivity(connectivityOf('connected'), false).statusText).toBe(OFFLINE_TEXT);
  });
});
