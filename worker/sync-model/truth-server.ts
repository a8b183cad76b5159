/**
 * A fake API server that keeps its own truth, for the model-based test of the sync core
 * (issue 17): the viewer's likes and saves of a few posts, their like counts, comments, the
 * viewer's follows and blocks of a few people (a block ends the follow; a follow of someone
 * blocked is refused, as server/routes/friendships.ts does); the
 * idempotency of X-Mutation-Id as server/http/idempotency.ts does it (a repeat answers the first
 * result and changes nothing); every change it applies is counted per mutation id; and the
 * faults the model injects; story highlights (./truth-highlights.ts) (not a test file: shared by the model test and, later, others).
 */
import { ApiPath, DirectPath, QueryHash } from '../../sync/api/paths';
import { Header } from '../../sync/api/headers';
import { answerBatch } from '../../sync/transport/batch-test-kit';
import type { WireComment } from '../../sync/api/wire';
import { wireCommentAdd, wireFeed, wirePost, wireProfileUser, wireReel } from '../test-support/wire-fixtures';
import { ann, wireItem, wireThread } from '../direct/direct-test-kit';
import type { WireDirectItem } from '../../sync/api/direct-wire';
import { json } from '../test-support/engine-harness';
import { StoriesPath } from '../../sync/api/stories-wire';
import { ReportPath } from '../../sync/api/reports-wire';
import type { WireReel } from '../../sync/api/stories-wire';
import { TOGGLES } from './kinds';
import { createTruthHighlights } from './truth-highlights';
import type { TruthHighlights } from './truth-highlights';
import { createTruthCollections } from './truth-collections';
import type { TruthCollections } from './truth-collections';
import { createTruthUsertags } from './truth-usertags';
import type { TruthUsertags } from './truth-usertags';
import type { ToggleKey } from './kinds';

/** What the server does with the next requests (the model's faults). */
export type Fault =
  | 'down' // unreachable: no answer, nothing applied (a restart, a dropped network)
  | 'error-5xx' // answers 503, nothing applied
  | 'rate-limited' // answers 429 with Retry-After, nothing applied
  | 'answer-lost' // applies the change, then the connection dies (killed mid-request)
  | 'refuse'; // answers 400 and applies nothing: a refusal, final (not for a repeat of an applied id)

export interface TruthComment {
  id: string;
  postId: string;
  text: string;
}

/** The model's people (public accounts): follow and block act on them. */
export const PEOPLE = [
  { id: 'u1', username: 'ann' },
  { id: 'u2', username: 'bob' },
] as const;

/** The viewer's conversation with ann (issue 13): sending and unsending messages in it. */
export const THREAD = 't1';

/**
 * The people's live stories (the stories area): a reel per person, its items' taken_at in
 * seconds, a little before the model's clock starts (1,000 s) and live for 24 h after.
 */
export const REELS = [
  { id: 'u1', username: 'ann', items: [{ id: 's1', takenAt: 900 }, { id: 's2', takenAt: 950 }] },
  { id: 'u2', username: 'bob', items: [{ id: 's3', takenAt: 920 }] },
] as const;

export interface TruthMessage {
  id: string;
  text: string;
  /** The record id it was sent with (its mutation_token). */
  token: string;
  /** µs */
  timestamp: number;
  /** Unsent: listed as a deletion item, as server/direct/serialize.ts does. */
  deleted: boolean;
}

export interface TruthServer {
  /** Toggle states by key and entity (post or person) id. */
  toggles: Record<ToggleKey, Set<string>>;
  likeCounts: Map<string, number>;
  comments: Map<string, TruthComment>;
  /** The messages of THREAD by item id, unsent ones too. */
  messages: Map<string, TruthMessage>;
  /** The viewer's seen mark per reel (the newest taken_at seen; a mark never goes down). */
  storySeen: Map<string, number>;
  /**
   * Added (reports): the report calls of each post that the server took, by mutation id. As the
   * real server does (one report kept per reporter and object), the first is kept and later ones
   * are answered already_reported; all are listed, so a client sending one report twice shows.
   */
  reports: Map<string, string[]>;
  /** Added (highlights): the viewer's archive and highlights (./truth-highlights.ts). */
  highlights: TruthHighlights;
  /** Added: the viewer's collections of saved posts (./truth-collections.ts), listed with the viewer's profile. */
  collections: TruthCollections;
  /** Added: the viewer's photo-of-you tags and their review preference (./truth-usertags.ts). */
  usertags: TruthUsertags;
  /** Mutation ids refused for good: a 4xx ('refused') or a 404 on a deleted post or highlight ('gone'). */
  refusals: Map<string, 'refused' | 'gone'>;
  /** Posts deleted by their owner: out of the feed, every mutation on them answers 404. */
  deletedPosts: Set<string>;
  deletePost(postId: string): void;
  /** Added: a comment deleted elsewhere (the post's owner, another device): gone, no mutation of this person's. */
  deleteCommentElsewhere(commentId: string): void;
  /** Changes applied, by mutation id (each must be ≤ 1). */
  effects: Map<string, number>;
  /** Mutation requests (with X-Mutation-Id) that reached the server, answered or not. */
  requests: number;
  /** Persistent faults ('down') and a count of requests the transient ones apply to. */
  down: boolean;
  sessionExpired: boolean;
  /** The server's clock (ms): the model's, once its world is made. */
  clockMs: () => number;
  /** Real milliseconds each mutation's answer takes (the bulk settle-time case: a network's round trip). */
  latencyMs: number;
  /** Mutation requests being answered now, and the most at once (the replayer's pool at work). */
  inFlight: number;
  maxInFlight: number;
  faultNext(fault: Exclude<Fault, 'down'>, count: number): void;
  /**
   * While on, feed and profile reads are read at once and answered only at `answerHeldReads` (a pull on its
   * way while taps are sent and answered: issue 17, browser chaos CHAOS_SEED=730405570).
   */
  holdReads(on: boolean): void;
  answerHeldReads(): void;
  /** A login renews the session. */
  login(): void;
  /** The server as fetch sees it. */
  fetch: typeof fetch;
}

export const VIEWER = 'v1';
/** The viewer's username: their own profile lists their collections. */
export const VIEWER_USERNAME = 'me';
const NOT_FOUND = { status: 'fail', message: 'not found', error_type: 'not_found' };
const notFound = (): Response => json(NOT_FOUND, 404);
const NOT_FOUND_RESULT = { status: 404, body: NOT_FOUND };
export const BASE_LIKES = 10;

export function createTruthServer(postIds: readonly string[]): TruthServer {
  const toggles = Object.fromEntries(TOGGLES.map((t) => [t.key, new Set<string>()])) as Record<ToggleKey, Set<string>>;
  const likeCounts = new Map(postIds.map((id) => [id, BASE_LIKES]));
  const comments = new Map<string, TruthComment>();
  const messages = new Map<string, TruthMessage>();
  const storySeen = new Map<string, number>();
  const reports = new Map<string, string[]>();
  const collections = createTruthCollections({
    exists: (id) => postIds.includes(id) && !deletedPosts.has(id),
    save: (id) => toggles.save.add(id),
    wire: (id) => wireOf(id),
  });
  const usertags = createTruthUsertags({ id: VIEWER, username: VIEWER_USERNAME }, (id) => (postIds.includes(id) && !deletedPosts.has(id) ? wireOf(id) : undefined));
  const highlights = createTruthHighlights({ id: VIEWER, username: VIEWER_USERNAME }, () => Math.floor(server.clockMs() / 1000));
  let messageSeq = 0;
  const effects = new Map<string, number>();
  const refusals = new Map<string, 'refused' | 'gone'>();
  const deletedPosts = new Set<string>();
  const firstResults = new Map<string, { status: number; body: unknown }>();
  let transient: { fault: Exclude<Fault, 'down'>; left: number } | null = null;
  let holdRead = false;
  const heldReads: (() => void)[] = [];
  let commentSeq = 0;

  /** A post as every read answers it (the viewer's likes, saves, comments and tag). */
  const wireOf = (id: string) => {
    const own = [...comments.values()].filter((c) => c.postId === id);
    const edges = own.map((c): { node: WireComment } => ({
      node: { id: c.id, text: c.text, created_at: 1_700_000_100, owner: { id: VIEWER, username: 'me', profile_pic_url: '/me.jpg', is_verified: false }, viewer_has_liked: false, edge_liked_by: { count: 0 }, did_report_as_spam: false },
    }));
    return wirePost(id, {
      viewer_has_liked: toggles.like.has(id),
      viewer_has_saved: toggles.save.has(id),
      edge_media_preview_like: { count: likeCounts.get(id) ?? 0 },
      edge_media_to_comment: { count: own.length },
      edge_media_preview_comment: { count: own.length, edges },
      ...usertags.wireFields(id),
    });
  };
  const feed = () => json(wireFeed(postIds.filter((id) => !deletedPosts.has(id)).map(wireOf), null, false));

  const profile = (username: string) => {
    if (username === VIEWER_USERNAME) {
      const own = { is_viewer: true, edge_owner_to_timeline_media: { count: 0, page_info: { has_next_page: false, end_cursor: null }, edges: [] }, edge_media_collections: collections.list() };
      return json({ status: 'ok', data: { user: wireProfileUser(VIEWER, VIEWER_USERNAME, false, own) } });
    }
    const person = PEOPLE.find((p) => p.username === username);
    if (person === undefined) return notFound();
    const follows = toggles.follow.has(person.id);
    const blocked = toggles.block.has(person.id);
    return json({ status: 'ok', data: { user: wireProfileUser(person.id, person.username, false, { followed_by_viewer: follows, blocked_by_viewer: blocked }) } });
  };

  const wireMessage = (m: TruthMessage): WireDirectItem => {
    const item = wireItem(m.id, m.timestamp, { user_id: VIEWER, is_sent_by_viewer: true, mutation_token: m.token, client_context: m.token, text: m.text });
    if (!m.deleted) return item;
    const { text: _text, ...deletion } = item;
    return { ...deletion, item_type: 'deletion' };
  };
  const thread = () => {
    const items = [...messages.values()].sort((a, b) => b.timestamp - a.timestamp).map(wireMessage);
    return json({ status: 'ok', thread: wireThread(THREAD, items, { viewer_id: VIEWER }), seq_id: messageSeq });
  };

  const wireReelOf = (r: (typeof REELS)[number]): WireReel => wireReel({ ...r, followedByViewer: toggles.follow.has(r.id) }, r.items, storySeen.get(r.id) ?? 0);

  /** The reads the model makes: the feed, the people's profiles, the conversation, the stories tray. */
  function read(url: URL): Response {
    if (url.pathname === DirectPath.thread(THREAD)) return thread();
    if (url.pathname === StoriesPath.tray) return json({ status: 'ok', tray: REELS.map(wireReelOf) });
    const areaRead = highlights.read(url) ?? usertags.read(url);
    if (areaRead !== undefined) return areaRead;
    if (url.pathname !== ApiPath.graphql) return notFound();
    const hash = url.searchParams.get('query_hash');
    if (hash === QueryHash.feed) return feed();
    const variables = JSON.parse(url.searchParams.get('variables') ?? '{}') as { username?: string; collection_id?: string };
    if (hash === QueryHash.profile) return profile(variables.username ?? '');
    if (hash === QueryHash.collectionPosts) return collections.readPosts(variables.collection_id ?? '');
    return notFound();
  }

  /** The post a mutation's path is about. */
  const postOf = (path: string): string | undefined =>
    postIds.find((id) => path === ApiPath.commentAdd(id) || path === ReportPath.media(id) || path.startsWith(`/web/comments/${id}/`) || TOGGLES.some((t) => path === t.onPath(id) || path === t.offPath(id)));

  /** Applies a mutation; answers its result (the first one for a repeated id). */
  function apply(mutationId: string, path: string, body: string): { status: number; body: unknown } {
    const seen = firstResults.get(mutationId);
    if (seen) return seen;
    const postId = postOf(path);
    if (postId !== undefined && deletedPosts.has(postId)) {
      refusals.set(mutationId, 'gone');
      return { status: 404, body: { status: 'fail', message: "Sorry, this page isn't available.", error_type: 'not_found' } };
    }
    const count = () => effects.set(mutationId, (effects.get(mutationId) ?? 0) + 1);
    let result: { status: number; body: unknown } = { status: 404, body: NOT_FOUND };
    const made = highlights.apply(mutationId, path, body, count) ?? collections.apply(mutationId, path, body, count) ?? usertags.apply(path, body, count);
    // Added (highlights, collections, usertags): their paths, with the real routes' answers.
    if (made !== undefined && made.status >= 400) {
      refusals.set(mutationId, made.status === 404 ? 'gone' : 'refused');
      return made;
    }
    if (made !== undefined) result = made;
    for (const t of TOGGLES) {
      const ids: readonly string[] = t.entity === 'post' ? postIds : PEOPLE.map((p) => p.id);
      for (const [on, pathOf] of [[true, t.onPath], [false, t.offPath]] as const) {
        const id = ids.find((i) => pathOf(i) === path);
        if (id === undefined) continue;
        if (t.key === 'follow' && on && toggles.block.has(id)) {
          refusals.set(mutationId, 'refused');
          return { status: 400, body: { status: 'fail', message: 'user_id: unblock this account to follow it', error_type: 'bad_request' } };
        }
        const set = toggles[t.key];
        if (set.has(id) !== on) {
          if (on) set.add(id);
          else set.delete(id);
          if (t.key === 'like') likeCounts.set(id, (likeCounts.get(id) ?? 0) + (on ? 1 : -1));
          if (on) for (const k of t.decides) toggles[k].delete(id);
          count();
        }
        result = { status: 200, body: t.key === 'follow' && on ? { status: 'ok', result: 'following' } : { status: 'ok' } };
      }
    }
    if (path === DirectPath.send) {
      const form = new URLSearchParams(body);
      // A block stops messages both ways (issue 13).
      if (toggles.block.has(ann.pk)) {
        refusals.set(mutationId, 'refused');
        return { status: 400, body: { status: 'fail', message: "You can't message this account.", error_type: 'bad_request' } };
      }
      const m: TruthMessage = { id: `item-${++messageSeq}`, text: form.get('text') ?? '', token: form.get('mutation_token') ?? '', timestamp: 1_700_000_000_000_000 + messageSeq * 1000, deleted: false };
      messages.set(m.id, m);
      count();
      result = { status: 200, body: { status: 'ok', thread_id: THREAD, item: wireMessage(m) } };
    }
    const unsent = messages.get(path.match(/\/items\/([^/]+)\/delete\/$/)?.[1] ?? '');
    if (unsent && path === DirectPath.unsend(THREAD, unsent.id)) {
      if (!unsent.deleted) {
        unsent.deleted = true;
        messageSeq += 1;
        count();
      }
      result = { status: 200, body: { status: 'ok', thread_id: THREAD, item: wireMessage(unsent) } };
    }
    if (path === StoriesPath.seen) {
      const form = new URLSearchParams(body);
      const reelId = form.get('reelId') ?? '';
      const takenAt = Number(form.get('reelMediaTakenAt'));
      const item = REELS.find((r) => r.id === reelId)?.items.find((i) => i.id === form.get('reelMediaId'));
      if (item === undefined || item.takenAt !== takenAt) return { status: 404, body: NOT_FOUND };
      if ((storySeen.get(reelId) ?? 0) < takenAt) {
        storySeen.set(reelId, takenAt);
        count();
      }
      result = { status: 200, body: { status: 'ok', seen: storySeen.get(reelId) ?? 0 } };
    }
    for (const postId of postIds) {
      if (path === ApiPath.commentAdd(postId)) {
        const id = `srv-${++commentSeq}`;
        const text = new URLSearchParams(body).get('comment_text') ?? '';
        comments.set(id, { id, postId, text });
        count();
        result = { status: 200, body: wireCommentAdd(id, text) };
      }
      const del = path.match(/^\/web\/comments\/([^/]+)\/delete\/([^/]+)\/$/);
      if (del && del[1] === postId) {
        // A comment gone (deleted here before, or elsewhere): 404, as the route's visibleComment answers.
        if (!comments.delete(del[2] ?? '')) {
          refusals.set(mutationId, 'gone');
          return NOT_FOUND_RESULT;
        }
        count();
        result = { status: 200, body: { status: 'ok' } };
      }
    }
    const reported = postIds.find((id) => path === ReportPath.media(id));
    if (reported !== undefined) {
      const taken = reports.get(reported) ?? [];
      if (taken.length === 0) count();
      reports.set(reported, [...taken, mutationId]);
      result = { status: 200, body: { status: 'ok', report_id: `r${reported}`, already_reported: taken.length > 0 } };
    }
    if (result.status < 300) {
      firstResults.set(mutationId, result);
      // Refused before while the reason held (a block), the answer lost, now retried and taken.
      refusals.delete(mutationId);
    }
    return result;
  }

  const server: TruthServer = {
    toggles, likeCounts, comments, messages, storySeen, reports, highlights, collections, usertags, effects, refusals, deletedPosts, requests: 0, down: false, sessionExpired: false, clockMs: () => 1_000_000, latencyMs: 0, inFlight: 0, maxInFlight: 0,
    holdReads(on) {
      holdRead = on;
    },
    answerHeldReads() {
      heldReads.splice(0).forEach((answer) => answer());
    },
    deletePost(postId) {
      deletedPosts.add(postId);
      collections.postDeleted(postId);
    },
    deleteCommentElsewhere(commentId) {
      comments.delete(commentId);
    },
    faultNext(fault, count) {
      transient = count > 0 ? { fault, left: count } : null;
    },
    login() {
      server.sessionExpired = false;
    },
    fetch: async (input, init) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      const method = init?.method ?? 'GET';
      const body = init?.body === undefined || init.body === null ? '' : String(init.body as string | URLSearchParams);
      if (server.down) throw new TypeError('Failed to fetch');
      if (method === 'POST' && url.pathname === ApiPath.login) {
        server.login();
        return json({ status: 'ok', authenticated: true, user: true, userId: VIEWER });
      }
      if (method === 'GET') {
        const answer = read(url); // what the server holds now
        if (!holdRead || answer.status !== 200) return answer;
        await new Promise<void>((resolve) => heldReads.push(resolve));
        return answer;
      }
      if (url.pathname === ApiPath.batch) return batch(body);
      const mutationId = new Headers(init?.headers).get(Header.mutationId) ?? '';
      await answerTime();
      const answer = mutate(mutationId, url.pathname, body);
      if (answer.lost) throw new TypeError('network error: connection reset');
      return answer.response;
    },
  };

  /** The real milliseconds a request's answer takes; counts the requests answered at once. */
  async function answerTime(): Promise<void> {
    server.inFlight += 1;
    server.maxInFlight = Math.max(server.maxInFlight, server.inFlight);
    if (server.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, server.latencyMs));
    server.inFlight -= 1;
  }

  /** One mutation, with the model's faults; `lost`: applied, and its connection then dies. */
  function mutate(mutationId: string, path: string, body: string): { response: Response; lost: boolean } {
    server.requests += 1;
    const answer = (response: Response): { response: Response; lost: boolean } => ({ response, lost: false });
    if (server.sessionExpired) return answer(json({ status: 'fail', message: 'Please log in again.', error_type: 'login_required' }, 401));
    const fault = transient;
    if (fault) {
      fault.left -= 1;
      if (fault.left <= 0) transient = null;
      if (fault.fault === 'error-5xx') return answer(json({ status: 'fail', message: 'Please try again.', error_type: 'unavailable' }, 503));
      if (fault.fault === 'refuse' && !firstResults.has(mutationId)) {
        refusals.set(mutationId, 'refused');
        return answer(json({ status: 'fail', message: "This action isn't allowed.", error_type: 'bad_request' }, 400));
      }
      if (fault.fault === 'rate-limited') {
        return answer(new Response(JSON.stringify({ status: 'fail', message: 'Please wait a few minutes before you try again.', error_type: 'rate_limited' }), { status: 429, headers: { 'retry-after': '30', 'content-type': 'application/json' } }));
      }
    }
    const result = apply(mutationId, path, body);
    return { response: json(result.body, result.status), lost: fault?.fault === 'answer-lost' };
  }

  /**
   * POST /web/batch/ as server/routes/batch.ts answers it: each item run in order as if alone;
   * a fault that loses an answer loses the whole batch's (its connection dies after the items ran).
   */
  async function batch(text: string): Promise<Response> {
    // The real route asks for a viewer before running any item.
    if (server.sessionExpired) return json({ status: 'fail', message: 'Please log in again.', error_type: 'login_required' }, 401);
    await answerTime();
    let lost = false;
    const answer = await answerBatch(text, (item) => {
      const one = mutate(item.mutation_id, item.path, item.body);
      lost ||= one.lost;
      return one.response;
    });
    if (lost) throw new TypeError('network error: connection reset');
    return answer;
  }

  return server;
}
