import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { WireFollowResult, WireFriendshipStatus } from '../../sync/api/people-wire';
import type { AppContext } from '../app-context';
import { nowSeconds } from '../app-context';
import type { UserRow } from '../db/types';
import { blocksViewer, visibleUserById } from '../domain/people';
import { requireViewer } from '../domain/visibility';
import { friendshipStatus } from '../graphql/serialize-people';
import { badRequest } from '../http/errors';
import { ok, sendMutation } from '../http/idempotency';
import { parseId, parseInput } from '../http/validate';
import { publishFollow } from '../push/publish';

/**
 * 001 §7 Friendships, with the transitions of 001 §4 Relationships: follow answers
 * `following`, or `requested` for a private account; unfollow also withdraws a request;
 * blocking removes the follows and requests both ways; approve and ignore answer a request.
 * Each is a set operation in one transaction with its X-Mutation-Id (DESIGN.md rules 2, 7),
 * counted against the account's relationships limit (http/action-limits.ts).
 */
type Params = { id: string };

/** Comma-joined ids (001 §7 "user_ids, comma joined"), or a JSON array of them. */
const UserIds = z.object({
  user_ids: z.union([z.string(), z.array(z.union([z.string(), z.number()]))]).transform((raw) => {
    const list = Array.isArray(raw) ? raw.map(String) : raw.split(',');
    return [...new Set(list.map((s) => s.trim()).filter((s) => s !== ''))];
  }),
});
const MAX_IDS = 200;

export function follow(ctx: AppContext, viewer: UserRow, target: UserRow): WireFollowResult {
  const { follows, blocks } = ctx.repos;
  if (target.id === viewer.id) throw badRequest('user_id: you cannot follow yourself');
  if (blocks.blocks(viewer.id, target.id)) throw badRequest('user_id: unblock this account to follow it');
  const current = follows.status(viewer.id, target.id);
  if (current) return current;
  const result: WireFollowResult = target.isPrivate ? 'requested' : 'following';
  follows.set(viewer.id, target.id, result, nowSeconds(ctx));
  publishFollow(ctx, viewer, target, result);
  return result;
}

export function friendshipRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { repos } = ctx;
  const route = (path: string, change: (viewer: UserRow, target: UserRow) => object) => {
    app.post<{ Params: Params }>(path, async (req, reply) => {
      const viewer = requireViewer(req);
      const apply = () => ok(change(viewer, visibleUserById(ctx, viewer.id, req.params.id)));
      return sendMutation(ctx, req, reply, viewer, apply, ctx.actionLimits.relationships);
    });
  };

  route('/web/friendships/:id/follow/', (viewer, target) => ({ status: 'ok', result: follow(ctx, viewer, target) }));
  route('/web/friendships/:id/unfollow/', (viewer, target) => {
    repos.follows.remove(viewer.id, target.id);
    return { status: 'ok' };
  });
  route('/web/friendships/:id/block/', (viewer, target) => {
    if (target.id === viewer.id) throw badRequest('user_id: you cannot block yourself');
    repos.blocks.block(viewer.id, target.id, nowSeconds(ctx));
    repos.follows.remove(viewer.id, target.id);
    repos.follows.remove(target.id, viewer.id);
    return { status: 'ok' };
  });
  route('/web/friendships/:id/unblock/', (viewer, target) => {
    repos.blocks.unblock(viewer.id, target.id);
    return { status: 'ok' };
  });
  // 001 §6: the account owner approves or ignores a follow request; the id is the requester's.
  route('/web/friendships/:id/approve/', (viewer, requester) => {
    const status = repos.follows.status(requester.id, viewer.id);
    if (status === null) throw badRequest('user_id: this account has not asked to follow you');
    if (status === 'requested') repos.follows.set(requester.id, viewer.id, 'following', nowSeconds(ctx));
    return { status: 'ok' };
  });
  route('/web/friendships/:id/ignore/', (viewer, requester) => {
    if (repos.follows.status(requester.id, viewer.id) === 'requested') repos.follows.remove(requester.id, viewer.id);
    return { status: 'ok' };
  });
  route('/web/friendships/:id/remove_follower/', (viewer, follower) => {
    repos.follows.remove(follower.id, viewer.id);
    return { status: 'ok' };
  });

  app.post('/web/friendships/follow_all/', async (req, reply) => {
    const viewer = requireViewer(req);
    return sendMutation(ctx, req, reply, viewer, () => {
      const results: Record<string, WireFollowResult> = {};
      for (const user of usersOf(ctx, viewer, parseInput(UserIds, req.body).user_ids)) {
        if (user.id === viewer.id || repos.blocks.blocks(viewer.id, user.id)) continue;
        results[String(user.id)] = follow(ctx, viewer, user);
      }
      return ok({ status: 'ok', results });
    }, ctx.actionLimits.relationships);
  });

  app.post('/web/friendships/show_many/', async (req) => {
    const viewer = requireViewer(req);
    const friendship_statuses: Record<string, WireFriendshipStatus> = {};
    for (const user of usersOf(ctx, viewer, parseInput(UserIds, req.body).user_ids)) {
      friendship_statuses[String(user.id)] = friendshipStatus(ctx, viewer.id, user);
    }
    return { status: 'ok', friendship_statuses };
  });
}

/** The users of these ids the viewer may know of (unknown ids and accounts blocking the viewer left out). */
function usersOf(ctx: AppContext, viewer: UserRow, raw: string[]): UserRow[] {
  if (raw.length > MAX_IDS) throw badRequest(`user_ids: at most ${MAX_IDS} ids`);
  const ids = raw.map(parseId);
  if (ids.some((id) => id === null)) throw badRequest('user_ids: ids are decimal numbers');
  const users = ctx.repos.users.byIds(ids.filter((id): id is number => id !== null));
  return [...users.values()].filter((u) => !blocksViewer(ctx.repos, viewer.id, u));
}
