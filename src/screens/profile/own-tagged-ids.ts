/**
 * Added (usertags): the viewer's own Tagged tab as the device knows it now. The tab's pages are
 * server reads; between two reads the viewer's own acts show at once: a post they removed
 * themselves from leaves, and a post whose tag of them is approved (on the Tags page, or
 * anywhere the post is held) joins, in the tab's order (newest post first, as the server's
 * tagged list), if it falls within the pages read so far.
 */
import type { ClientState, Post } from '../../../worker/model';

type Posts = ClientState['posts']['byId'];

const approvedTagOf = (post: Post | undefined, viewerId: string): boolean =>
  post !== undefined && post.deleted !== true && post.viewerInPhotoOfYou === true && (post.usertags ?? []).some((t) => t.userId === viewerId && t.pending !== true);

/** Newest first, as the server orders the tab (posted time, then id). */
const newerFirst = (a: Post, b: Post) => b.postedAt - a.postedAt || (b.id > a.id ? 1 : b.id < a.id ? -1 : 0);

/**
 * `read`: the ids of the tab's pages read so far, in their order; `complete`: no page left to
 * read (then every approved post belongs on the tab, however old).
 */
export function ownTaggedIds(read: readonly string[], posts: Posts, viewerId: string, complete: boolean): string[] {
  const kept = read.filter((id) => posts[id]?.viewerInPhotoOfYou !== false);
  const inRead = new Set(read);
  const oldest = kept.length === 0 ? undefined : posts[kept[kept.length - 1] ?? '']?.postedAt;
  const joined = Object.values(posts).filter(
    (p): p is Post => p !== undefined && !inRead.has(p.id) && approvedTagOf(p, viewerId) && (complete || (oldest !== undefined && p.postedAt >= oldest)),
  );
  if (joined.length === 0) return kept;
  const all = [...kept.map((id) => posts[id]).filter((p): p is Post => p !== undefined), ...joined].sort(newerFirst);
  // A read id the device does not hold (cannot be ordered) keeps its place at the end.
  return [...all.map((p) => p.id), ...kept.filter((id) => posts[id] === undefined)];
}
