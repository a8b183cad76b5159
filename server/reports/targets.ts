/**
 * What a report names, found and authorised (001 §7 Reports; server/README.md "Reports"): the
 * object must be one the reporter can see, else 404 like every read (a private account's post
 * they do not follow, anything of someone blocked either way, a message of a thread they are
 * not in, a message unsent); their own content is a 400 ("You can't report …").
 */
import { ReportObjectType } from '../../sync/api/reports-wire';
import type { ReportKind } from '../../sync/api/reports-wire';
import type { AppContext } from '../app-context';
import type { UserRow } from '../db/types';
import { memberItem, memberThread } from '../direct/service';
import { visibleComment, visiblePostById } from '../domain/visibility';
import { badRequest, notFound } from '../http/errors';
import { parseId } from '../http/validate';

export interface ReportTarget {
  kind: ReportKind;
  objectType: number;
  objectId: number;
  ownerId: number;
}

const OWN: Record<ReportKind, string> = {
  media: "You can't report your own post.",
  comment: "You can't report your own comment.",
  user: "You can't report your own account.",
  direct_message: "You can't report your own message.",
};

function notOwn(target: ReportTarget, viewer: UserRow): ReportTarget {
  if (target.ownerId === viewer.id) throw badRequest(OWN[target.kind]);
  return target;
}

export function mediaTarget(ctx: AppContext, viewer: UserRow, rawMediaId: string): ReportTarget {
  const post = visiblePostById(ctx, viewer.id, rawMediaId);
  return notOwn({ kind: 'media', objectType: ReportObjectType.media, objectId: post.id, ownerId: post.ownerId }, viewer);
}

/** The comment must be on the named post (another post's comment id is not found). */
export function commentTarget(ctx: AppContext, viewer: UserRow, rawMediaId: string, rawCommentId: string): ReportTarget {
  const { comment, post } = visibleComment(ctx, viewer.id, rawCommentId);
  if (String(post.id) !== rawMediaId) throw notFound();
  return notOwn({ kind: 'comment', objectType: ReportObjectType.comment, objectId: comment.id, ownerId: comment.userId }, viewer);
}

/** An account may be reported when it exists and neither blocks the other (a private one too: its profile shows). */
export function userTarget(ctx: AppContext, viewer: UserRow, rawUserId: string): ReportTarget {
  const id = parseId(rawUserId);
  const user = id === null ? undefined : ctx.repos.users.byId(id);
  if (!user) throw notFound();
  if (user.id !== viewer.id && ctx.repos.blocks.hiddenFrom(viewer.id, [user.id]).size > 0) throw notFound();
  return notOwn({ kind: 'user', objectType: ReportObjectType.user, objectId: user.id, ownerId: user.id }, viewer);
}

export function directMessageTarget(ctx: AppContext, viewer: UserRow, rawThreadId: string, rawItemId: string): ReportTarget {
  const { thread } = memberThread(ctx, viewer.id, rawThreadId);
  const item = memberItem(ctx, viewer.id, thread, rawItemId);
  if (item.deleted) throw notFound();
  return notOwn({ kind: 'direct_message', objectType: ReportObjectType.direct_message, objectId: item.id, ownerId: item.userId }, viewer);
}
