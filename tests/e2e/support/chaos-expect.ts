/**
 * What the person of the browser chaos test last saw (issue 17), and the properties 1–3 checked
 * against what the server holds and what went over the proxy: plain functions answering what
 * is wrong (empty: holds), as worker/sync-model/properties.ts does for the model.
 *   1 lastTapHeld: the server holds the state the person saw after each last tap (likes and
 *     saves of posts, follows and blocks of people: a block decides the follow, 001 §4, so the
 *     spec forgets the follow's last tap on a block), and each comment they made and kept
 *     exactly once (messages: ./chaos-expect-direct.ts); a toggle whose last request the
 *     server refused (a follow of someone blocked) is exempt: the refusal is told;
 *   2 screenMatchesServer, peopleMatchServer: the screen then equals the server;
 *   3 appliedOnce: no mutation id was applied twice (a 2xx that was not a replay, per id);
 *     sentOnlyFinal: taps on one thing made while offline send at most one mutation (the final
 *     state), each tap made online at most one.
 * A tap followed at once by closing the tab may or may not have been stored (the tab can close
 * between the tap and its IndexedDB write): its thing is 'unknown' until the person sees it
 * again, and then what they see is what they expect.
 */
import type { PersonKind, ToggleKind } from './chaos-plan';
import type { SeenMutation } from './chaos-proxy';

export type Shown = boolean | 'unknown';
export type CommentState = 'kept' | 'deleted' | 'unknown';

export interface ChaosExpected {
  /** By toggle key (`like:<postId>`, `follow:<userId>`): the state shown after the last tap. */
  toggles: Map<string, Shown>;
  /** By comment text (unique in a run). */
  comments: Map<string, { postId: string; state: CommentState }>;
  /** By toggle key: how many distinct mutations the taps so far may send. */
  budget: Map<string, number>;
  /** Toggle keys tapped during the current offline period (they send one mutation at most). */
  offlineTapped: Set<string>;
}

export function emptyChaosExpected(): ChaosExpected {
  return { toggles: new Map(), comments: new Map(), budget: new Map(), offlineTapped: new Set() };
}

export const toggleKey = (kind: ToggleKind | PersonKind, id: string): string => `${kind}:${id}`;

/** A toggle tap; `shown` is what the button showed after it ('unknown' if the tab closed at once). */
export function noteToggle(e: ChaosExpected, key: string, shown: Shown, offline: boolean): void {
  e.toggles.set(key, shown);
  if (offline) {
    if (e.offlineTapped.has(key)) return;
    e.offlineTapped.add(key);
  }
  e.budget.set(key, (e.budget.get(key) ?? 0) + 1);
}

/** The browser is online again: the next offline taps are a new period. */
export function noteOnline(e: ChaosExpected): void {
  e.offlineTapped.clear();
}

/** The toggle key a mutation request is for, or null (comments, messages). */
export function toggleKeyOfPath(path: string): string | null {
  const m = /^\/web\/(likes|save)\/([^/]+)\/(like|unlike|save|unsave)\//.exec(path);
  if (m) return toggleKey(m[1] === 'likes' ? 'like' : 'save', m[2] as string);
  const f = /^\/web\/friendships\/([^/]+)\/(follow|unfollow|block|unblock)\//.exec(path);
  if (f) return toggleKey(f[2] === 'follow' || f[2] === 'unfollow' ? 'follow' : 'block', f[1] as string);
  return null;
}

/** The server refused the request (4xx; a 429 is a wait, not a refusal). */
export const refusedStatus = (status: number | null): boolean => status !== null && status >= 400 && status < 500 && status !== 429;

/**
 * Toggle keys whose last request the server answered refused (a follow of someone blocked,
 * server/routes/friendships.ts): the screen goes back and "Unsent activity" tells it, the only
 * outcome besides success (issue 17, property 2), so their last tap is not expected held.
 */
export function refusedToggles(seen: readonly SeenMutation[]): Set<string> {
  const last = new Map<string, SeenMutation>();
  for (const m of seen) {
    const key = toggleKeyOfPath(m.path);
    if (key && m.serverStatus !== null) last.set(key, m);
  }
  return new Set([...last].filter(([, m]) => refusedStatus(m.serverStatus)).map(([key]) => key));
}

/**
 * Before a tap on a person's profile: what the profile showed for the follow and the block must
 * be the last tap's state (property 2: the screen never went back without telling), unless the
 * server refused that last request (told in "Unsent activity"). Answers what is wrong.
 */
export function profileShowedLastTap(
  e: ChaosExpected, userId: string, username: string, before: { following: boolean; blocked: boolean }, refused: ReadonlySet<string>,
): string[] {
  const wrong: string[] = [];
  for (const kind of ['follow', 'block'] as const) {
    const key = toggleKey(kind, userId);
    const want = e.toggles.get(key);
    const shown = kind === 'block' ? before.blocked : before.following;
    if (typeof want === 'boolean' && want !== shown && !refused.has(key)) wrong.push(`before the tap ${kind} of ${username} showed ${shown}, last tap ${want}`);
  }
  return wrong;
}

/**
 * A tap on a person's follow or block, noted (`after`: what the button showed after it). A block
 * ends the follow (001 §4): unless the block is known undone, the follow has no last tap of its
 * own any more.
 */
export function notePersonTap(e: ChaosExpected, kind: PersonKind, userId: string, after: Shown, offline: boolean): void {
  noteToggle(e, toggleKey(kind, userId), after, offline);
  if (kind === 'block' && after !== false) e.toggles.delete(toggleKey('follow', userId));
}

/** What the server holds for the run's posts: toggle states by key, and how many of each text. */
export interface ServerView {
  toggles: Map<string, boolean>;
  commentCounts: Map<string, number>;
}

export function lastTapHeld(e: ChaosExpected, server: ServerView, refused: ReadonlySet<string> = new Set()): string[] {
  const wrong: string[] = [];
  for (const [key, shown] of e.toggles) {
    if (shown === 'unknown' || refused.has(key)) continue;
    const held = server.toggles.get(key) ?? false;
    if (held !== shown) wrong.push(`${key}: last tap showed ${shown}, server holds ${held}`);
  }
  for (const [text, c] of e.comments) {
    const n = server.commentCounts.get(text) ?? 0;
    const want = c.state === 'kept' ? [1] : c.state === 'deleted' ? [0] : [0, 1];
    if (!want.includes(n)) wrong.push(`comment "${text}" (${c.state}) on post ${c.postId}: ${n} on the server`);
  }
  for (const [text, n] of server.commentCounts) {
    if (n > 0 && !e.comments.has(text)) wrong.push(`comment "${text}": ${n} on the server, never made`);
  }
  return wrong;
}

/** One post as the screen shows it, or as the server holds it. */
export interface PostFacts {
  postId: string;
  liked: boolean;
  saved: boolean;
  likes: number;
  /** The run's comments on it (texts, sorted). */
  comments: string[];
}

export function screenMatchesServer(screen: readonly PostFacts[], server: readonly PostFacts[]): string[] {
  const wrong: string[] = [];
  for (const s of screen) {
    const h = server.find((p) => p.postId === s.postId);
    if (!h) {
      wrong.push(`post ${s.postId}: not on the server`);
      continue;
    }
    if (s.liked !== h.liked) wrong.push(`post ${s.postId}: screen liked ${s.liked}, server ${h.liked}`);
    if (s.saved !== h.saved) wrong.push(`post ${s.postId}: screen saved ${s.saved}, server ${h.saved}`);
    if (s.likes !== h.likes) wrong.push(`post ${s.postId}: screen ${s.likes} likes, server ${h.likes}`);
    if (JSON.stringify(s.comments) !== JSON.stringify(h.comments)) {
      wrong.push(`post ${s.postId}: screen comments ${JSON.stringify(s.comments)}, server ${JSON.stringify(h.comments)}`);
    }
  }
  return wrong;
}

/** One person's profile as the screen shows it, or as the server holds it. */
export interface PersonFacts {
  username: string;
  following: boolean;
  blocked: boolean;
}

export function peopleMatchServer(screen: readonly PersonFacts[], server: readonly PersonFacts[]): string[] {
  const wrong: string[] = [];
  for (const s of screen) {
    const h = server.find((p) => p.username === s.username);
    if (!h) wrong.push(`person ${s.username}: not on the server`);
    else if (s.following !== h.following || s.blocked !== h.blocked) {
      wrong.push(`profile of ${s.username}: screen following ${s.following} blocked ${s.blocked}, server following ${h.following} blocked ${h.blocked}`);
    }
  }
  return wrong;
}

/** Mutation ids the server applied more than once (a 2xx answer that was not a replay). */
export function appliedOnce(seen: readonly SeenMutation[]): string[] {
  const applied = new Map<string, number>();
  for (const m of seen) {
    if (m.serverStatus !== null && m.serverStatus >= 200 && m.serverStatus < 300 && !m.replayed) applied.set(m.mutationId, (applied.get(m.mutationId) ?? 0) + 1);
  }
  return [...applied].filter(([, n]) => n > 1).map(([id, n]) => `mutation ${id} applied ${n} times`);
}

/** Toggle keys that sent more distinct mutations than their taps allow (DESIGN.md rule 7). */
export function sentOnlyFinal(e: ChaosExpected, seen: readonly SeenMutation[]): string[] {
  const ids = new Map<string, Set<string>>();
  for (const m of seen) {
    const key = toggleKeyOfPath(m.path);
    if (!key) continue;
    const set = ids.get(key) ?? new Set<string>();
    set.add(m.mutationId);
    ids.set(key, set);
  }
  const wrong: string[] = [];
  for (const [key, set] of ids) {
    const budget = e.budget.get(key) ?? 0;
    if (set.size > budget) wrong.push(`${key}: ${set.size} mutations sent, the taps allow ${budget}`);
  }
  return wrong;
}

/** The paths of the mutations the run makes (for a report: requests by kind). */
export function kindOfPath(path: string): string {
  if (path.startsWith('/web/comments/')) return path.includes('/delete/') ? 'comment-delete' : 'comment-add';
  if (path.startsWith('/api/v1/direct_v2/')) return path.endsWith('/broadcast/') ? 'message-send' : path.includes('/delete/') ? 'message-unsend' : 'direct-other';
  const m = /^\/web\/(?:likes|save|friendships)\/[^/]+\/(\w+)\//.exec(path);
  return m ? (m[1] as string) : 'other';
}
