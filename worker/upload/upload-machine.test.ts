import { describe, expect, it } from 'vitest';
import type { UploadFailure } from '../../sync/upload/upload-failure';
import { ALL_PHASES } from './machine-types';
import type { UploadEvent, UploadEventType, UploadMachine, UploadPhase } from './machine-types';
import { chunkLength, initialMachine, next } from './upload-machine';
import { UploadTuning } from './tuning';

const KiB = 1024;
const MiB = 1024 * KiB;
const T = 5;
const net: UploadFailure = { kind: 'network', message: 'Failed to fetch', statusCode: 0 };

const base = initialMachine([1000, 500]);
const at = (phase: UploadPhase, over: Partial<UploadMachine> = {}): UploadMachine => ({ ...base, phase, token: T, ...over });
const complete = base.parts.map((p) => ({ ...p, offset: p.bytes, complete: true }));

/** One representative machine per phase (two for uploading: waiting on an offset or on a chunk). */
const variants: Record<string, UploadMachine> = {
  queued: at('queued', { token: 0 }),
  'uploading/offset': at('uploading', { waiting: 'offset' }),
  'uploading/chunk': at('uploading', { waiting: 'chunk', chunk: { part: 0, offset: 0, length: 1000 } }),
  stalled: at('stalled', { waiting: 'backoff', failures: 1 }),
  'waiting-for-network': at('waiting-for-network'),
  processing: at('processing', { parts: complete }),
  configuring: at('configuring', { parts: complete }),
  done: at('done', { parts: complete }),
  failed: at('failed', { error: 'Nope' }),
  cancelled: at('cancelled'),
};

const events: Record<UploadEventType, UploadEvent> = {
  started: { type: 'started', online: true },
  'offset-received': { type: 'offset-received', token: T, offset: 200 },
  'chunk-acknowledged': { type: 'chunk-acknowledged', token: T, offset: 1000, complete: true, encodingStatus: null, elapsedMs: 3000 },
  'request-failed': { type: 'request-failed', token: T, failure: net, online: true },
  'request-stalled': { type: 'request-stalled', token: T },
  'backoff-elapsed': { type: 'backoff-elapsed', token: T },
  'went-offline': { type: 'went-offline' },
  'came-online': { type: 'came-online' },
  'configure-succeeded': { type: 'configure-succeeded' },
  'configure-failed': { type: 'configure-failed', message: 'Bad caption' },
  'cancel-requested': { type: 'cancel-requested' },
  'retry-requested': { type: 'retry-requested' },
};

type Row = Partial<Record<UploadEventType, [UploadPhase, string[]]>>;
/** Every transition that changes something; every pair not listed must change nothing. */
const table: Record<string, Row> = {
  queued: {
    started: ['uploading', ['ask-offset']],
    'cancel-requested': ['cancelled', ['forget']],
  },
  'uploading/offset': {
    'offset-received': ['uploading', ['send-chunk']],
    'request-failed': ['uploading', ['ask-offset']], // a first drop: asked again at once
    'request-stalled': ['stalled', ['abort-request', 'wait']],
    'went-offline': ['waiting-for-network', ['abort-request']],
    'cancel-requested': ['cancelled', ['abort-request', 'forget']],
  },
  'uploading/chunk': {
    'chunk-acknowledged': ['uploading', ['send-chunk']],
    'request-failed': ['uploading', ['ask-offset']], // a first drop: asked again at once
    'request-stalled': ['stalled', ['abort-request', 'wait']],
    'went-offline': ['waiting-for-network', ['abort-request']],
    'cancel-requested': ['cancelled', ['abort-request', 'forget']],
  },
  stalled: {
    'backoff-elapsed': ['uploading', ['ask-offset']],
    'retry-requested': ['uploading', ['cancel-wait', 'ask-offset']],
    'went-offline': ['waiting-for-network', ['cancel-wait']],
    'cancel-requested': ['cancelled', ['cancel-wait', 'forget']],
  },
  'waiting-for-network': {
    'came-online': ['uploading', ['ask-offset']],
    'cancel-requested': ['cancelled', ['forget']],
  },
  processing: {
    'configure-succeeded': ['done', ['forget']],
    'configure-failed': ['failed', ['report-failure']],
    'cancel-requested': ['cancelled', ['discard-configure', 'forget']],
  },
  configuring: {
    'configure-succeeded': ['done', ['forget']],
    'configure-failed': ['failed', ['report-failure']],
    'cancel-requested': ['cancelled', ['discard-configure', 'forget']],
  },
  done: {},
  failed: {
    'retry-requested': ['queued', []],
    'configure-succeeded': ['done', ['forget']],
    'cancel-requested': ['cancelled', ['discard-configure', 'forget']],
  },
  cancelled: {},
};

describe('upload machine: every state × every event', () => {
  it('covers every phase', () => {
    const phases = new Set(Object.values(variants).map((m) => m.phase));
    expect([...phases].sort()).toEqual([...ALL_PHASES].sort());
  });

  for (const [name, machine] of Object.entries(variants)) {
    for (const [type, event] of Object.entries(events) as [UploadEventType, UploadEvent][]) {
      const expected = table[name]?.[type];
      it(`${name} + ${type} → ${expected ? expected[0] : 'unchanged'}`, () => {
        const result = next(machine, event);
        if (!expected) {
          expect(result.state).toBe(machine);
          expect(result.effects).toEqual([]);
          return;
        }
        expect(result.state.phase).toBe(expected[0]);
        expect(result.effects.map((e) => e.type)).toEqual(expected[1]);
      });
    }
  }

  it('answers carrying a stale token change nothing (one request in flight; a late answer of an aborted one is ignored)', () => {
    const stale = T - 1;
    const staleEvents: UploadEvent[] = [
      { type: 'offset-received', token: stale, offset: 10 },
      { type: 'chunk-acknowledged', token: stale, offset: 10, complete: false, encodingStatus: null, elapsedMs: 1 },
      { type: 'request-failed', token: stale, failure: net, online: true },
      { type: 'request-stalled', token: stale },
      { type: 'backoff-elapsed', token: stale },
    ];
    for (const name of ['uploading/offset', 'uploading/chunk', 'stalled']) {
      const m = variants[name] as UploadMachine;
      for (const e of staleEvents) expect(next(m, e).state).toBe(m);
    }
  });
});

describe('upload machine: rules (DESIGN.md Uploads)', () => {
  const uploading = variants['uploading/offset'] as UploadMachine;
  const sending = variants['uploading/chunk'] as UploadMachine;

  it('the server offset is the truth: the next chunk starts where the server says', () => {
    const { effects } = next(uploading, { type: 'offset-received', token: T, offset: 300 });
    expect(effects).toEqual([{ type: 'send-chunk', token: T + 1, part: 0, offset: 300, length: 700 }]);
  });

  it('a part the server holds whole is done: the next part is sent from its own offset', () => {
    const { state, effects } = next(uploading, { type: 'offset-received', token: T, offset: 1000 });
    expect(state.parts[0]).toMatchObject({ complete: true, offset: 1000 });
    expect(effects).toEqual([{ type: 'send-chunk', token: T + 1, part: 1, offset: 0, length: 500 }]);
  });

  it('starting offline waits for the network; coming online asks the offset first', () => {
    const waiting = next(variants.queued as UploadMachine, { type: 'started', online: false }).state;
    expect(waiting.phase).toBe('waiting-for-network');
    const back = next(waiting, { type: 'came-online' });
    expect(back.effects).toEqual([{ type: 'ask-offset', token: waiting.token + 1, part: 0 }]);
  });

  it('after any error the machine asks the offset before sending again', () => {
    for (const failure of [net, { kind: 'retryable', message: 'HTTP 503', statusCode: 503 }] as UploadFailure[]) {
      const stalled = next({ ...sending, failures: 1 }, { type: 'request-failed', token: T, failure, online: true }).state;
      const wait = next(stalled, { type: 'backoff-elapsed', token: stalled.token });
      expect(wait.effects).toEqual([{ type: 'ask-offset', token: stalled.token + 1, part: 0 }]);
    }
  });

  it('409: asks the offset at once (no backoff); conflicts that keep coming back off', () => {
    const conflict: UploadFailure = { kind: 'conflict', message: 'Offset mismatch', statusCode: 409 };
    const first = next(sending, { type: 'request-failed', token: T, failure: conflict, online: true });
    expect(first.effects.map((e) => e.type)).toEqual(['ask-offset']);
    const asked = first.state;
    const again = next({ ...asked, waiting: 'chunk', chunk: { part: 0, offset: 0, length: 1000 } }, { type: 'request-failed', token: asked.token, failure: conflict, online: true });
    const third = next({ ...again.state, waiting: 'chunk', chunk: { part: 0, offset: 0, length: 1000 } }, { type: 'request-failed', token: again.state.token, failure: conflict, online: true });
    expect(third.state.phase).toBe('stalled');
    expect(third.effects.map((e) => e.type)).toEqual(['wait']);
  });

  it('a 4xx other than 409/408/429 fails with the server message', () => {
    const fatal: UploadFailure = { kind: 'fatal', message: 'File type not supported', statusCode: 400 };
    const { state, effects } = next(sending, { type: 'request-failed', token: T, failure: fatal, online: true });
    expect(state).toMatchObject({ phase: 'failed', error: 'File type not supported', waiting: null });
    expect(effects).toEqual([{ type: 'report-failure', message: 'File type not supported' }]);
  });

  it('going offline is no failure: no retry is counted, and online resumes from the server offset', () => {
    const failed = next(sending, { type: 'request-failed', token: T, failure: net, online: false }).state;
    expect(failed).toMatchObject({ phase: 'waiting-for-network', failures: 0 });
    const offline = next(variants.stalled as UploadMachine, { type: 'went-offline' }).state;
    expect(offline.failures).toBe(1); // earlier failures are not added to
    expect(next(offline, { type: 'came-online' }).state).toMatchObject({ phase: 'uploading', failures: 0, waiting: 'offset' });
  });

  it('drops without progress: the first is asked again at once, the next back off with a growing attempt number; progress resets it', () => {
    let m: UploadMachine = sending;
    const attempts: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const failed = next(m, { type: 'request-failed', token: m.token, failure: net, online: true });
      const wait = failed.effects.find((e) => e.type === 'wait');
      attempts.push(wait?.type === 'wait' ? wait.attempt : 0);
      const asked = wait ? next(failed.state, { type: 'backoff-elapsed', token: failed.state.token }).state : failed.state;
      // The server kept nothing of the dropped request: the same offset is no progress.
      m = next(asked, { type: 'offset-received', token: asked.token, offset: 0 }).state;
    }
    expect(attempts).toEqual([0, 2, 3, 4]);
    const acked = next(m, { type: 'chunk-acknowledged', token: m.token, offset: 400, complete: false, encodingStatus: null, elapsedMs: 3000 });
    expect(acked.state.failures).toBe(0);
  });

  it('a drop followed by an offset that moved is a resume, not a failure: three drops in a row never back off', () => {
    let m: UploadMachine = { ...initialMachine([100 * MiB]), phase: 'uploading', token: T, waiting: 'chunk', chunk: { part: 0, offset: 0, length: 16 * MiB } };
    for (const [i, failure] of [net, { kind: 'conflict', message: 'Offset mismatch', statusCode: 409 }, net].entries()) {
      const failed = next(m, { type: 'request-failed', token: m.token, failure: failure as UploadFailure, online: true });
      expect(failed.effects.map((e) => e.type)).toEqual(['ask-offset']); // no backoff timer: 0 delay
      expect(failed.state.failures).toBe(1);
      // The GET answers bytes the dropped request left on the server.
      const resumed = next(failed.state, { type: 'offset-received', token: failed.state.token, offset: (i + 1) * 25 * MiB });
      expect(resumed.state.failures).toBe(0);
      expect(resumed.effects[0]).toMatchObject({ type: 'send-chunk', offset: (i + 1) * 25 * MiB });
      m = resumed.state;
    }
  });

  it('a stall aborts the request, halves the chunk and resumes after the backoff', () => {
    const m = { ...sending, chunkBytes: 4 * MiB };
    const { state, effects } = next(m, { type: 'request-stalled', token: T });
    expect(effects.map((e) => e.type)).toEqual(['abort-request', 'wait']);
    expect(state.chunkBytes).toBe(2 * MiB);
    const smallest = { ...sending, chunkBytes: UploadTuning.minChunkBytes };
    expect(next(smallest, { type: 'request-stalled', token: T }).state.chunkBytes).toBe(UploadTuning.minChunkBytes);
  });

  it('the chunk size adapts: fast answers grow it, slow ones shrink it', () => {
    const big = initialMachine([100 * MiB]);
    const inFlight = (chunkBytes: number): UploadMachine => ({ ...big, phase: 'uploading', token: T, chunkBytes, waiting: 'chunk', chunk: { part: 0, offset: 0, length: chunkBytes } });
    const fast = next(inFlight(MiB), { type: 'chunk-acknowledged', token: T, offset: MiB, complete: false, encodingStatus: null, elapsedMs: 250 });
    expect(fast.state.chunkBytes).toBe(4 * MiB); // at most ×4 a step (12 MiB would take 3 s)
    const slow = next(inFlight(MiB), { type: 'chunk-acknowledged', token: T, offset: MiB, complete: false, encodingStatus: null, elapsedMs: 12_000 });
    expect(slow.state.chunkBytes).toBe(256 * KiB);
    const right = next(inFlight(MiB), { type: 'chunk-acknowledged', token: T, offset: MiB, complete: false, encodingStatus: null, elapsedMs: 3000 });
    expect(right.state.chunkBytes).toBe(MiB);
  });

  it('a fresh upload (never sent) sends its first chunk at once; any other start asks the server\'s offset first', () => {
    const fresh = next(initialMachine([3 * MiB]), { type: 'started', online: true, fresh: true });
    expect(fresh.effects).toEqual([{ type: 'send-chunk', token: 1, part: 0, offset: 0, length: UploadTuning.initialChunkBytes }]);
    expect(fresh.state).toMatchObject({ phase: 'uploading', waiting: 'chunk' });
    const reloaded = next(initialMachine([3 * MiB]), { type: 'started', online: true });
    expect(reloaded.effects).toEqual([{ type: 'ask-offset', token: 1, part: 0 }]);
    const offline = next(initialMachine([3 * MiB]), { type: 'started', online: false, fresh: true });
    expect(offline.state.phase).toBe('waiting-for-network');
    expect(next(offline.state, { type: 'came-online' }).effects).toEqual([{ type: 'ask-offset', token: 2, part: 0 }]);
  });

  it('a recent upload\'s throughput sizes the first chunk (for about 1 s at that rate) of an upload that measured none', () => {
    const fresh = initialMachine([400 * MiB]);
    const hinted = next(fresh, { type: 'started', online: true, speedHintBps: 40 * MiB });
    expect(hinted.state.chunkBytes).toBe(40 * MiB);
    const fast = next(fresh, { type: 'started', online: true, speedHintBps: 1000 * MiB });
    expect(fast.state.chunkBytes).toBe(UploadTuning.maxChunkBytes);
    const slow = next(fresh, { type: 'started', online: true, speedHintBps: 100 * KiB });
    expect(slow.state.chunkBytes).toBe(UploadTuning.initialChunkBytes); // never below the initial size
    expect(next(fresh, { type: 'started', online: true }).state.chunkBytes).toBe(UploadTuning.initialChunkBytes);
    // Its own measurement wins over another upload's (a reloaded upload keeps its machine).
    const measured: UploadMachine = { ...fresh, speedBps: MiB, chunkBytes: 3 * MiB };
    expect(next(measured, { type: 'started', online: true, speedHintBps: 40 * MiB }).state.chunkBytes).toBe(3 * MiB);
    // Offline, the hint is kept for when it starts sending.
    expect(next(fresh, { type: 'started', online: false, speedHintBps: 40 * MiB }).state).toMatchObject({ phase: 'waiting-for-network', chunkBytes: 40 * MiB });
  });

  it('resuming mid-file sends a short probe first, whose answer does not resize chunks; a fresh start does not probe', () => {
    const big = initialMachine([100 * MiB]);
    const asking: UploadMachine = { ...big, phase: 'uploading', token: T, chunkBytes: 4 * MiB, waiting: 'offset' };
    const probe = next(asking, { type: 'offset-received', token: T, offset: 10 * MiB });
    expect(probe.effects).toEqual([{ type: 'send-chunk', token: T + 1, part: 0, offset: 10 * MiB, length: UploadTuning.resumeProbeBytes }]);
    const acked = next(probe.state, { type: 'chunk-acknowledged', token: T + 1, offset: 10 * MiB + UploadTuning.resumeProbeBytes, complete: false, encodingStatus: null, elapsedMs: 40 });
    expect(acked.state.chunkBytes).toBe(4 * MiB);
    expect(acked.effects).toEqual([{ type: 'send-chunk', token: T + 2, part: 0, offset: 10 * MiB + UploadTuning.resumeProbeBytes, length: 4 * MiB }]);
    expect(next(asking, { type: 'offset-received', token: T, offset: 0 }).effects).toEqual([{ type: 'send-chunk', token: T + 1, part: 0, offset: 0, length: 4 * MiB }]);
  });

  it('speed is a moving average of the server-confirmed bytes per second', () => {
    const acked = next(sending, { type: 'chunk-acknowledged', token: T, offset: 1000, complete: true, encodingStatus: null, elapsedMs: 1000 }).state;
    expect(acked.speedBps).toBe(1000);
    const more: UploadMachine = { ...acked, waiting: 'chunk', chunk: { part: 1, offset: 0, length: 500 } };
    const twice = next(more, { type: 'chunk-acknowledged', token: acked.token, offset: 200, complete: false, encodingStatus: null, elapsedMs: 100 }).state;
    expect(twice.speedBps).toBeCloseTo(0.3 * 2000 + 0.7 * 1000);
  });

  it('when every file is on the server the configure is enqueued, once (processing while a video encodes)', () => {
    const last: UploadMachine = { ...sending, parts: [{ ...complete[0]!, complete: true }, { bytes: 500, offset: 0, complete: false, encoding: false }], chunk: { part: 1, offset: 0, length: 500 } };
    const done = next(last, { type: 'chunk-acknowledged', token: T, offset: 500, complete: true, encodingStatus: null, elapsedMs: 100 });
    expect(done.state.phase).toBe('configuring');
    expect(done.effects).toEqual([{ type: 'enqueue-configure' }]);
    expect(next(done.state, { type: 'chunk-acknowledged', token: T + 1, offset: 500, complete: true, encodingStatus: null, elapsedMs: 1 }).effects).toEqual([]);
    const video = next(last, { type: 'chunk-acknowledged', token: T, offset: 500, complete: true, encodingStatus: 'encoding_in_progress', elapsedMs: 100 });
    expect(video.state.phase).toBe('processing');
  });

  it('a chunk that would leave only a small tail takes the rest of the file: one request less', () => {
    const hint = { type: 'started', online: true, fresh: true, speedHintBps: 182 * MiB } as const;
    const firstLength = (bytes: number) => {
      const { effects } = next(initialMachine([bytes]), hint);
      return effects[0]?.type === 'send-chunk' ? effects[0].length : null;
    };
    expect(firstLength(200 * MiB)).toBe(200 * MiB); // 182 MiB would have left 18
    expect(firstLength(182 * MiB + Math.floor(182 * MiB * UploadTuning.tailMergeFraction))).toBe(182 * MiB + Math.floor(182 * MiB * UploadTuning.tailMergeFraction));
    expect(firstLength(240 * MiB)).toBe(182 * MiB); // a real second chunk: sent as one
    // The same after an acknowledged chunk, mid-file.
    const big = initialMachine([10 * MiB]);
    const inFlight: UploadMachine = { ...big, phase: 'uploading', token: T, chunkBytes: 4 * MiB, waiting: 'chunk', chunk: { part: 0, offset: 0, length: 4 * MiB } };
    const acked = next(inFlight, { type: 'chunk-acknowledged', token: T, offset: 5 * MiB, complete: false, encodingStatus: null, elapsedMs: 3000 });
    expect(acked.effects).toEqual([{ type: 'send-chunk', token: T + 1, part: 0, offset: 5 * MiB, length: 5 * MiB }]);
  });

  it('a resume\'s probe is never lengthened, nor a chunk beyond the largest', () => {
    expect(chunkLength(256 * KiB, 300 * KiB, UploadTuning.resumeProbeBytes, UploadTuning)).toBe(256 * KiB);
    expect(chunkLength(4 * MiB, 300 * KiB, UploadTuning.resumeProbeBytes, UploadTuning)).toBe(256 * KiB);
    const max = UploadTuning.maxChunkBytes;
    expect(chunkLength(max, max + MiB, Number.POSITIVE_INFINITY, UploadTuning)).toBe(max);
    expect(chunkLength(max - MiB, max, Number.POSITIVE_INFINITY, UploadTuning)).toBe(max);
  });

  it('retrying a failure whose files are all on the server publishes again rather than uploading', () => {
    const failed = at('failed', { parts: complete, error: 'Bad caption' });
    const { state, effects } = next(failed, { type: 'retry-requested' });
    expect(state).toMatchObject({ phase: 'configuring', error: null });
    expect(effects).toEqual([{ type: 'enqueue-configure' }]);
  });
});
