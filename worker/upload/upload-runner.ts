/**
 * The edge of the upload machine: carries out its effects for one upload (requests through the
 * rupload client, the stall timer, the backoff timer) and answers with events. One request in
 * flight per upload; a request the machine no longer waits on is aborted, and its late answer
 * carries a stale token, so the machine ignores it.
 */
import type { RuploadClient } from '../../sync/upload/rupload-client';
import { classifyUploadFailure, isAbort } from '../../sync/upload/upload-failure';
import type { UploadFailure } from '../../sync/upload/upload-failure';
import type { Clock, TimerHandle } from '../platform';
import type { UploadEffect, UploadEvent, UploadMachine } from './machine-types';
import type { UploadUrls } from './local-post';
import { retryDelay } from './throughput';
import type { UploadTuningValues } from './tuning';
import type { StoredFile } from './upload-db';
import type { UploadRecord } from './upload-record';

/** One upload held in memory while its viewer is logged in. */
export interface Live {
  record: UploadRecord;
  machine: UploadMachine;
  /** False once dropped (viewer changed, engine disposed): late answers go nowhere. */
  alive: boolean;
  /** This tab holds the upload's Web Lock: only the holder sends (another tab may hold it). */
  owned: boolean;
  /**
   * Safe to reload and stored (./upload-keeper.ts): shown, persisted, published. A new upload
   * is sent before it is accepted, but nothing is shown or stored of it until then.
   */
  accepted: boolean;
  /** A write of the keeper (a piece, the record) is in flight. */
  storing: boolean;
  /** Every file was on the server before it was accepted: publish once it is. */
  publishOnAccept: boolean;
  /** Composed in this tab and not started yet: nothing of it can be on the server. */
  fresh: boolean;
  /** Gives the lock back. */
  release: (() => void) | null;
  controller: AbortController | null;
  stallTimer: TimerHandle | null;
  backoffTimer: TimerHandle | null;
  urls: UploadUrls;
  /** The files in hand (the picked File from byte 0, or what the database holds), by blob key. */
  files: Map<string, StoredFile>;
}

export interface RunnerDeps {
  client: RuploadClient;
  clock: Clock;
  random(): number;
  isOnline(): boolean;
  tuning: UploadTuningValues;
  /** The part's file: from memory, else from the database. */
  file(live: Live, part: number): Promise<StoredFile | undefined>;
  /** Side effects that reach past this upload (outbox, store, database). */
  publish(live: Live): void;
  withdraw(live: Live): void;
  reportFailure(live: Live, message: string): void;
  forget(live: Live): void;
  /** Keeps count of work in progress (whenIdle). */
  track(work: Promise<unknown>): void;
}

type Dispatch = (event: UploadEvent) => void;

class FileGone extends Error {}
const FILE_GONE = 'The file is no longer on this device. Choose it again to post it.';

function failureOf(err: unknown): UploadFailure {
  return err instanceof FileGone ? { kind: 'fatal', message: FILE_GONE, statusCode: 0 } : classifyUploadFailure(err);
}

export function stopRequest(d: Pick<RunnerDeps, 'clock'>, live: Live): void {
  live.controller?.abort();
  live.controller = null;
  if (live.stallTimer !== null) d.clock.clearTimeout(live.stallTimer);
  live.stallTimer = null;
}

export function stopBackoff(d: Pick<RunnerDeps, 'clock'>, live: Live): void {
  if (live.backoffTimer !== null) d.clock.clearTimeout(live.backoffTimer);
  live.backoffTimer = null;
}

function request<T>(d: RunnerDeps, live: Live, token: number, dispatch: Dispatch, work: (signal: AbortSignal) => Promise<T>, answer: (value: T, elapsedMs: number) => UploadEvent): void {
  stopRequest(d, live);
  const controller = new AbortController();
  live.controller = controller;
  // No timeout (001 §9 "media uploads: none"): a request that stays silent this long is stalled.
  live.stallTimer = d.clock.setTimeout(() => {
    live.stallTimer = null;
    dispatch({ type: 'request-stalled', token });
  }, d.tuning.stallTimeoutMs);
  const started = d.clock.now();
  const settle = (): void => {
    if (live.controller !== controller) return;
    live.controller = null;
    if (live.stallTimer !== null) d.clock.clearTimeout(live.stallTimer);
    live.stallTimer = null;
  };
  d.track(
    work(controller.signal).then(
      (value) => {
        settle();
        if (!controller.signal.aborted) dispatch(answer(value, d.clock.now() - started));
      },
      (err: unknown) => {
        settle();
        if (controller.signal.aborted || isAbort(err)) return;
        dispatch({ type: 'request-failed', token, failure: failureOf(err), online: d.isOnline() });
      },
    ),
  );
}

export function runEffect(d: RunnerDeps, live: Live, effect: UploadEffect, dispatch: Dispatch): void {
  switch (effect.type) {
    case 'ask-offset': {
      const part = live.record.parts[effect.part];
      if (!part) return;
      request(d, live, effect.token, dispatch, (signal) => d.client.offset(part.path, signal), (offset) => ({ type: 'offset-received', token: effect.token, offset }));
      return;
    }
    case 'send-chunk': {
      const part = live.record.parts[effect.part];
      if (!part) return;
      const { offset, length, token } = effect;
      request(d, live, token, dispatch, async (signal) => {
        const file = await d.file(live, effect.part);
        // Bytes before what the database holds went to the server before a reload (keep-plan.ts).
        if (!file || offset < file.from) throw new FileGone();
        // Only this slice is read, when it is sent: a file is never read whole into memory.
        const body = file.blob.slice(offset - file.from, offset - file.from + length);
        return d.client.send({ path: part.path, entityName: part.entity, entityLength: part.bytes, entityType: part.mimeType, offset, params: part.params, body, signal });
      }, (res, elapsedMs) => ({ type: 'chunk-acknowledged', token, offset: res.offset, complete: res.complete, encodingStatus: res.encoding_status ?? null, elapsedMs }));
      return;
    }
    case 'abort-request':
      stopRequest(d, live);
      return;
    case 'wait': {
      stopBackoff(d, live);
      const { token } = effect;
      live.backoffTimer = d.clock.setTimeout(() => {
        live.backoffTimer = null;
        dispatch({ type: 'backoff-elapsed', token });
      }, retryDelay(effect.attempt, d.random, d.tuning));
      return;
    }
    case 'cancel-wait':
      stopBackoff(d, live);
      return;
    case 'enqueue-configure':
      d.publish(live);
      return;
    case 'discard-configure':
      d.withdraw(live);
      return;
    case 'report-failure':
      d.reportFailure(live, effect.message);
      return;
    case 'forget':
      d.forget(live);
      return;
  }
}
