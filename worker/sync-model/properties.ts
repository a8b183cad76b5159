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
import type { ToggleKey } from './kinds';
import type { TruthServer } from './truth-server';

export interface Expected {
  /** The state each toggle showed after the person's last acknowledged tap, by entity (post or person). */
  toggles: Record<ToggleKey, Map<string, boolean>>;
  /** The record ids made by each toggle's last tap (`${key}:${id}`). */
  lastTapIds: Map<string, readonly string[]>;
  /** Comments made and not deleted: text → post. Texts are unique in a run. */
  comments: Map<string, string>;
  /** The record ids made by each comment's create, by text. */
  commentIds: Map<string, readonly string[]>;
  /** Comments the person deleted: text → post and the ids their delete made. */
  deleted: Map<string, { postId: string; ids: readonly string[] }>;
}

export function emptyExpected(): Expected {
  return {
    toggles: Object.fromEntries(TOGGLES.map((t) => [t.key, new Map()])) as Expected['toggles'],
    lastTapIds: new Map(),
    comments: new Map(),
    commentIds: new Map(),
    deleted: new Map(),
  };
}

/** What the person should find, once the server's refusals and deletions are known. */
export interface Resolved {
  /** Toggles (`${key}:${id}`) whose last tap was refused, or on a deleted post. */
  exempt: Set<string>;
  /** Comments that must exist on the server once and show: text → post. */
  comments: Map<string, string>;
}

export function resolve(expected: Expected, server: TruthServer): Resolved {
  const refused = (ids: readonly string[] | undefined) => (ids ?? []).some((id) => server.refusals.has(id));
  const exempt = new Set<string>();
  for (const t of TOGGLES) {
    for (const id of expected.toggles[t.key].keys()) {
      const key = `${t.key}:${id}`;
      if ((t.entity === 'post' && server.deletedPosts.has(id)) || refused(expected.lastTapIds.get(key))) exempt.add(key);
    }
  }
  const comments = new Map<string, string>();
  for (const [text, postId] of expected.comments) {
    if (!server.deletedPosts.has(postId) && !refused(expected.commentIds.get(text))) comments.set(text, postId);
  }
  // A delete refused: the comment stays (the revert shows it again, the refusal is told).
  for (const [text, { postId, ids }] of expected.deleted) {
    if (!server.deletedPosts.has(postId) && refused(ids) && !refused(expected.commentIds.get(text))) comments.set(text, postId);
  }
  return { exempt, comments };
}

export function lastTapHeld(expected: Expected, server: TruthServer): string[] {
  const wrong: string[] = [];
  const { exempt, comments } = resolve(expected, server);
  for (const t of TOGGLES) {
    for (const [id, on] of expected.toggles[t.key]) {
      if (exempt.has(`${t.key}:${id}`)) continue;
      if (server.toggles[t.key].has(id) !== on) wrong.push(`${t.key} of ${t.entity} ${id}: last tap ${on}, server ${!on}`);
    }
  }
  const held = [...server.comments.values()].filter((c) => !server.deletedPosts.has(c.postId));
  for (const [text, postId] of comments) {
    const n = held.filter((c) => c.text === text && c.postId === postId).length;
    if (n !== 1) wrong.push(`comment "${text}" on post ${postId}: ${n} on the server`);
  }
  for (const c of held) if (!comments.has(c.text)) wrong.push(`comment "${c.text}" deleted, refused or never made, still on the server`);
  return wrong;
}

/** The texts of the comments shown on a post, sorted (a duplicate shows twice). */
function shownTexts(state: ClientState, postId: string): string[] {
  return CREATE_DELETES[0].shown(state, postId).map((c) => c.text).sort();
}

/** Property 2 at any moment of the run: each last tap and each comment kept show on a post on screen. */
export function screenShowsLastTaps(state: ClientState, expected: Expected, server: TruthServer): string[] {
  const wrong: string[] = [];
  const { exempt, comments } = resolve(expected, server);
  for (const t of TOGGLES) {
    for (const [id, on] of expected.toggles[t.key]) {
      const shown = t.screen(state, id);
      if (shown !== undefined && !exempt.has(`${t.key}:${id}`) && shown !== on) wrong.push(`screen shows ${t.key} of ${t.entity} ${id} as ${!on}, last tap ${on}`);
    }
  }
  const postIds = new Set([...expected.comments.values(), ...[...expected.deleted.values()].map((d) => d.postId)]);
  for (const postId of postIds) {
    if (!state.posts.byId[postId] || server.deletedPosts.has(postId)) continue;
    const want = [...comments].filter(([, p]) => p === postId).map(([text]) => text).sort();
    const shown = shownTexts(state, postId);
    if (JSON.stringify(shown) !== JSON.stringify(want)) wrong.push(`comments of post ${postId}: screen ${JSON.stringify(shown)}, kept ${JSON.stringify(want)}`);
  }
  return wrong;
}

export function screenMatchesServer(state: ClientState, server: TruthServer, postIds: readonly string[], userIds: readonly string[]): string[] {
  const wrong: string[] = [];
  for (const userId of userIds) {
    for (const t of TOGGLES) {
      if (t.entity !== 'user') continue;
      const shown = t.screen(state, userId);
      if (shown === undefined) wrong.push(`person ${userId} not on screen`);
      else if (shown !== server.toggles[t.key].has(userId)) wrong.push(`${t.key} of person ${userId}: screen ${shown}, server ${!shown}`);
    }
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
    for (const t of TOGGLES) {
      if (t.entity !== 'post') continue;
      const shown = t.screen(state, postId);
      if (shown !== server.toggles[t.key].has(postId)) wrong.push(`${t.key} of post ${postId}: screen ${String(shown)}, server ${server.toggles[t.key].has(postId)}`);
    }
    if (post.numLikes !== server.likeCounts.get(postId)) wrong.push(`likes of post ${postId}: screen ${post.numLikes}, server ${server.likeCounts.get(postId)}`);
    for (const kind of CREATE_DELETES) {
      const shown = kind.shown(state, postId).map((c) => c.text).sort();
      const held = [...server.comments.values()].filter((c) => c.postId === postId).map((c) => c.text).sort();
      if (JSON.stringify(shown) !== JSON.stringify(held)) wrong.push(`${kind.key}s of post ${postId}: screen ${JSON.stringify(shown)}, server ${JSON.stringify(held)}`);
    }
  }
  return wrong;
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
  }
  return wrong;
}

export function appliedOnce(server: TruthServer): string[] {
  return [...server.effects].filter(([, n]) => n > 1).map(([id, n]) => `mutation ${id} applied ${n} times`);
}
