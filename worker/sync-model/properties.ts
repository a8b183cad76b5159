/**
 * The properties of issue 17, as plain functions answering what is wrong (empty: holds), so
 * the model test and a browser chaos test check the same things.
 *   1 lastTapHeld: the server holds the last state the person saw after each last tap (likes
 *     and saves of posts, follows and blocks of people; a block decides the follow), and
 *     each comment they made and kept exactly once;
 *   2 screenMatchesServer: the screen equals the server (states, like counts, comments), and
 *     every refusal is told in "Unsent activity" (a post deleted meanwhile in its own words);
 *     screenShowsLastTaps: during the run, the screen shows each last tap and each comment kept;
 *   3 appliedOnce: no mutation id changed the server twice.
 * (4, the queue starts at once when the server answers again, is a timing check of the test.)
 * A refused tap (4xx, or a 404 on a post deleted meanwhile) is the only allowed deviation: its
 * thing is left out of 1 and of the last-tap screen check, and must be told instead.
 */
import type { ClientState } from '../model';
import type { MutationRecord } from '../../sync/mutations/types';
import { CREATE_DELETES, TOGGLES } from './kinds';
import type { CreateKey, ToggleEntity, ToggleKey } from './kinds';
import { THREAD } from './truth-server';
import type { TruthServer } from './truth-server';

export interface Expected {
  /** The state each toggle showed after the person's last acknowledged tap, by entity (post or person). */
  toggles: Record<ToggleKey, Map<string, boolean>>;
  /** The record ids made by each toggle's last tap (`${key}:${id}`). */
  lastTapIds: Map<string, readonly string[]>;
  /** Comments and messages made and not deleted: text → where (post or thread). Texts are unique in a run. */
  created: Map<string, Where>;
  /** The record ids made by each create, by text. */
  createdIds: Map<string, readonly string[]>;
  /** Comments and messages the person deleted (unsent): text → where, and the ids their delete made. */
  deleted: Map<string, Where & { ids: readonly string[] }>;
  /** Added: comments deleted elsewhere (the post's owner, another device): gone; shown or not until read again. */
  goneElsewhere: Set<string>;
}

/** Where a created thing is: its kind, and its post or thread. */
export interface Where {
  kind: CreateKey;
  target: string;
}

export function emptyExpected(): Expected {
  return {
    toggles: Object.fromEntries(TOGGLES.map((t) => [t.key, new Map()])) as Expected['toggles'],
    lastTapIds: new Map(),
    created: new Map(),
    createdIds: new Map(),
    deleted: new Map(),
    goneElsewhere: new Set(),
  };
}

/** What the person should find, once the server's refusals and deletions are known. */
export interface Resolved {
  /** Toggles (`${key}:${id}`) whose last tap was refused, or on a deleted post. */
  exempt: Set<string>;
  /** Comments and messages that must exist on the server once and show: text → where. */
  created: Map<string, Where>;
  /**
   * Texts whose create the server refused: shown or not while the answer is on its way (or
   * lost, and the send retried); told as refused once it comes.
   */
  refusedTexts: Set<string>;
}

/** A post deleted at the server takes its comments with it. */
const goneWith = (server: TruthServer, w: Where): boolean => w.kind === 'comment' && server.deletedPosts.has(w.target);

export function resolve(expected: Expected, server: TruthServer): Resolved {
  const refused = (ids: readonly string[] | undefined) => (ids ?? []).some((id) => server.refusals.has(id));
  const exempt = new Set<string>();
  for (const t of TOGGLES) {
    for (const id of expected.toggles[t.key].keys()) {
      const key = `${t.key}:${id}`;
      if ((t.entity === 'post' && server.deletedPosts.has(id)) || refused(expected.lastTapIds.get(key))) exempt.add(key);
    }
  }
  const created = new Map<string, Where>();
  for (const [text, where] of expected.created) {
    if (!goneWith(server, where) && !refused(expected.createdIds.get(text)) && !expected.goneElsewhere.has(text)) created.set(text, where);
  }
  // A delete refused: the comment or message stays (the revert shows it again, the refusal is told);
  // not one answered 404, the comment gone (deleted elsewhere meanwhile).
  const refusedStays = (ids: readonly string[]) => ids.some((id) => server.refusals.get(id) === 'refused');
  for (const [text, { kind, target, ids }] of expected.deleted) {
    if (!goneWith(server, { kind, target }) && refusedStays(ids) && !refused(expected.createdIds.get(text)) && !expected.goneElsewhere.has(text)) created.set(text, { kind, target });
  }
  // Deleted elsewhere: shown or not until read again; not once the person's own delete of it was
  // answered 404 (the comment is gone: its delete's aim holds, nothing to bring back).
  const goneTold = (text: string) => (expected.deleted.get(text)?.ids ?? []).some((id) => server.refusals.get(id) === 'gone');
  const refusedTexts = new Set([...[...expected.createdIds].filter(([, ids]) => refused(ids)).map(([text]) => text), ...[...expected.goneElsewhere].filter((text) => !goneTold(text))]);
  return { exempt, created, refusedTexts };
}

export function lastTapHeld(expected: Expected, server: TruthServer): string[] {
  const wrong: string[] = [];
  const { exempt, created } = resolve(expected, server);
  for (const t of TOGGLES) {
    for (const [id, on] of expected.toggles[t.key]) {
      if (exempt.has(`${t.key}:${id}`)) continue;
      if (server.toggles[t.key].has(id) !== on) wrong.push(`${t.key} of ${t.entity} ${id}: last tap ${on}, server ${!on}`);
    }
  }
  const held = heldOnServer(server);
  for (const [text, where] of created) {
    const n = held.filter((c) => c.text === text && c.kind === where.kind && c.target === where.target).length;
    if (n !== 1) wrong.push(`${where.kind} "${text}" on ${where.target}: ${n} on the server`);
  }
  for (const c of held) if (!created.has(c.text)) wrong.push(`${c.kind} "${c.text}" deleted, refused or never made, still on the server`);
  // A conversation's messages are stored in the order written (issue 13: "once, in order").
  const stored = held.filter((c) => c.kind === 'message' && created.get(c.text)?.kind === 'message').map((c) => c.text);
  const written = [...expected.createdIds.keys()].filter((text) => stored.includes(text)); // createdIds: in the order written, never removed
  if (stored.join('\u0000') !== written.join('\u0000')) wrong.push(`messages stored out of order: ${JSON.stringify(stored)}, written ${JSON.stringify(written)}`);
  return wrong;
}

/** The comments (of posts not deleted) and messages (not unsent) the server holds. */
function heldOnServer(server: TruthServer): (Where & { text: string })[] {
  return [
    ...[...server.comments.values()].filter((c) => !server.deletedPosts.has(c.postId)).map((c) => ({ kind: 'comment' as const, target: c.postId, text: c.text })),
    ...[...server.messages.values()].filter((m) => !m.deleted).map((m) => ({ kind: 'message' as const, target: THREAD, text: m.text })),
  ];
}

/** The texts shown of a kind on its target, sorted (a duplicate shows twice); undefined: the target is not on screen. */
function shownTexts(state: ClientState, kind: CreateKey, target: string): string[] | undefined {
  return CREATE_DELETES.find((k) => k.key === kind)?.shown(state, target)?.map((c) => c.text).sort();
}

/** Property 2 at any moment of the run: each last tap and each comment kept show on a post on screen. */
export function screenShowsLastTaps(state: ClientState, expected: Expected, server: TruthServer): string[] {
  const wrong: string[] = [];
  const { exempt, created, refusedTexts } = resolve(expected, server);
  for (const t of TOGGLES) {
    for (const [id, on] of expected.toggles[t.key]) {
      const shown = t.screen(state, id);
      if (shown !== undefined && !exempt.has(`${t.key}:${id}`) && shown !== on) wrong.push(`screen shows ${t.key} of ${t.entity} ${id} as ${!on}, last tap ${on}`);
    }
  }
  const places = new Map([...expected.created.values(), ...expected.deleted.values()].map((w) => [`${w.kind}:${w.target}`, { kind: w.kind, target: w.target }]));
  for (const where of places.values()) {
    const shown = shownTexts(state, where.kind, where.target)?.filter((text) => !refusedTexts.has(text));
    if (shown === undefined || goneWith(server, where)) continue;
    const want = [...created].filter(([, w]) => w.kind === where.kind && w.target === where.target).map(([text]) => text).sort();
    if (JSON.stringify(shown) !== JSON.stringify(want)) wrong.push(`${where.kind}s of ${where.target}: screen ${JSON.stringify(shown)}, kept ${JSON.stringify(want)}`);
  }
  return wrong;
}

export function screenMatchesServer(state: ClientState, server: TruthServer, postIds: readonly string[], userIds: readonly string[]): string[] {
  const wrong: string[] = [];
  for (const userId of userIds) {
    if (state.users.users[userId] === undefined) wrong.push(`person ${userId} not on screen`);
    else sameToggles(wrong, state, server, 'user', userId);
  }
  for (const postId of postIds) {
    // A deleted post may stay in the feed (001 §4 Feed: a refresh with the same first post
    // keeps the items); what waited on it is told (onlyRefusalsLeft).
    if (server.deletedPosts.has(postId)) continue;
    const post = state.posts.byId[postId];
    if (!post) {
      wrong.push(`post ${postId} not on screen`);
      continue;
    }
    sameToggles(wrong, state, server, 'post', postId);
    if (post.numLikes !== server.likeCounts.get(postId)) wrong.push(`likes of post ${postId}: screen ${post.numLikes}, server ${server.likeCounts.get(postId)}`);
    sameTexts(wrong, state, server, 'comment', postId);
  }
  sameTexts(wrong, state, server, 'message', THREAD);
  return wrong;
}

/** The screen shows each toggle of `entity` on `id` as the server holds it. */
function sameToggles(wrong: string[], state: ClientState, server: TruthServer, entity: ToggleEntity, id: string): void {
  for (const t of TOGGLES) {
    if (t.entity !== entity) continue;
    const shown = t.screen(state, id);
    const held = server.toggles[t.key].has(id);
    if (shown !== held) wrong.push(`${t.key} of ${entity} ${id}: screen ${String(shown)}, server ${held}`);
  }
}

/** The screen shows on `target` the texts of `kind` the server holds there. */
function sameTexts(wrong: string[], state: ClientState, server: TruthServer, kind: CreateKey, target: string): void {
  const shown = shownTexts(state, kind, target);
  const held = heldOnServer(server).filter((c) => c.kind === kind && c.target === target).map((c) => c.text).sort();
  if (JSON.stringify(shown) !== JSON.stringify(held)) wrong.push(`${kind}s of ${target}: screen ${JSON.stringify(shown)}, server ${JSON.stringify(held)}`);
}

/** What a post deleted meanwhile is called in "Unsent activity" (worker/engine/toasts.ts). */
const GONE: Partial<Record<MutationRecord['name'], string>> = {
  'post-like': 'This post was deleted.',
  'post-unlike': 'This post was deleted.',
  'post-save': 'This post was deleted.',
  'post-unsave': 'This post was deleted.',
  'comment-add': 'This post was deleted.',
  'comment-delete': 'This comment or its post was deleted.',
};

/**
 * Added: what, deleted elsewhere (another device, the post's owner), is told in the app's own
 * words, not the server's "not found" (the words are the worker's: toasts.ts GONE_TEXT).
 */
const GONE_ELSEWHERE = new Set<MutationRecord['name']>(['collection-add', 'collection-remove', 'collection-rename', 'collection-delete', 'highlight-edit', 'highlight-delete', 'usertag-untag', 'usertag-review']);

/**
 * Once idle, the outbox holds only refusals (the server's, or a delete whose comment was
 * refused), each shown as failed in "Unsent activity"; a post deleted meanwhile in its words.
 */
export function onlyRefusalsLeft(left: readonly MutationRecord[], state: ClientState, server: TruthServer, dependencyFailed: string): string[] {
  const wrong: string[] = [];
  for (const r of left) {
    const refusal = server.refusals.get(r.id);
    if (r.state !== 'failed' || (refusal === undefined && r.error?.errorType !== dependencyFailed)) {
      wrong.push(`outbox not empty: ${r.name} ${r.state} ${r.error?.message ?? ''}`);
      continue;
    }
    const item = state.outbox.byId[r.id];
    if (item?.state !== 'failed') wrong.push(`refused ${r.name} ${r.id} not shown as failed in Unsent activity`);
    else if (refusal === 'gone' && item.error !== (GONE[r.name] ?? item.error)) wrong.push(`refused ${r.name} on a deleted post says "${item.error}", not "${GONE[r.name]}"`);
    else if (refusal === 'gone' && GONE_ELSEWHERE.has(r.name) && (item.error === null || item.error === r.error?.message)) wrong.push(`refused ${r.name} on something deleted says the server's "${item.error}"`);
  }
  return wrong;
}

export function appliedOnce(server: TruthServer): string[] {
  return [...server.effects].filter(([, n]) => n > 1).map(([id, n]) => `mutation ${id} applied ${n} times`);
}
