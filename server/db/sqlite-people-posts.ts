import type { Database } from 'better-sqlite3';
import { rankedPosts } from './sqlite-ranked-posts';
import { toPost } from './sqlite-posts';
import type { PostRecord } from './sqlite-posts';
import { BEFORE_KEY, GRID_POST, keyParams, NOT_BLOCKED, VISIBLE_POST } from './sqlite-visible';
import type { CollectionRow, PageKey, PeoplePostsRepo, RelationRow } from './types';

type KeyParams = { viewer: number; limit: number; time: number | null; id: number | null };

/** Post lists of issue 12: profile grid and channel, tagged, saved, tag and place pages, explore, likers. */
export function sqlitePeoplePosts(db: Database, drain: () => void): PeoplePostsRepo {
  const byOwner = (kind: 'grid' | 'channel') =>
    db.prepare<KeyParams & { owner: number }, PostRecord>(
      `SELECT p.* FROM posts p WHERE p.owner_id = @owner AND p.is_published = 1
         AND ${kind === 'grid' ? GRID_POST() : "p.product_type = 'igtv'"} AND ${BEFORE_KEY('p.taken_at', 'p.id')}
       ORDER BY p.taken_at DESC, p.id DESC LIMIT @limit`,
    );
  const grid = byOwner('grid');
  const channel = byOwner('channel');
  const countGrid = db.prepare<[number], { n: number }>(`SELECT COUNT(*) AS n FROM posts p WHERE p.owner_id = ? AND p.is_published = 1 AND ${GRID_POST()}`);
  const countChannel = db.prepare<[number], { n: number }>(
    "SELECT COUNT(*) AS n FROM posts p WHERE p.owner_id = ? AND p.is_published = 1 AND p.product_type = 'igtv'",
  );
  const tagged = db.prepare<KeyParams & { user: number }, PostRecord>(
    `SELECT p.* FROM posts p WHERE p.id IN (SELECT post_id FROM post_usertags WHERE user_id = @user AND pending = 0)
       AND ${VISIBLE_POST()} AND ${BEFORE_KEY('p.taken_at', 'p.id')}
     ORDER BY p.taken_at DESC, p.id DESC LIMIT @limit`,
  );
  const countTagged = db.prepare<{ user: number; viewer: number }, { n: number }>(
    `SELECT COUNT(*) AS n FROM posts p WHERE p.id IN (SELECT post_id FROM post_usertags WHERE user_id = @user AND pending = 0) AND ${VISIBLE_POST()}`,
  );
  // Saved posts are listed to their saver (viewer = saver) only while the saver may see them.
  const saved = db.prepare<KeyParams, PostRecord & { saved_at: number }>(
    `SELECT p.*, s.created_at AS saved_at FROM post_saves s JOIN posts p ON p.id = s.post_id
     WHERE s.user_id = @viewer AND ${VISIBLE_POST()} AND ${BEFORE_KEY('s.created_at', 'p.id')}
     ORDER BY s.created_at DESC, p.id DESC LIMIT @limit`,
  );
  const countSaved = db.prepare<{ viewer: number }, { n: number }>(
    `SELECT COUNT(*) AS n FROM post_saves s JOIN posts p ON p.id = s.post_id WHERE s.user_id = @viewer AND ${VISIBLE_POST()}`,
  );
  const inCollection = db.prepare<KeyParams & { collection: number }, PostRecord & { saved_at: number }>(
    `SELECT p.*, cp.created_at AS saved_at FROM collection_posts cp JOIN posts p ON p.id = cp.post_id
     WHERE cp.collection_id = @collection AND ${VISIBLE_POST()} AND ${BEFORE_KEY('cp.created_at', 'p.id')}
     ORDER BY cp.created_at DESC, p.id DESC LIMIT @limit`,
  );
  const countCollection = db.prepare<{ viewer: number; collection: number }, { n: number }>(
    `SELECT COUNT(*) AS n FROM collection_posts cp JOIN posts p ON p.id = cp.post_id WHERE cp.collection_id = @collection AND ${VISIBLE_POST()}`,
  );
  const collections = db.prepare<[number], { id: number; userId: number; name: string }>(
    'SELECT id, user_id AS userId, name FROM collections WHERE user_id = ? ORDER BY created_at DESC, id DESC',
  );
  const withTag = db.prepare<KeyParams & { tag: number }, PostRecord>(
    `SELECT p.* FROM post_hashtags ph JOIN posts p ON p.id = ph.post_id
     WHERE ph.hashtag_id = @tag AND ${VISIBLE_POST()} AND ${BEFORE_KEY('ph.taken_at', 'ph.post_id')}
     ORDER BY ph.taken_at DESC, ph.post_id DESC LIMIT @limit`,
  );
  const topWithTag = rankedPosts(db, {
    where: `EXISTS (SELECT 1 FROM post_hashtags x WHERE x.post_id = p.id AND x.hashtag_id = @tag) AND ${VISIBLE_POST()}`,
    recentFrom: 'post_hashtags ph INDEXED BY post_hashtags_time JOIN posts p ON p.id = ph.post_id',
    recentWhere: `ph.hashtag_id = @tag AND ${VISIBLE_POST()}`,
    recentOrder: 'ph.taken_at DESC, ph.post_id DESC',
  });
  const atLocation = db.prepare<KeyParams & { location: number }, PostRecord>(
    `SELECT p.* FROM posts p WHERE p.location_id = @location AND ${VISIBLE_POST()} AND ${BEFORE_KEY('p.taken_at', 'p.id')}
     ORDER BY p.taken_at DESC, p.id DESC LIMIT @limit`,
  );
  const topAtLocation = rankedPosts(db, {
    where: `p.location_id = @location AND ${VISIBLE_POST()}`,
    recentFrom: 'posts p INDEXED BY posts_location',
    recentOrder: 'p.taken_at DESC, p.id DESC',
  });
  const countAtLocation = db.prepare<{ viewer: number; location: number }, { n: number }>(
    `SELECT COUNT(*) AS n FROM posts p WHERE p.location_id = @location AND ${VISIBLE_POST()}`,
  );
  // Explore: public accounts only, not the viewer's nor followed or requested ones (001 §7 Discover).
  const explore = rankedPosts(db, {
    where: `p.owner_id <> @viewer AND p.is_published = 1 AND ${GRID_POST()}
       AND EXISTS (SELECT 1 FROM users o WHERE o.id = p.owner_id AND o.is_private = 0)
       AND NOT EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = @viewer AND f.followee_id = p.owner_id)
       AND ${NOT_BLOCKED('p.owner_id')}`,
    recentFrom: 'posts p INDEXED BY posts_time',
    recentOrder: 'p.taken_at DESC, p.id DESC',
  });
  const postLikers = db.prepare<KeyParams & { target: number }, RelationRow>(
    `SELECT l.user_id AS userId, l.created_at AS createdAt FROM post_likes l
     WHERE l.post_id = @target AND ${NOT_BLOCKED('l.user_id')} AND ${BEFORE_KEY('l.created_at', 'l.user_id')}
     ORDER BY l.created_at DESC, l.user_id DESC LIMIT @limit`,
  );
  const commentLikers = db.prepare<KeyParams & { target: number }, RelationRow>(
    `SELECT l.user_id AS userId, l.created_at AS createdAt FROM comment_likes l
     WHERE l.comment_id = @target AND ${NOT_BLOCKED('l.user_id')} AND ${BEFORE_KEY('l.created_at', 'l.user_id')}
     ORDER BY l.created_at DESC, l.user_id DESC LIMIT @limit`,
  );
  const countPostLikers = db.prepare<{ viewer: number; target: number }, { n: number }>(
    `SELECT COUNT(*) AS n FROM post_likes l WHERE l.post_id = @target AND ${NOT_BLOCKED('l.user_id')}`,
  );
  const countCommentLikers = db.prepare<{ viewer: number; target: number }, { n: number }>(
    `SELECT COUNT(*) AS n FROM comment_likes l WHERE l.comment_id = @target AND ${NOT_BLOCKED('l.user_id')}`,
  );

  const page = (after: PageKey | null, viewer: number, limit: number): KeyParams => ({ viewer, limit, ...keyParams(after) });

  return {
    byOwner: (owner, kind, after, limit) => (kind === 'grid' ? grid : channel).all({ owner, ...page(after, 0, limit) }).map(toPost),
    countByOwner: (owner, kind) => (kind === 'grid' ? countGrid : countChannel).get(owner)?.n ?? 0,
    tagged: (user, viewer, after, limit) => tagged.all({ user, ...page(after, viewer, limit) }).map(toPost),
    countTagged: (user, viewer) => countTagged.get({ user, viewer })?.n ?? 0,
    saved: (user, collection, after, limit) =>
      (collection === null ? saved.all(page(after, user, limit)) : inCollection.all({ collection, ...page(after, user, limit) })).map(
        (r) => ({ ...toPost(r), savedAt: r.saved_at }),
      ),
    countSaved: (user, collection) =>
      (collection === null ? countSaved.get({ viewer: user }) : countCollection.get({ viewer: user, collection }))?.n ?? 0,
    collections: (user): CollectionRow[] =>
      collections.all(user).map((c) => {
        const covers = inCollection.all({ collection: c.id, ...page(null, user, 4) });
        return { ...c, count: countCollection.get({ viewer: user, collection: c.id })?.n ?? 0, coverPostIds: covers.map((p) => p.id) };
      }),
    withHashtag: (tag, viewer, after, limit) => {
      drain();
      return withTag.all({ tag, ...page(after, viewer, limit) }).map(toPost);
    },
    topWithHashtag: (tag, viewer, limit, since) => {
      drain();
      return topWithTag.page({ tag, viewer, since }, 0, limit);
    },
    atLocation: (location, viewer, after, limit) => atLocation.all({ location, ...page(after, viewer, limit) }).map(toPost),
    topAtLocation: (location, viewer, limit, since) => topAtLocation.page({ location, viewer, since }, 0, limit),
    countAtLocation: (location, viewer) => countAtLocation.get({ location, viewer })?.n ?? 0,
    explore: (viewer, offset, limit, since) => explore.page({ viewer, since }, offset, limit),
    likers: (target, viewer, after, limit) =>
      'postId' in target
        ? postLikers.all({ target: target.postId, ...page(after, viewer, limit) })
        : commentLikers.all({ target: target.commentId, ...page(after, viewer, limit) }),
    countLikers: (target, viewer) =>
      ('postId' in target ? countPostLikers.get({ viewer, target: target.postId }) : countCommentLikers.get({ viewer, target: target.commentId }))
        ?.n ?? 0,
  };
}
