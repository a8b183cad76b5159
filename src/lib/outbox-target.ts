import type { ClientState } from '../../worker/model';
import { postPath } from '../routes';

/** What an unsent item acts on, as "Unsent activity" names it: a link to the post. */
export interface OutboxTarget {
  text: string;
  href: string;
}

type Lookup = Pick<ClientState, 'posts' | 'users' | 'comments'>;

/** The post a comment (or a comment not yet sent, by its client id) belongs to. */
function postOfComment(s: Lookup, commentId: string): string | null {
  for (const [postId, list] of Object.entries(s.comments.byPostId)) {
    if (list.commentIds.includes(commentId)) return postId;
  }
  return null;
}

function postTarget(s: Lookup, postId: string | null): OutboxTarget | null {
  const post = postId === null ? undefined : s.posts.byId[postId];
  if (!post) return null;
  const owner = s.users.users[post.owner];
  const whose = post.owner === s.users.viewerId ? 'your post' : owner ? `${owner.username}'s post` : 'a post';
  return { text: whose, href: postPath(post.code) };
}

/**
 * Our choice (DESIGN.md rule 6: every pending or failed item visible): a row of "Unsent activity"
 * says what it acts on, not only "Like", from the item's entity key and what the cache holds.
 * Null when the cache does not hold it (the row then shows its summary alone).
 */
export function outboxTarget(entityKey: string, s: Lookup): OutboxTarget | null {
  const colon = entityKey.indexOf(':');
  const kind = entityKey.slice(0, colon);
  const id = entityKey.slice(colon + 1);
  switch (kind) {
    case 'post':
      return postTarget(s, id);
    case 'comment':
      return postTarget(s, postOfComment(s, id));
    default:
      // A person's item names them in its summary already ("Follow @ines"); others have no place.
      return null;
  }
}
