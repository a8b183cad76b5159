import type { WireDirectDelta, WireDirectServerMessage } from '../../sync/api/direct-wire';
import type { AppContext } from '../app-context';
import { createAfterCommit } from '../http/after-commit';
import type { PubSub } from '../realtime/pubsub';

/**
 * The per-viewer event log of direct messages (issue 13). A change records one delta for each
 * person it concerns, numbered by that person's seq_id, in the same transaction as the change
 * (so a rolled-back change numbers nothing). The frames are published only after the outermost
 * `run` returns, i.e. after the commit: a socket never hears of a change that is not stored.
 */
export interface DirectEvents {
  /** Runs fn (which commits its own transaction) and then publishes what it recorded; a throw publishes nothing. */
  run<T>(fn: () => T): T;
  /** Inside run: appends the delta to the person's log. */
  record(userId: number, delta: WireDirectDelta): void;
  /** Sends a frame that is not logged (typing, presence) to the person's sockets: now, or inside run() after its deltas. */
  ephemeral(userId: number, message: WireDirectServerMessage): void;
}

export interface DirectEventOptions {
  /** Events kept per person; a client further behind is told to refetch (default 1000). */
  keepEvents?: number;
}

export const DEFAULT_KEEP_EVENTS = 1000;

export function createDirectEvents(ctx: AppContext, pubsub: PubSub, opts: DirectEventOptions = {}): DirectEvents {
  const keep = opts.keepEvents ?? DEFAULT_KEEP_EVENTS;
  // One change fanned out to many people passes one delta (or frame) object: stringified once.
  const json = new WeakMap<object, string>();
  const stringify = (value: object): string => {
    let text = json.get(value);
    if (text === undefined) {
      text = JSON.stringify(value);
      json.set(value, text);
    }
    return text;
  };
  const commits = createAfterCommit<{ userId: number; seq: number | null; frame: string }>((out) => {
    for (const e of out) pubsub.publish(e.userId, { seq_id: e.seq, frame: e.frame });
  });
  return {
    run: (fn) => commits.run(fn),
    record(userId, delta) {
      if (!commits.active()) throw new Error('direct events recorded outside run()');
      const text = stringify(delta);
      const seq = ctx.repos.direct.appendEvent(userId, text, ctx.now(), keep);
      commits.add({ userId, seq, frame: deltaFrame(seq, text) });
    },
    ephemeral(userId, message) {
      // Inside run(): after the change's deltas (an ephemeral frame must not delay a change's
      // delta on every socket, benchmark 13), and not at all if it rolls back; outside: now.
      const frame = stringify(message);
      if (commits.active()) commits.add({ userId, seq: null, frame });
      else pubsub.publish(userId, { seq_id: null, frame });
    },
  };
}

/** The frame of a logged delta (its JSON as stored, so a replay sends the same bytes). */
export const deltaFrame = (seq: number, deltaJson: string): string => `{"type":"delta","seq_id":${seq},"delta":${deltaJson}}`;
