/**
 * The browser chaos test's steps (issue 17), made by a seeded PRNG (fixtures/seed/prng.ts) from
 * the seed and what the world is like at that point (online, server up), so a seed replays
 * the same sequence: the person's taps on a few feed posts (like, save, comment, delete a
 * comment), on a few people's profiles (follow, block) and in one conversation (send, unsend),
 * interleaved with the network
 * dropping and returning, reloads, closed tabs, the service worker replaying with no tab,
 * server faults at the proxy, and the server killed (SIGTERM or SIGKILL, also right after a
 * tap) and started again on the same data. Pure: no browser, no clock.
 */
import { createRng } from '../../../fixtures/seed/prng';
import type { Rng } from '../../../fixtures/seed/prng';
import type { ChaosFault } from './chaos-proxy';

export type ToggleKind = 'like' | 'save';
/** The toggles of a person's profile (issue 17 names them once the people area landed). */
export type PersonKind = 'follow' | 'block';

/** What the person does (counted as actions). `close`: the tab is closed right after the tap. */
export type Tap =
  | { t: 'toggle'; kind: ToggleKind; post: number; close: boolean }
  | { t: 'comment'; post: number; close: boolean }
  | { t: 'uncomment'; post: number; pick: number }
  | { t: 'person'; kind: PersonKind; person: number; close: boolean }
  | { t: 'message'; close: boolean }
  | { t: 'unsend'; pick: number };

/** What happens around the person. */
export type Happening =
  | { t: 'offline' }
  | { t: 'online' }
  | { t: 'reload' }
  | { t: 'close' }
  | { t: 'sw' }
  | { t: 'fault'; fault: ChaosFault; count: number; retryAfter: number }
  | { t: 'kill'; signal: 'SIGTERM' | 'SIGKILL'; afterTap: boolean }
  | { t: 'restart' }
  | { t: 'wait'; ms: number };

export type Step = Tap | Happening;

export interface World {
  online: boolean;
  serverUp: boolean;
}

export interface Planner {
  /** The next step; `actionsLeft` taps remain to be made. */
  next(world: World): Step;
}

export const FAULTS: readonly ChaosFault[] = ['error-5xx', 'rate-limited', 'drop', 'answer-lost'];

/** Our choice of mix: taps most of the time, a happening about one step in four. */
const HAPPENING_RATE = 0.28;
/** A server that is down comes back, on each step, with this chance (down for a few steps). */
const RESTART_RATE = 0.3;

function happening(rng: Rng, world: World): Happening {
  const r = rng.next();
  if (r < 0.26) return world.online ? { t: 'offline' } : { t: 'online' };
  if (r < 0.38) return { t: 'reload' };
  if (r < 0.46) return { t: 'close' };
  if (r < 0.53) return { t: 'sw' };
  if (r < 0.66) return { t: 'fault', fault: rng.pick(FAULTS), count: rng.int(1, 3), retryAfter: rng.int(1, 3) };
  if (r < 0.78 && world.serverUp) return { t: 'kill', signal: rng.chance(0.5) ? 'SIGTERM' : 'SIGKILL', afterTap: rng.chance(0.5) };
  return { t: 'wait', ms: rng.int(100, 1500) };
}

/**
 * Our choice of mix: three taps in four on the feed's posts (like, save, comment, delete), one
 * in four on people (follow, block) and the conversation (send, unsend), which cost a screen
 * change each, so a run of N taps takes about as long as before they joined.
 */
function tap(rng: Rng, posts: number, people: number): Tap {
  const post = rng.int(0, posts - 1);
  const r = rng.next();
  const close = rng.chance(0.04);
  if (r < 0.27) return { t: 'toggle', kind: 'like', post, close };
  if (r < 0.495) return { t: 'toggle', kind: 'save', post, close };
  if (r < 0.645) return { t: 'comment', post, close };
  if (r < 0.75) return { t: 'uncomment', post, pick: rng.int(0, 99) };
  if (r < 0.83) return { t: 'person', kind: 'follow', person: rng.int(0, people - 1), close };
  if (r < 0.87) return { t: 'person', kind: 'block', person: rng.int(0, people - 1), close };
  if (r < 0.96) return { t: 'message', close };
  return { t: 'unsend', pick: rng.int(0, 99) };
}

export function createPlanner(seed: number, posts: number, people: number): Planner {
  const rng = createRng(seed);
  return {
    next(world) {
      if (!world.serverUp && rng.chance(RESTART_RATE)) return { t: 'restart' };
      return rng.chance(HAPPENING_RATE) ? happening(rng, world) : tap(rng, posts, people);
    },
  };
}

const TAPS: ReadonlySet<Step['t']> = new Set(['toggle', 'comment', 'uncomment', 'person', 'message', 'unsend']);
export const isTap = (s: Step): s is Tap => TAPS.has(s.t);

/** A step as one short line of the run's log. */
export function describe(s: Step): string {
  switch (s.t) {
    case 'toggle':
      return `${s.kind} post ${s.post}${s.close ? ' + close tab' : ''}`;
    case 'comment':
      return `comment post ${s.post}${s.close ? ' + close tab' : ''}`;
    case 'uncomment':
      return `delete a comment of post ${s.post}`;
    case 'person':
      return `${s.kind} person ${s.person}${s.close ? ' + close tab' : ''}`;
    case 'message':
      return `send a message${s.close ? ' + close tab' : ''}`;
    case 'unsend':
      return 'unsend a message';
    case 'fault':
      return `fault ${s.fault} ×${s.count}${s.fault === 'rate-limited' ? ` (Retry-After ${s.retryAfter})` : ''}`;
    case 'kill':
      return `kill ${s.signal}${s.afterTap ? ' (after the next tap)' : ''}`;
    case 'wait':
      return `wait ${s.ms} ms`;
    default:
      return s.t;
  }
}
