/** Messages between the patch bench page and its worker (bench control, not the app's). */

export type Mode = 'mirror' | 'raw';

export type ToWorker =
  | { type: 'setup'; posts: number; steps: number; segments: boolean; mirrorPort: MessagePort; rawPort: MessagePort }
  | { type: 'ping'; id: number }
  | { type: 'step'; mode: Mode; step: number }
  | { type: 'collect' };

export type FromWorker =
  | { type: 'ready'; payloadBytes: number[] }
  | { type: 'pong'; id: number; at: number }
  /**
   * Per mode, indexed by step, on the wall clock: when each step started in the worker, and
   * when its delivery started (mirror: the reducers committed the state change; raw: the post).
   * With segments, also when the message was posted.
   */
  | { type: 'collected'; startedAt: StepTimes; sentAt: StepTimes; postedAt: StepTimes | null }
  | { type: 'error'; message: string };

/**
 * Wall-clock times per mode, indexed by step (NaN: not noted). Preallocated typed arrays, so
 * noting a time inside a timed span costs the same for both modes and next to nothing (a
 * string-keyed record grew a dictionary there, on the mirror's side only).
 */
export type StepTimes = Record<Mode, Float64Array>;

export function stepTimes(steps: number): StepTimes {
  return { mirror: new Float64Array(steps).fill(NaN), raw: new Float64Array(steps).fill(NaN) };
}
