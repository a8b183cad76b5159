/**
 * One upload (a compose: its files, a video's cover) as an explicit state machine (DESIGN.md
 * Uploads, 001 §7 Creation and upload). Pure: `next(state, event)` → the new state and the
 * effects for the runner (./upload-runner.ts) to carry out.
 *
 *            started (online)           offset-received / chunk-acknowledged: next chunk
 *   queued ───────────────────▶ uploading ◀──────┐ (one request in flight; 409: ask at once)
 *     │ started (offline)        │  │  │ ▲ └──────┘ (a first drop or 409: ask at once)
 *     ▼                          │  │  │ │ backoff-elapsed: ask the offset
 *   waiting-for-network ◀─offline┘  │  │ stalled ◀── drops in a row, 5xx/408/429, no answer
 *     │ came-online: ask the offset │  │  (stall timeout: abort; chunk halves)
 *     └──────────▶ uploading        │  └── fatal 4xx ──▶ failed ──retry──▶ queued | configuring
 *                                   ▼ every file held by the server: enqueue the configure
 *                      processing (a video still encoding) | configuring
 *                                   │ configure-succeeded ─▶ done     configure-failed ─▶ failed
 *   any but done/cancelled ── cancel-requested ──▶ cancelled
 *
 * Started, it asks the server's offset, or, when it is fresh (never sent before), sends its
 * first chunk at once: nothing of a new entity can be on the server. The first chunk is
 * initialChunkBytes, or sized from a recent upload's throughput when the scheduler knows one
 * (started's speedHintBps); then each acknowledged chunk sizes the next.
 *
 * The server's offset is the truth: after any error the machine asks for it (GET), then sends
 * from there, first a short probe (resumeProbeBytes) when that is mid-file, since the answer may
 * still be overtaken by the interrupted request's last bytes; the probe's answer does not resize
 * chunks. Going offline is no failure: it waits for the network without counting retries.
 *
 * A drop (a reset connection, or a 409 for a request the browser re-sent by itself) is a normal
 * resume: the first one asks the offset at once, no delay, and an offset answer that moves the
 * upload (an offset other than the one the failed request started from) resets the count. Only
 * failures in a row without progress back off (full jitter, growing with the count).
 */
import { VideoEncodingStatus } from '../../sync/api/upload';
import type { UploadFailure } from '../../sync/upload/upload-failure';
import type { UploadEffect, UploadEvent, UploadMachine, Transition } from './machine-types';
import { clampChunk, hintedChunkSize, nextChunkSize, nextSpeed } from './throughput';
import { UploadTuning } from './tuning';
import type { UploadTuningValues } from './tuning';

/** 001 §3: these three mean the encoding status will change. */
const ENCODING_PENDING: ReadonlySet<string> = new Set([VideoEncodingStatus.preUpload, VideoEncodingStatus.encodingInProgress, VideoEncodingStatus.segmentedInProgress]);

/**
 * Failures in a row (without progress) answered by asking the offset at once; more back off
 * (a server that keeps disagreeing, a network that keeps dropping before any byte lands).
 */
const IMMEDIATE_RETRIES: Readonly<Partial<Record<UploadFailure['kind'], number>>> = { conflict: 2, network: 1 };

export function initialMachine(partBytes: readonly number[], tuning: UploadTuningValues = UploadTuning): UploadMachine {
  return {
    phase: 'queued',
    parts: partBytes.map((bytes) => ({ bytes, offset: 0, complete: false, encoding: false })),
    chunkBytes: clampChunk(tuning.initialChunkBytes, tuning),
    failures: 0,
    speedBps: null,
    error: null,
    token: 0,
    waiting: null,
    chunk: null,
  };
}

const same = (state: UploadMachine): Transition => ({ state, effects: [] });
const currentPart = (m: UploadMachine): number => m.parts.findIndex((p) => !p.complete);

/** What stops the one thing waited on (a request or a backoff timer). */
function stopWaiting(m: UploadMachine): UploadEffect[] {
  if (m.waiting === 'offset' || m.waiting === 'chunk') return [{ type: 'abort-request' }];
  if (m.waiting === 'backoff') return [{ type: 'cancel-wait' }];
  return [];
}

const idle = (m: UploadMachine, phase: UploadMachine['phase']): UploadMachine => ({ ...m, phase, token: m.token + 1, waiting: null, chunk: null });

/** Every file is on the server: publish (the outbox retries a configure while a video encodes). */
function finish(m: UploadMachine): Transition {
  const phase = m.parts.some((p) => p.encoding) ? 'processing' : 'configuring';
  return { state: { ...idle(m, phase), error: null }, effects: [{ type: 'enqueue-configure' }] };
}

function askOffset(m: UploadMachine): Transition {
  const part = currentPart(m);
  if (part < 0) return finish(m);
  const token = m.token + 1;
  return { state: { ...m, phase: 'uploading', token, waiting: 'offset', chunk: null }, effects: [{ type: 'ask-offset', token, part }] };
}

/**
 * The next chunk's length: the chunk size, or the part's rest when that is only a little more
 * (tailMergeFraction: one request boundary less); `cap` bounds it (a resume's probe).
 */
export function chunkLength(chunkBytes: number, left: number, cap: number, t: Pick<UploadTuningValues, 'tailMergeFraction' | 'maxChunkBytes'>): number {
  if (cap !== Number.POSITIVE_INFINITY) return Math.min(chunkBytes, cap, left);
  const merged = Math.min(t.maxChunkBytes, Math.floor(chunkBytes * (1 + t.tailMergeFraction)));
  return left <= merged ? left : chunkBytes;
}

/** The next chunk from the part's offset; `cap` bounds it (a resume's probe). */
function sendNext(m: UploadMachine, t: UploadTuningValues, cap = Number.POSITIVE_INFINITY): Transition {
  const part = currentPart(m);
  const p = m.parts[part];
  if (!p) return finish(m);
  const token = m.token + 1;
  const length = chunkLength(m.chunkBytes, p.bytes - p.offset, cap, t);
  const chunk = { part, offset: p.offset, length };
  return { state: { ...m, phase: 'uploading', token, waiting: 'chunk', chunk }, effects: [{ type: 'send-chunk', token, ...chunk }] };
}

function backOff(m: UploadMachine): Transition {
  const failures = m.failures + 1;
  const token = m.token + 1;
  return { state: { ...m, phase: 'stalled', failures, token, waiting: 'backoff', chunk: null }, effects: [{ type: 'wait', token, attempt: failures }] };
}

function withPart(m: UploadMachine, index: number, change: Partial<UploadMachine['parts'][number]>): UploadMachine {
  return { ...m, parts: m.parts.map((p, i) => (i === index ? { ...p, ...change } : p)) };
}

function onOffset(m: UploadMachine, offset: number, t: UploadTuningValues): Transition {
  const part = currentPart(m);
  const p = m.parts[part];
  if (!p) return finish(m);
  // The server holds the whole file: that part is done (its encoding status is not told here).
  const whole = offset >= p.bytes;
  // An answer that moves the upload is progress: the failures before it were a resume, not a streak.
  const progressed = offset !== p.offset ? { ...m, failures: 0 } : m;
  const next = withPart(progressed, part, whole ? { offset: p.bytes, complete: true } : { offset });
  return sendNext(next, t, !whole && offset > 0 ? t.resumeProbeBytes : Number.POSITIVE_INFINITY);
}

/** A chunk cut short of the chunk size before the file's end: a resume's probe. */
const wasProbe = (m: UploadMachine, chunk: NonNullable<UploadMachine['chunk']>, partBytes: number): boolean =>
  chunk.length < m.chunkBytes && chunk.offset + chunk.length < partBytes;

function onAck(m: UploadMachine, e: Extract<UploadEvent, { type: 'chunk-acknowledged' }>, t: UploadTuningValues): Transition {
  const chunk = m.chunk;
  const p = chunk ? m.parts[chunk.part] : undefined;
  if (!chunk || !p) return same(m);
  const sent = e.offset - chunk.offset;
  const complete = e.complete || e.offset >= p.bytes;
  if (sent <= 0 && !complete) return backOff(m); // an answer without progress: treat as a failure
  const moved = withPart(m, chunk.part, {
    offset: Math.min(e.offset, p.bytes),
    complete,
    encoding: complete && e.encodingStatus !== null && ENCODING_PENDING.has(e.encodingStatus),
  });
  const measured: UploadMachine = {
    ...moved,
    failures: 0,
    speedBps: nextSpeed(m.speedBps, sent, e.elapsedMs, t.speedWeight),
    // A probe is too short to size chunks by (its time is mostly the round trip).
    chunkBytes: wasProbe(m, chunk, p.bytes) ? m.chunkBytes : nextChunkSize(m.chunkBytes, sent, e.elapsedMs, t),
  };
  return sendNext(measured, t);
}

function onFailure(m: UploadMachine, e: Extract<UploadEvent, { type: 'request-failed' }>): Transition {
  const { failure } = e;
  if (failure.kind === 'fatal') {
    return { state: { ...idle(m, 'failed'), error: failure.message }, effects: [{ type: 'report-failure', message: failure.message }] };
  }
  if (failure.kind === 'network' && !e.online) return same(idle(m, 'waiting-for-network'));
  if (m.failures < (IMMEDIATE_RETRIES[failure.kind] ?? 0)) return askOffset({ ...m, failures: m.failures + 1 });
  return backOff(m);
}

const matches = (m: UploadMachine, token: number, waiting: UploadMachine['waiting'][]): boolean => m.token === token && waiting.includes(m.waiting);

function cancel(m: UploadMachine): Transition {
  const publishing = m.phase === 'processing' || m.phase === 'configuring' || m.phase === 'failed';
  const effects: UploadEffect[] = [...stopWaiting(m), ...(publishing ? [{ type: 'discard-configure' } as const] : []), { type: 'forget' }];
  return { state: idle(m, 'cancelled'), effects };
}

export function next(m: UploadMachine, e: UploadEvent, t: UploadTuningValues = UploadTuning): Transition {
  if (m.phase === 'done' || m.phase === 'cancelled') return same(m);
  if (e.type === 'cancel-requested') return cancel(m);
  switch (m.phase) {
    case 'queued':
      if (e.type === 'started') {
        const sized = m.speedBps === null ? { ...m, chunkBytes: hintedChunkSize(m.chunkBytes, e.speedHintBps ?? null, t) } : m;
        if (!e.online) return same(idle(sized, 'waiting-for-network'));
        return e.fresh === true ? sendNext({ ...sized, failures: 0 }, t) : askOffset({ ...sized, failures: 0 });
      }
      return same(m);
    case 'waiting-for-network':
      if (e.type === 'came-online') return askOffset({ ...m, failures: 0 });
      return same(m);
    case 'uploading':
    case 'stalled':
      return sending(m, e, t);
    case 'processing':
    case 'configuring':
      if (e.type === 'configure-succeeded') return { state: idle(m, 'done'), effects: [{ type: 'forget' }] };
      if (e.type === 'configure-failed') return { state: { ...idle(m, 'failed'), error: e.message }, effects: [{ type: 'report-failure', message: e.message }] };
      return same(m);
    case 'failed':
      if (e.type === 'configure-succeeded') return { state: { ...idle(m, 'done'), error: null }, effects: [{ type: 'forget' }] };
      if (e.type === 'retry-requested') {
        const reset = { ...m, failures: 0, error: null };
        return currentPart(m) < 0 ? finish(reset) : same(idle(reset, 'queued'));
      }
      return same(m);
  }
}

/** uploading and stalled: a request or a backoff timer is what the machine waits on. */
function sending(m: UploadMachine, e: UploadEvent, t: UploadTuningValues): Transition {
  switch (e.type) {
    case 'offset-received':
      return matches(m, e.token, ['offset']) ? onOffset(m, e.offset, t) : same(m);
    case 'chunk-acknowledged':
      return matches(m, e.token, ['chunk']) ? onAck(m, e, t) : same(m);
    case 'request-failed':
      return matches(m, e.token, ['offset', 'chunk']) ? onFailure(m, e) : same(m);
    case 'request-stalled': {
      if (!matches(m, e.token, ['offset', 'chunk'])) return same(m);
      const halved = { ...m, chunkBytes: clampChunk(m.chunkBytes / 2, t) };
      const backing = backOff(halved);
      return { state: backing.state, effects: [{ type: 'abort-request' }, ...backing.effects] };
    }
    case 'backoff-elapsed':
      return matches(m, e.token, ['backoff']) ? askOffset(m) : same(m);
    case 'retry-requested': {
      // "Retry now" while backing off: ask at once.
      if (m.waiting !== 'backoff') return same(m);
      const asked = askOffset(m);
      return { state: asked.state, effects: [{ type: 'cancel-wait' }, ...asked.effects] };
    }
    case 'went-offline':
      return { state: idle(m, 'waiting-for-network'), effects: stopWaiting(m) };
    default:
      return same(m);
  }
}
