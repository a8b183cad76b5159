import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type {
  WireDirectBadgeResponse,
  WireDirectInboxResponse,
  WireDirectPresenceResponse,
  WireDirectThreadResponse,
} from '../../sync/api/direct-wire';
import { DirectLimits } from '../../sync/api/direct-wire';
import { DirectPath } from '../../sync/api/paths';
import type { UserRow } from '../db/types';
import type { ParticipantState } from '../db/direct-types';
import { decodeInboxCursor, decodeItemCursor, encodeInboxCursor } from '../direct/cursors';
import type { Presence } from '../direct/presence';
import { directUser, serializeThread } from '../direct/serialize';
import type { DirectDeps } from '../direct/service';
import {
  approveThread,
  declineAll,
  declineThread,
  leaveThread,
  markSeen,
  memberThread,
  openThread,
  recipientsOf,
  renameThread,
  sendItem,
  setMuted,
  setReaction,
  unsendItem,
} from '../direct/service';
import { requireViewer } from '../domain/visibility';
import type { ActionLimit } from '../http/action-limits';
import { badRequest } from '../http/errors';
import { ok, sendMutation } from '../http/idempotency';
import type { MutationResult } from '../http/idempotency';
import { formText, parseInput, userText } from '../http/validate';

/**
 * Direct messages over HTTP (issue 13; paths: sync/api/paths.ts DirectPath; answers:
 * sync/api/direct-wire.ts; server/README.md "Direct"). Reads are GETs; every change is a POST
 * that runs in http/idempotency.ts (X-Mutation-Id) and counts against the account's
 * `messages` (sends, new threads, renames) or `reactions` (the rest) limit. The deltas a
 * change records are pushed on the real-time channel after it commits (direct/events.ts).
 */
type ThreadParams = { thread_id: string };
type ItemParams = { thread_id: string; item_id: string };

/** Ids as a JSON array, a JSON-array string (`[1,2]`) or comma-joined. */
const IdList = z.union([z.string(), z.array(z.union([z.string(), z.number()]))]).transform((raw) => {
  if (Array.isArray(raw)) return raw.map(String);
  const text = raw.trim();
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed)) return parsed.flat().map(String);
    } catch {
      // not JSON: read it as comma-joined
    }
  }
  return text.split(',');
});

const Token = z.string().regex(/^[A-Za-z0-9_.:-]{1,100}$/, 'must be 1-100 letters, digits or - _ . :');

const SendBody = z.object({
  thread_id: formText.optional(),
  recipient_users: IdList.optional(),
  mutation_token: Token,
  item_type: z.enum(['text', 'like', 'media_share', 'profile', 'hashtag', 'location', 'link', 'media', 'reel_share']),
  text: userText.optional(),
  media_id: formText.optional(),
  profile_user_id: formText.optional(),
  hashtag: formText.optional(),
  location_id: formText.optional(),
  link_url: formText.optional(),
  upload_id: formText.optional(),
  reaction: formText.optional(),
});

const CreateBody = z.object({ recipient_users: IdList, thread_title: userText.optional() });
const TitleBody = z.object({ title: userText });
const CursorQuery = z.object({ cursor: z.string().optional() });

export function directRoutes(app: FastifyInstance, d: DirectDeps, presence: Presence): void {
  const { ctx } = d;
  const { direct } = ctx.repos;

  /** A POST whose change records deltas: the mutation's transaction commits, then they are pushed. */
  const mutate = (req: FastifyRequest, viewer: UserRow, limit: ActionLimit | undefined, change: () => MutationResult) =>
    (reply: Parameters<typeof sendMutation>[2]) => d.events.run(() => sendMutation(ctx, req, reply, viewer, change, limit));

  const inboxPage = (viewer: UserRow, state: ParticipantState, cursor: string | undefined): WireDirectInboxResponse => {
    const after = decodeInboxCursor(cursor);
    if (after === undefined) throw badRequest('cursor: not a cursor of this list');
    const seqId = direct.lastSeq(viewer.id);
    const rows = direct.threadsOf(viewer.id, state, after, DirectLimits.inboxPageSize + 1);
    const page = rows.slice(0, DirectLimits.inboxPageSize);
    const last = page[page.length - 1];
    const hasOlder = rows.length > page.length;
    const unseen = direct.countUnseenThreads(viewer.id);
    return {
      status: 'ok',
      viewer: directUser(viewer),
      inbox: {
        threads: page.map((t) => serializeThread(ctx, viewer.id, t)),
        has_older: hasOlder,
        oldest_cursor: hasOlder && last ? encodeInboxCursor({ activityUs: last.lastActivityUs, id: last.id }) : null,
        unseen_count: unseen,
      },
      pending_requests_total: direct.countThreads(viewer.id, 'pending'),
      badge: { count: unseen, timestamp: ctx.now() },
      seq_id: seqId,
      snapshot_at_ms: ctx.now(),
    };
  };

  app.get(DirectPath.inbox, async (req) => inboxPage(requireViewer(req), 'active', parseInput(CursorQuery, req.query, 'query').cursor));
  app.get(DirectPath.pendingInbox, async (req) => inboxPage(requireViewer(req), 'pending', parseInput(CursorQuery, req.query, 'query').cursor));

  app.get<{ Params: ThreadParams }>('/api/v1/direct_v2/threads/:thread_id/', async (req): Promise<WireDirectThreadResponse> => {
    const viewer = requireViewer(req);
    const { thread } = memberThread(ctx, viewer.id, req.params.thread_id);
    const beforeId = decodeItemCursor(parseInput(CursorQuery, req.query, 'query').cursor);
    if (beforeId === undefined) throw badRequest('cursor: not a cursor of this thread');
    const seqId = direct.lastSeq(viewer.id);
    return { status: 'ok', thread: serializeThread(ctx, viewer.id, thread, { beforeId, limit: DirectLimits.threadPageSize }), seq_id: seqId };
  });

  app.get(DirectPath.badge, async (req): Promise<WireDirectBadgeResponse> => {
    const viewer = requireViewer(req);
    return {
      status: 'ok',
      badge_count: direct.countUnseenThreads(viewer.id),
      pending_requests_total: direct.countThreads(viewer.id, 'pending'),
      seq_id: direct.lastSeq(viewer.id),
    };
  });

  app.get(DirectPath.presence, async (req): Promise<WireDirectPresenceResponse> => {
    const viewer = requireViewer(req);
    return { status: 'ok', user_presence: presence.of(viewer.id, direct.contactsOf(viewer.id)) };
  });

  app.post(DirectPath.createThread, async (req, reply) => {
    const viewer = requireViewer(req);
    return mutate(req, viewer, ctx.actionLimits.messages, () => {
      const body = parseInput(CreateBody, req.body);
      const title = (body.thread_title ?? '').trim();
      if (title.length > DirectLimits.maxTitleLength) throw badRequest(`thread_title: at most ${DirectLimits.maxTitleLength} characters`);
      const thread = openThread(d, viewer, recipientsOf(ctx, viewer, body.recipient_users), title);
      return ok({ status: 'ok', thread: serializeThread(ctx, viewer.id, thread) });
    })(reply);
  });

  app.post(DirectPath.send, async (req, reply) => {
    const viewer = requireViewer(req);
    const body = parseInput(SendBody, req.body);
    // A retry of a message already stored is answered even past the limit (like an X-Mutation-Id replay).
    const known = direct.itemByToken(viewer.id, body.mutation_token) !== undefined;
    return mutate(req, viewer, known ? undefined : ctx.actionLimits.messages, () => {
      const sent = sendItem(d, viewer, body);
      return ok({ status: 'ok', thread_id: String(sent.threadId), item: sent.item });
    })(reply);
  });

  const threadCall = (suffix: string, limit: ActionLimit, change: (viewer: UserRow, req: FastifyRequest<{ Params: ThreadParams }>) => object) => {
    app.post<{ Params: ThreadParams }>(`/api/v1/direct_v2/threads/:thread_id/${suffix}/`, async (req, reply) => {
      const viewer = requireViewer(req);
      return mutate(req, viewer, limit, () => ok(change(viewer, req)))(reply);
    });
  };
  const itemCall = (suffix: string, limit: ActionLimit, change: (viewer: UserRow, p: ItemParams) => object) => {
    app.post<{ Params: ItemParams }>(`/api/v1/direct_v2/threads/:thread_id/items/:item_id/${suffix}/`, async (req, reply) => {
      const viewer = requireViewer(req);
      return mutate(req, viewer, limit, () => ok(change(viewer, req.params)))(reply);
    });
  };
  const { reactions, messages } = ctx.actionLimits;

  itemCall('delete', messages, (viewer, p) => ({ status: 'ok', thread_id: p.thread_id, item: unsendItem(d, viewer, p.thread_id, p.item_id) }));
  itemCall('react', reactions, (viewer, p) => ({ status: 'ok', thread_id: p.thread_id, item: setReaction(d, viewer, p.thread_id, p.item_id, true) }));
  itemCall('unreact', reactions, (viewer, p) => ({ status: 'ok', thread_id: p.thread_id, item: setReaction(d, viewer, p.thread_id, p.item_id, false) }));
  itemCall('seen', reactions, (viewer, p) => {
    markSeen(d, viewer, p.thread_id, p.item_id);
    return { status: 'ok' };
  });
  threadCall('mute', reactions, (viewer, req) => {
    setMuted(d, viewer, req.params.thread_id, true);
    return { status: 'ok' };
  });
  threadCall('unmute', reactions, (viewer, req) => {
    setMuted(d, viewer, req.params.thread_id, false);
    return { status: 'ok' };
  });
  threadCall('leave', messages, (viewer, req) => {
    leaveThread(d, viewer, req.params.thread_id);
    return { status: 'ok' };
  });
  threadCall('update_title', messages, (viewer, req) => ({
    status: 'ok',
    thread: renameThread(d, viewer, req.params.thread_id, parseInput(TitleBody, req.body).title.trim()),
  }));
  threadCall('approve', reactions, (viewer, req) => {
    approveThread(d, viewer, req.params.thread_id);
    return { status: 'ok' };
  });
  threadCall('decline', reactions, (viewer, req) => {
    declineThread(d, viewer, req.params.thread_id);
    return { status: 'ok' };
  });
  app.post(DirectPath.declineAll, async (req, reply) => {
    const viewer = requireViewer(req);
    return mutate(req, viewer, reactions, () => ok({ status: 'ok', declined: declineAll(d, viewer) }))(reply);
  });
}
