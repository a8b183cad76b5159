import { describe, expect, it, vi } from 'vitest';
import type { MirrorMessage, PatchOp } from '../../worker/mirror-protocol';
import { initialState } from '../../worker/store/initial-state';
import { createMirror } from './mirror';

const post = (liked: boolean, n: number) => ({ id: '1', likedByViewer: liked, numLikes: n });
const setPost = (value: unknown): PatchOp => ({ op: 'set', path: ['posts', 'byId', '1'], value });

/** A mirror on a real MessageChannel, with a snapshot holding post 1 (not liked). */
async function setup() {
  const { port1, port2 } = new MessageChannel();
  const mirror = createMirror(port2);
  const state = initialState();
  (state.posts.byId as Record<string, unknown>)['1'] = post(false, 3);
  port1.postMessage({ type: 'snapshot', seq: 1, state, parts: 0 } satisfies MirrorMessage);
  await mirror.ready;
  let seq = 1;
  const send = async (patches: PatchOp[]) => {
    const got = new Promise<void>((r) => {
      const un = mirror.subscribe(() => (un(), r()));
    });
    port1.postMessage({ type: 'patches', seq: ++seq, patches } satisfies MirrorMessage);
    await got;
  };
  const close = () => (mirror.close(), port1.close());
  return { mirror, send, close, liked: () => mirror.getState().posts.byId['1'] as unknown };
}

function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (e: unknown) => void = () => undefined;
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('mirror predictions (the local echo of a tap)', () => {
  it('show at once and notify in the same task', async () => {
    const { mirror, liked, close } = await setup();
    const listener = vi.fn();
    mirror.subscribe(listener);
    mirror.predict([setPost(post(true, 4))], deferred().promise);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(liked()).toEqual(post(true, 4));
    close();
  });

  it("hold the worker's patch for the entity until the call settles, then show the worker's value", async () => {
    const { mirror, send, liked, close } = await setup();
    const call = deferred();
    mirror.predict([setPost(post(true, 4))], call.promise);
    await send([setPost(post(true, 4)), { op: 'set', path: ['status', 'online'], value: false }]);
    expect(mirror.getState().status.online).toBe(false); // other patches apply
    const workerValue = post(true, 4);
    await send([setPost(workerValue)]);
    call.resolve();
    await tick();
    expect(liked()).toEqual(workerValue);
    close();
  });

  it("once every call settled, the worker's patches apply at once again (nothing is held)", async () => {
    const { mirror, send, liked, close } = await setup();
    const a = deferred();
    const b = deferred();
    mirror.predict([setPost(post(true, 4))], a.promise);
    mirror.predict([setPost(post(false, 3))], b.promise);
    a.resolve();
    await tick();
    await send([setPost(post(true, 9))]);
    expect(liked()).toEqual(post(false, 3)); // b still predicts this entity
    b.resolve();
    await tick();
    expect(liked()).toEqual(post(true, 9));
    await send([setPost(post(false, 8))]);
    expect(liked()).toEqual(post(false, 8));
    close();
  });

  it('revert when the worker did not apply the change (the call failed or changed nothing)', async () => {
    const { mirror, liked, close } = await setup();
    const call = deferred();
    mirror.predict([setPost(post(true, 4))], call.promise);
    call.reject(new Error('refused'));
    await tick();
    expect(liked()).toEqual(post(false, 3));
    close();
  });

  it('two taps on one entity: the worker value shows once both calls settled', async () => {
    const { mirror, send, liked, close } = await setup();
    const a = deferred();
    const b = deferred();
    mirror.predict([setPost(post(true, 4))], a.promise);
    mirror.predict([setPost(post(false, 3))], b.promise);
    await send([setPost(post(true, 4))]);
    a.resolve();
    await tick();
    expect(liked()).toEqual(post(false, 3)); // the second tap still shows
    await send([setPost(post(false, 3))]);
    b.resolve();
    await tick();
    expect(liked()).toEqual(post(false, 3));
    close();
  });

  it("a worker op above the entity (a whole table: logout) drops the prediction, the worker's data wins", async () => {
    const { mirror, send, close } = await setup();
    const call = deferred();
    mirror.predict([setPost(post(true, 4))], call.promise);
    await send([{ op: 'set', path: ['posts', 'byId'], value: {} }]);
    expect(mirror.getState().posts.byId).toEqual({});
    call.resolve();
    await tick();
    expect(mirror.getState().posts.byId).toEqual({});
    close();
  });
});
