/**
 * Benchmark 10: the feed page of a viewer following 1,000 of 100,000 accounts over 1,000,000
 * posts (the scale data's demo). The handler (`GET /graphql/query/?query_hash=feed`, first 12,
 * as demo through app.inject, which includes the stories and suggested-users units of the first
 * page) against the bare SQL that selects the same 12 post ids, in the same process, on its own
 * connection. The 12 ids are checked to be the same. Goal: handler p95 ≤ 2 × bare p95; the
 * absolute figures are printed as well.
 */
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { QueryHash } from '../../sync/api/paths';
import type { WireFeedResponse } from '../../sync/api/wire';
import type { Row } from '../lib/report';
import { summarize } from '../lib/stats';
import type { ScaleServer } from './scale-server';

export const FEED_GOAL = 2;
const PAGE = 12;
const VIEWER = 1;

/** The feed's rule (server/db/sqlite-posts.ts FEED_OWNERS), written out: own and followed posts, published, grid. */
const BARE_FEED = `SELECT p.id FROM posts p
  WHERE (p.owner_id = @viewer OR p.owner_id IN (SELECT followee_id FROM follows WHERE follower_id = @viewer AND status = 'following'))
    AND p.is_published = 1 AND (p.product_type = 'feed' OR p.share_preview_to_feed = 1)
  ORDER BY p.taken_at DESC, p.id DESC LIMIT @limit`;

const feedIds = (body: string): number[] =>
  (JSON.parse(body) as WireFeedResponse).data.user.edge_web_feed_timeline.edges.flatMap((e) => ('shortcode' in e.node ? [Number(e.node.id)] : []));

export async function feedRow(server: ScaleServer, dataDir: string, runs = 200): Promise<{ row: Row; notes: string[] }> {
  const db = new Database(join(dataDir, 'app.db'), { readonly: true });
  const bare = db.prepare<{ viewer: number; limit: number }, { id: number }>(BARE_FEED);
  const url = `/graphql/query/?${new URLSearchParams({ query_hash: QueryHash.feed, variables: JSON.stringify({ first: PAGE }) }).toString()}`;
  const got = feedIds(await server.get(url));
  const want = bare.all({ viewer: VIEWER, limit: PAGE }).map((r) => r.id);
  if (JSON.stringify(got) !== JSON.stringify(want)) throw new Error(`feed bench: the handler's 12 ids ${got.join(',')} are not the bare SQL's ${want.join(',')}`);
  const following = db.prepare<[number], { n: number }>("SELECT COUNT(*) AS n FROM follows WHERE follower_id = ? AND status = 'following'").get(VIEWER)?.n ?? 0;
  const counts = db.prepare<[], { users: number; posts: number }>('SELECT (SELECT COUNT(*) FROM users) AS users, (SELECT COUNT(*) FROM posts) AS posts').get();
  const handler: number[] = [];
  const sql: number[] = [];
  for (let i = -20; i < runs; i++) {
    const t0 = performance.now();
    await server.get(url);
    const t1 = performance.now();
    bare.all({ viewer: VIEWER, limit: PAGE });
    const t2 = performance.now();
    if (i >= 0) {
      handler.push(t1 - t0);
      sql.push(t2 - t1);
    }
  }
  db.close();
  const h = summarize(handler);
  const b = summarize(sql);
  return {
    row: {
      title: 'feed page at scale: handler p95 / bare SQL of the same 12 ids p95',
      measured: { label: `GET feed first page (12 posts + units), as demo`, summary: h },
      baseline: { label: 'bare SQL selecting the same 12 post ids', summary: b },
      stat: 'p95',
      goalMax: FEED_GOAL,
    },
    notes: [
      `feed: demo follows ${following.toLocaleString('en')} of ${(counts?.users ?? 0).toLocaleString('en')} accounts over ${(counts?.posts ?? 0).toLocaleString('en')} posts; ` +
        `handler median ${h.median.toFixed(2)} ms, p95 ${h.p95.toFixed(2)} ms; bare SQL median ${b.median.toFixed(2)} ms, p95 ${b.p95.toFixed(2)} ms`,
    ],
  };
}
