/**
 * Added (dmui), issue 13: the direct reads and calls that are not outbox mutations (001 §2
 * /direct/ routes, §3 Direct): inbox and requests pages, a thread and its older items, a new
 * thread, mute, leave. Each answer goes into the direct slice, which is persisted (001 §9: 200
 * threads, 5 items each), so the inbox and a seen thread open offline from the slice: a read
 * that gets no answer says `offline` and the screen shows what the slice holds.
 */
import { DirectPath } from '../../sync/api/paths';
import type { WireDirectInboxResponse, WireDirectThreadCreated, WireDirectThreadResponse } from '../../sync/api/direct-wire';
import type { CallResult } from '../api-types';
import { isNoAnswer, toCallFailure } from '../engine/call-result';
import type { EngineCore } from '../engine/core';
import { readIntoSlice } from '../engine/slice-read';

/** What a read tells the screen; the data itself is in ClientState.direct. */
export interface DirectLoad {
  /** No answer: the slice shows what this device kept. */
  offline: boolean;
}

export type DirectBox = 'inbox' | 'requests';

const read = (core: EngineCore, what: string, fetch: () => Promise<void>) => readIntoSlice(core, `direct: ${what}`, fetch);

/** The first page (a refresh: the list is replaced) or, with `older`, the page after the list's oldest cursor. */
export function loadInbox(core: EngineCore, box: DirectBox, older: boolean): Promise<CallResult<DirectLoad>> {
  return read(core, `${box} page`, async () => {
    const page = core.store.getState().direct[box];
    if (older && (!page.hasOlder || page.oldestCursor === null)) return;
    const query = older && page.oldestCursor !== null ? { cursor: page.oldestCursor } : undefined;
    const path = box === 'inbox' ? DirectPath.inbox : DirectPath.pendingInbox;
    const response = await core.transport.request<WireDirectInboxResponse>({ method: 'GET', path, ...(query ? { query } : {}) });
    core.store.dispatch({ type: 'direct-inbox-loaded', box, response, older });
  });
}

/** The thread with its newest items, or (`older`) the page before the thread's oldest cursor. */
export function loadThread(core: EngineCore, threadId: string, older: boolean): Promise<CallResult<DirectLoad>> {
  return read(core, 'thread', async () => {
    const thread = core.store.getState().direct.threads[threadId];
    if (older && (!thread?.hasOlder || thread.oldestCursor === null)) return;
    const query = older && thread?.oldestCursor ? { cursor: thread.oldestCursor } : undefined;
    const response = await core.transport.request<WireDirectThreadResponse>({ method: 'GET', path: DirectPath.thread(threadId), ...(query ? { query } : {}) });
    core.store.dispatch({ type: 'direct-thread-loaded', response });
  });
}

/** Ours (001 §1 one person: their one-to-one thread). The viewer's existing one-to-one thread with a person, if the slice has it. */
export function findOneToOne(core: EngineCore, userId: string): string | null {
  const { threads } = core.store.getState().direct;
  for (const t of Object.values(threads)) if (!t.isGroup && t.userIds.length === 1 && t.userIds[0] === userId) return t.id;
  return null;
}

/**
 * A conversation with these people (a group with a title when more than one): the server makes
 * it or, for one person, answers their one-to-one thread. Needs the network, except for a
 * one-to-one thread this device already holds.
 */
export async function createThread(core: EngineCore, userIds: string[], title: string): Promise<CallResult<string>> {
  const people = [...new Set(userIds)];
  if (people.length === 0) return { ok: false, statusCode: 400, message: 'Choose at least one person.', errorType: null, body: null };
  const single = people.length === 1 && title.trim() === '' ? findOneToOne(core, people[0] ?? '') : null;
  try {
    const form: Record<string, string> = { recipient_users: JSON.stringify(people) };
    if (title.trim() !== '') form['thread_title'] = title.trim();
    const answer = await core.transport.request<WireDirectThreadCreated>({ method: 'POST', path: DirectPath.createThread, form });
    core.store.dispatch({ type: 'direct-thread-created', thread: answer.thread });
    return { ok: true, value: answer.thread.thread_id };
  } catch (err) {
    if (single !== null && isNoAnswer(err)) return { ok: true, value: single };
    core.log.warn('direct: create thread failed', err);
    return toCallFailure(err);
  }
}

/** The viewer's mute of a thread; the thread is read again so the slice says it. */
export async function setMuted(core: EngineCore, threadId: string, muted: boolean): Promise<CallResult<null>> {
  try {
    await core.transport.request({ method: 'POST', path: muted ? DirectPath.mute(threadId) : DirectPath.unmute(threadId) });
    await loadThread(core, threadId, false);
    return { ok: true, value: null };
  } catch (err) {
    return toCallFailure(err);
  }
}

/** Leaves a group: gone for the viewer. */
export async function leaveThread(core: EngineCore, threadId: string): Promise<CallResult<null>> {
  try {
    await core.transport.request({ method: 'POST', path: DirectPath.leave(threadId) });
    core.store.dispatch({ type: 'direct-thread-left', threadId });
    return { ok: true, value: null };
  } catch (err) {
    return toCallFailure(err);
  }
}

/** Declines every request on the server (001 §4, §6 "all declined"); the list empties. */
export async function declineAll(core: EngineCore): Promise<CallResult<null>> {
  try {
    await core.transport.request({ method: 'POST', path: DirectPath.declineAll });
    core.store.dispatch({ type: 'direct-requests-all-declined' });
    return { ok: true, value: null };
  } catch (err) {
    return toCallFailure(err);
  }
}
