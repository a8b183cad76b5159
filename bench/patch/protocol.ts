/** Messages between the patch bench page and its worker (bench control, not the app's). */

export type Mode = 'mirror' | 'raw';

export type ToWorker =
  | { type: 'setup'; posts: number; steps: number; mirrorPort: MessagePort; rawPort: MessagePort }
  | { type: 'ping'; id: number }
  | { type: 'step'; mode: Mode; step: number }
  | { type: 'collect' };

export type FromWorker =
  | { type: 'ready'; payloadBytes: number }
  | { type: 'pong'; id: number; at: number }
  /**
   * By `${mode}:${step}`, on the wall clock: when each step started in the worker, and when its
   * delivery started (mirror: the reducers committed the state change; raw: the post).
   */
  | { type: 'collected'; startedAt: Record<string, number>; sentAt: Record<string, number> }
  | { type: 'error'; message: string };

export const stepKey = (mode: Mode, step: number): string => `${mode}:${step}`;
