import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { WireActivityCountsResponse, WireActivityResponse, WireActivityStory } from '../../sync/api/people-wire';
import type { AppContext } from '../app-context';
import { nowSeconds } from '../app-context';
import type { UserRow } from '../db/types';
import { groupActivity, NAMED_ACTORS } from '../domain/activity-groups';
import { requireViewer } from '../domain/visibility';
import { listUsers } from '../graphql/serialize-people';
import { badRequest } from '../http/errors';
import { ok, sendMutation } from '../http/idempotency';
import { formText, parseInput } from '../http/validate';
import { imageFileName, mediaUrl } from '../media/media-files';
import { appShellHandler } from './app-shell';

/**
 * Activity (001 §7 Activity and sessions): GET /accounts/activity/?__a=1 (the same path
 * without __a is the page), the badge count, and mark_checked {timestamp}.
 */
const STORIES = 50;
const EVENTS_PER_KIND = 200;
const REQUESTS = 50;
const MarkChecked = z.object({ timestamp: formText.optional() });

export function activityFeed(ctx: AppContext, viewer: UserRow): WireActivityResponse {
  const { repos } = ctx;
  const checkedAt = repos.activity.checkedAt(viewer.id);
  const groups = groupActivity(repos.activity.events(viewer.id, EVENTS_PER_KIND), checkedAt, STORIES);
  const actorIds = [...new Set(groups.flatMap((g) => g.actorIds))];
  const actors = new Map(listUsers(ctx, viewer.id, actorIds).map((u) => [u.id, u]));
  const postIds = [...new Set(groups.flatMap((g) => (g.postId === null ? [] : [g.postId])))];
  const media = repos.posts.media(postIds);
  const posts = new Map(postIds.flatMap((id) => {
    const p = repos.posts.byId(id);
    return p ? [[id, p]] : [];
  }));
  const stories = groups.flatMap((g): WireActivityStory[] => {
    const users = g.actorIds.flatMap((id) => actors.get(String(id)) ?? []);
    if (users.length === 0) return [];
    const story: WireActivityStory = {
      id: g.id,
      type: g.type,
      timestamp: g.timestamp,
      users: users.slice(0, NAMED_ACTORS),
      others_count: Math.max(0, users.length - NAMED_ACTORS),
      unread: g.unread,
    };
    const post = g.postId === null ? undefined : posts.get(g.postId);
    const first = g.postId === null ? undefined : media.get(g.postId)?.[0];
    if (post && first) story.media = { id: String(post.id), shortcode: post.shortcode, thumbnail_src: mediaUrl(imageFileName(first.imageKey, 150)) };
    // Added (usertags): a usertag story's text is USERTAG_PENDING_TEXT when the tag waits for the viewer's approval.
    if (g.text !== null && g.type !== 'like') story.text = g.text;
    if (g.commentId !== null) story.comment_id = String(g.commentId);
    return [story];
  });
  const requests = repos.follows.requestsTo(viewer.id, REQUESTS);
  const requestUsers = listUsers(ctx, viewer.id, requests.map((r) => r.userId));
  const requestCount = repos.follows.countRequestsTo(viewer.id);
  return {
    status: 'ok',
    graphql: {
      user: {
        activity_feed: { timestamp: checkedAt, edge_web_activity_feed: { count: stories.length, edges: stories.map((node) => ({ node })) } },
        edge_follow_requests: { count: requestCount, edges: requestUsers.map((node) => ({ node })) },
        unread_count: stories.filter((s) => s.unread).length + requestCount,
      },
    },
  };
}

export function activityRoutes(app: FastifyInstance, ctx: AppContext): void {
  const page = appShellHandler(ctx);
  app.get<{ Querystring: { __a?: string } }>('/accounts/activity/', async (req, reply) => {
    if (req.query.__a !== '1') return page(req, reply);
    return activityFeed(ctx, requireViewer(req));
  });

  app.get('/web/activity/counts/', async (req): Promise<WireActivityCountsResponse> => {
    const feed = activityFeed(ctx, requireViewer(req)).graphql.user;
    return { status: 'ok', unread_count: feed.unread_count, follow_requests: feed.edge_follow_requests.count };
  });

  // {timestamp} seconds (as 001 §7 says); the server clock when absent or in the future.
  app.post('/web/activity/mark_checked/', async (req, reply) => {
    const viewer = requireViewer(req);
    return sendMutation(ctx, req, reply, viewer, () => {
      const raw = parseInput(MarkChecked, req.body).timestamp;
      const asked = raw === undefined || raw === '' ? Number.NaN : Number(raw);
      if (raw !== undefined && raw !== '' && !Number.isFinite(asked)) throw badRequest('timestamp: not a number');
      const now = nowSeconds(ctx);
      // A millisecond timestamp is taken as such (clients send either).
      const seconds = Number.isFinite(asked) ? Math.floor(asked > 1e11 ? asked / 1000 : asked) : now;
      ctx.repos.activity.markChecked(viewer.id, Math.min(seconds, now));
      return ok();
    }, ctx.actionLimits.reactions);
  });
}


