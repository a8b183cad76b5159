/**
 * Realistic feed posts as the server sends them (sync/api/wire.ts, shaped like
 * server/media: three display widths and a thumbnail), with captions, locations, carousels,
 * videos and up to four preview comments (001 §9 "Comments shown 4"). Deterministic.
 */
import type { WireComment, WireFeedResponse, WirePost, WireResource, WireSidecarChild, WireUser } from '../../sync/api/wire';
import { COMMENT_PHRASES, PLACES, SCENE_CAPTIONS, SCENES } from '../../fixtures/seed/captions';
import type { Rng } from '../../fixtures/seed/prng';

const SHAPES = [[1080, 1350], [1080, 1080], [1080, 608]] as const;

function resources(key: string, w: number, h: number): WireResource[] {
  return [640, 750, 1080].map((width) => ({ src: `/media/${key}-${width}.jpg`, config_width: width, config_height: Math.round((width * h) / w) }));
}

export function wireComment(rng: Rng, users: readonly WireUser[], at: number, id: string): WireComment {
  const u = rng.pick(users);
  return {
    id,
    text: rng.pick(COMMENT_PHRASES),
    created_at: at + rng.int(60, 86_400),
    owner: { id: u.id, username: u.username, profile_pic_url: u.profile_pic_url, is_verified: u.is_verified },
    viewer_has_liked: rng.chance(0.05),
    edge_liked_by: { count: rng.int(0, 40) },
    did_report_as_spam: false,
  };
}

function child(rng: Rng, key: string, n: number): WireSidecarChild {
  const [w, h] = rng.pick(SHAPES);
  return { __typename: 'GraphImage', id: `${key}${n}`, shortcode: rng.code(11), dimensions: { width: w, height: h }, display_url: `/media/${key}-${n}-1080.jpg`, display_resources: resources(`${key}-${n}`, w, h), is_video: false, accessibility_caption: null };
}

export function wirePost(rng: Rng, users: readonly WireUser[], index: number, now: number): WirePost {
  const scene = rng.pick(SCENES);
  const text = SCENE_CAPTIONS[scene];
  const [w, h] = rng.pick(SHAPES);
  const key = `m${index.toString(36)}`;
  const kind = rng.next();
  const takenAt = now - index * 1_800 - rng.int(0, 1_200);
  const location = rng.chance(0.3) ? rng.pick(PLACES) : null;
  const comments = Array.from({ length: rng.int(0, 4) }, (_, n) => wireComment(rng, users, takenAt, `17900${index * 10 + n}`));
  const post: WirePost = {
    __typename: kind < 0.8 ? 'GraphImage' : kind < 0.9 ? 'GraphVideo' : 'GraphSidecar',
    id: String(3_100_000_000_000_000 + index),
    shortcode: rng.code(11),
    dimensions: { width: w, height: h },
    display_url: `/media/${key}-1080.jpg`,
    display_resources: resources(key, w, h),
    thumbnail_src: `/media/${key}-150.jpg`,
    thumbnail_resources: [{ src: `/media/${key}-150.jpg`, config_width: 150, config_height: 150 }],
    is_video: kind >= 0.8 && kind < 0.9,
    accessibility_caption: text.alt,
    caption: `${rng.pick(text.captions)} ${rng.sample(text.tags, 2).map((t) => `#${t}`).join(' ')}`,
    caption_is_edited: rng.chance(0.05),
    comments_disabled: rng.chance(0.02),
    taken_at_timestamp: takenAt,
    owner: rng.pick(users),
    location: location ? { id: `loc-${location.slug}`, name: location.name, slug: location.slug, has_public_page: true } : null,
    viewer_has_liked: false,
    viewer_has_saved: rng.chance(0.05),
    edge_media_preview_like: { count: rng.int(0, 5_000) },
    edge_media_to_comment: { count: comments.length + rng.int(0, 200) },
    edge_media_preview_comment: { count: comments.length, edges: comments.map((node) => ({ node })) },
  };
  if (post.is_video) Object.assign(post, { video_url: `/media/${key}.mp4`, video_duration: rng.int(5, 60), video_view_count: rng.int(100, 90_000) });
  if (post.__typename === 'GraphSidecar') post.edge_sidecar_to_children = { edges: Array.from({ length: rng.int(2, 5) }, (_, n) => ({ node: child(rng, key, n) })) };
  return post;
}

export function wireFeed(posts: readonly WirePost[], endCursor: string | null): WireFeedResponse {
  return {
    status: 'ok',
    data: { user: { edge_web_feed_timeline: { page_info: { has_next_page: true, end_cursor: endCursor }, edges: posts.map((node) => ({ node })) } } },
  };
}
