/**
 * A read whose answer goes into a persisted slice (stories, highlights, direct, tags of you): the
 * screen shows what the slice holds, so no answer (offline, timeout) is not a failure but
 * `offline: true`; any other error is logged and given to the screen as a CallFailure.
 */
import type { CallResult } from '../api-types';
import { isNoAnswer, toCallFailure } from './call-result';
import type { EngineCore } from './core';

/** What a slice read tells the screen; the data itself is in the slice. */
export interface SliceLoad {
  /** No answer: the slice shows what this device kept. */
  offline: boolean;
}

/** `what` names the read in the log ("stories: tray failed"); `failed` runs on any error, before the answer. */
export async function readIntoSlice(core: EngineCore, what: string, fetch: () => Promise<void>, failed?: () => void): Promise<CallResult<SliceLoad>> {
  try {
    await fetch();
    return { ok: true, value: { offline: false } };
  } catch (err) {
    failed?.();
    if (isNoAnswer(err)) return { ok: true, value: { offline: true } };
    core.log.warn(`${what} failed`, err);
    return toCallFailure(err);
  }
}
