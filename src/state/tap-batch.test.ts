import type * as Comlink from 'comlink';
import { describe, expect, it } from 'vitest';
import type { WorkerApi } from '../../worker/api-types';
import { runTapCalls } from '../../worker/tap-calls';
import type { TapCall } from '../../worker/tap-calls';
import { batchTaps } from './tap-batch';

/** A worker as Comlink shows it, with each message it receives logged in order. */
function fakeRemote(refuse: ReadonlySet<string> = new Set()) {
  const messages: string[] = [];
  const tap = () => (id: string) => (refuse.has(id) ? Promise.reject(new RangeError(`no ${id}`)) : Promise.resolve());
  const taps = { likePost: tap(), unlikePost: tap(), savePost: tap() };
  const remote = {
    likePost: (id: string) => (messages.push(`likePost(${id})`), taps.likePost(id)),
    savePost: (id: string) => (messages.push(`savePost(${id})`), taps.savePost(id)),
    refreshFeed: () => (messages.push('refreshFeed()'), Promise.resolve()),
    callTaps: (calls: TapCall[]) => {
      messages.push(`callTaps(${calls.map((c) => `${c.method}(${c.args.join()})`).join(' ')})`);
      return runTapCalls(taps as unknown as WorkerApi, calls);
    },
  };
  return { messages, worker: batchTaps(remote as unknown as Comlink.Remote<WorkerApi>) };
}

describe('batchTaps', () => {
  it('sends the taps of one task as one message, in order, and resolves each', async () => {
    const { messages, worker } = fakeRemote();
    const calls = ['1', '2', '3'].map((id) => worker.likePost(id));
    const saved = worker.savePost('4');
    expect(messages).toEqual([]); // sent at the end of the task
    await Promise.all([...calls, saved]);
    expect(messages).toEqual(['callTaps(likePost(1) likePost(2) likePost(3) savePost(4))']);
  });

  it('sends a tap made alone as it is', async () => {
    const { messages, worker } = fakeRemote();
    await worker.likePost('1');
    await worker.likePost('2');
    expect(messages).toEqual(['likePost(1)', 'likePost(2)']);
  });

  it('sends the taps waiting before any other call, so the worker gets every call in the page\'s order', async () => {
    const { messages, worker } = fakeRemote();
    const a = worker.likePost('1');
    const b = worker.savePost('2');
    const refreshed = worker.refreshFeed();
    const c = worker.likePost('3');
    await Promise.all([a, b, refreshed, c]);
    expect(messages).toEqual(['callTaps(likePost(1) savePost(2))', 'refreshFeed()', 'likePost(3)']);
  });

  it('a tap that fails rejects its own call only, with its error\'s name and message', async () => {
    const { worker } = fakeRemote(new Set(['2']));
    const results = await Promise.allSettled(['1', '2', '3'].map((id) => worker.likePost(id)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const reason = (results[1] as PromiseRejectedResult).reason as Error;
    expect([reason.name, reason.message]).toEqual(['RangeError', 'no 2']);
  });
});

describe('runTapCalls', () => {
  it('refuses a method that is not a tap call, and runs the others', async () => {
    const ran: string[] = [];
    const api = { likePost: (id: string) => (ran.push(id), Promise.resolve()), logout: () => (ran.push('logout'), Promise.resolve()) };
    const outcomes = await runTapCalls(api as unknown as WorkerApi, [
      { method: 'logout' as TapCall['method'], args: [] },
      { method: 'likePost', args: ['1'] },
    ]);
    expect(outcomes).toEqual([{ ok: false, name: 'TypeError', message: 'not a tap call: logout' }, { ok: true }]);
    expect(ran).toEqual(['1']);
  });
});
