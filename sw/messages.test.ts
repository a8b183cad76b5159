import { describe, expect, it, vi } from 'vitest';
import { SwMessageType } from '../sync/outbox/sw-messages';
import type { SwReply } from '../sync/outbox/sw-messages';
import { CacheName } from './cache-names';
import { registerMessages } from './messages';

/** A scope that keeps the message listener, and a message event with a reply port. */
function fakeScope() {
  let listener: ((event: ExtendableMessageEvent) => void) | null = null;
  const deleted: string[] = [];
  const scope = {
    addEventListener: (_type: string, fn: (event: ExtendableMessageEvent) => void) => {
      listener = fn;
    },
    caches: { delete: (name: string) => (deleted.push(name), Promise.resolve(true)) },
  } as unknown as ServiceWorkerGlobalScope;
  const send = async (data: unknown): Promise<SwReply[]> => {
    const replies: SwReply[] = [];
    const waits: Promise<unknown>[] = [];
    const event = { data, ports: [{ postMessage: (m: SwReply) => replies.push(m) }], waitUntil: (p: Promise<unknown>) => waits.push(p) };
    listener?.(event as unknown as ExtendableMessageEvent);
    await Promise.all(waits);
    return replies;
  };
  return { scope, deleted, send };
}

describe('service worker messages', () => {
  it('clear-user-caches (after logout) deletes the HTML cache (the viewer’s bootstrap) and the media cache (private pictures)', async () => {
    const { scope, deleted, send } = fakeScope();
    const replay = vi.fn();
    registerMessages(scope, replay);
    expect(await send({ type: SwMessageType.clearUserCaches })).toEqual([{ type: SwMessageType.clearUserCachesDone }]);
    expect(deleted).toEqual([CacheName.html, CacheName.media]);
    expect(replay).not.toHaveBeenCalled();
  });

  it('replay-outbox answers with what is still waiting', async () => {
    const { scope, send } = fakeScope();
    registerMessages(scope, () => Promise.resolve({ ran: true, pending: 2 }));
    expect(await send({ type: SwMessageType.replayOutbox })).toEqual([{ type: SwMessageType.replayOutboxDone, pending: 2, error: null }]);
  });

  it('ignores other messages', async () => {
    const { scope, deleted, send } = fakeScope();
    registerMessages(scope, vi.fn());
    expect(await send({ type: 'something-else' })).toEqual([]);
    expect(deleted).toEqual([]);
  });
});
