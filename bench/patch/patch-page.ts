/**
 * Bench page: patch delivery. The worker changes its state (the real reducers) and the real
 * sender posts the patch; the real mirror (src/state/mirror.ts) applies it here. Baseline: the
 * worker posts the same payload on a plain port. Steps alternate the two, one at a time.
 */
import type { MirrorMessage } from '../../worker/mirror-protocol';
import { createMirror } from '../../src/state/mirror';
import type { PatchOptions, PatchResult } from '../lib/page-api';
import { wallNow } from '../lib/wall-clock';
import { measureClockOffset } from './clock-offset';
import type { Mode } from './protocol';
import type { StepTimes } from './protocol';
import { stepTimes } from './protocol';
import { linkWorker } from './worker-link';

const gap = () => new Promise((r) => setTimeout(r, 1));

async function patch(opts: PatchOptions): Promise<PatchResult> {
  const link = linkWorker(new Worker(new URL('./patch-worker.ts', import.meta.url), { type: 'module' }));
  const mirrorChannel = new MessageChannel();
  const rawChannel = new MessageChannel();
  const steps = opts.warmup + opts.iterations;
  const arrived = stepTimes(steps);
  let expect: { mode: Mode; step: number; done: () => void } | null = null;
  // With segments: when the first listener on each port ran (added before the timed ones).
  const entered = opts.segments ? stepTimes(steps) : null;
  if (entered) {
    const enter = (mode: Mode) => () => void (expect && (entered[mode][expect.step] = wallNow()));
    mirrorChannel.port1.addEventListener('message', enter('mirror'));
    rawChannel.port1.addEventListener('message', enter('raw'));
  }
  const mirror = createMirror(mirrorChannel.port1);
  const arrive = (mode: Mode) => {
    const at = wallNow();
    if (expect?.mode !== mode) throw new Error(`unexpected ${mode} message`);
    arrived[mode][expect.step] = at;
    expect.done();
  };
  // Timed ends: after the mirror applied the patch (its subscribers run then), and after
  // the raw message's data was read (deserialised) here.
  mirror.subscribe(() => mirror.isReady() && expect && arrive('mirror'));
  rawChannel.port1.onmessage = (e: MessageEvent<MirrorMessage>) => void (e.data.type && arrive('raw'));
  // Outside the timing (listeners after the mirror's): the warm-up checks both carry the same payload.
  const seen: Partial<Record<Mode, string>>[] = [];
  const check = (mode: Mode) => (e: MessageEvent<MirrorMessage>) => {
    const step = e.data.seq - 2; // seq 1 is the snapshot; each step makes one patch message
    if (step < 0 || step >= opts.warmup || e.data.type !== 'patches') return;
    const entry = (seen[step] ??= {});
    entry[mode] = JSON.stringify(e.data);
  };
  mirrorChannel.port1.addEventListener('message', check('mirror'));
  rawChannel.port1.addEventListener('message', check('raw'));

  const ready = link.next('ready');
  link.send({ type: 'setup', posts: opts.posts, steps, segments: opts.segments === true, mirrorPort: mirrorChannel.port2, rawPort: rawChannel.port2 }, [mirrorChannel.port2, rawChannel.port2]);
  const { payloadBytes } = await ready;
  await mirror.ready;
  const clock = await measureClockOffset(link);
  const clockOffsetMs = clock.offset;

  for (let step = 0; step < steps; step++) {
    const order: Mode[] = (step + Math.floor(step / 4)) % 2 === 0 ? ['mirror', 'raw'] : ['raw', 'mirror'];
    for (const mode of order) {
      await new Promise<void>((done) => {
        expect = { mode, step, done };
        link.send({ type: 'step', mode, step });
      });
      expect = null;
      await gap();
    }
  }
  for (const [step, s] of seen.entries()) if (s.mirror !== s.raw) throw new Error(`step ${step}: the raw payload differs from the mirror's`);

  const collected = link.next('collected');
  link.send({ type: 'collect' });
  const { startedAt, sentAt, postedAt } = await collected;
  const oneWay = (mode: Mode, step: number, from: StepTimes = sentAt) => {
    const start = from[mode][step];
    const end = arrived[mode][step];
    if (start === undefined || end === undefined || Number.isNaN(start) || Number.isNaN(end)) throw new Error(`no timing for ${mode} step ${step}`);
    return end - (start - clockOffsetMs);
  };
  const counted = Array.from({ length: opts.iterations }, (_, i) => opts.warmup + i);
  const segmentsOf = (mode: Mode, posted: StepTimes, entry: StepTimes) => ({
    worker: counted.map((s) => (posted[mode][s] as number) - (sentAt[mode][s] as number)),
    deliver: counted.map((s) => (entry[mode][s] as number) - ((posted[mode][s] as number) - clockOffsetMs)),
    main: counted.map((s) => (arrived[mode][s] as number) - (entry[mode][s] as number)),
  });
  const segments = postedAt && entered ? { mirror: segmentsOf('mirror', postedAt, entered), raw: segmentsOf('raw', postedAt, entered) } : null;
  const posts = Object.keys(mirror.getState().posts.byId).length;
  mirror.close();
  link.close();
  return {
    mirrorMs: counted.map((s) => oneWay('mirror', s)),
    mirrorWithReducersMs: counted.map((s) => oneWay('mirror', s, startedAt)),
    rawMs: counted.map((s) => oneWay('raw', s)),
    segments,
    clockOffsetMs,
    pingRttMs: clock.rtt,
    payloadBytes,
    posts,
    crossOriginIsolated: self.crossOriginIsolated,
  };
}

window.lumenBench = { ...window.lumenBench, patch };
