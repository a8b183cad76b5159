import type { SeedPlan, SeedPlace } from '../../fixtures/seed';
import type { Repos } from '../db/types';

/**
 * Writes a seed plan into the database in one transaction. Media rows point at files that
 * ./seed-media.ts renders (or that stay missing when media generation is off).
 */
export const avatarFileFor = (version: string, username: string): string => `${version}-av-${username}.jpg`;
export const videoFileFor = (key: string): string => `${key}.mp4`;

export interface ApplyOptions {
  passwordHash: string;
  mediaVersion: string;
  /** When false, video posts become picture posts (their cover) because no ffmpeg exists. */
  withVideos: boolean;
}

export function applySeedPlan(repos: Repos, plan: SeedPlan, opts: ApplyOptions): Map<string, number> {
  return repos.transaction(() => {
    const ids = new Map<string, number>();
    const id = (username: string): number => {
      const v = ids.get(username);
      if (v === undefined) throw new Error(`seed: unknown user ${username}`);
      return v;
    };
    const createdAt = Math.min(...plan.posts.map((p) => p.takenAt)) - 86_400 * 30;
    for (const p of plan.people) {
      const user = repos.users.create({
        username: p.username,
        email: p.email,
        fullName: p.fullName,
        passwordHash: opts.passwordHash,
        biography: p.biography,
        externalUrl: p.website,
        isPrivate: p.isPrivate,
        isVerified: p.isVerified,
        avatarFile: avatarFileFor(opts.mediaVersion, p.username),
        createdAt,
      });
      ids.set(p.username, user.id);
    }
    for (const f of plan.follows) repos.follows.set(id(f.from), id(f.to), f.status, f.createdAt);

    const locations = new Map<string, number>();
    const placeId = (place: SeedPlace): number => {
      const known = locations.get(place.slug) ?? repos.locations.bySlug(place.slug)?.id;
      if (known !== undefined) return known;
      const { name, slug, lat, lng, address } = place;
      const made = repos.locations.create({ name, slug, lat, lng, address }).id;
      repos.locations.setArea(made, { countryCode: place.countryCode, country: place.country, city: place.city });
      locations.set(slug, made);
      return made;
    };
    const postIds = new Map<string, number>();
    for (const post of [...plan.posts].reverse()) {
      const locationId = post.location ? placeId(post.location) : null;
      const asVideo = post.kind === 'video' && opts.withVideos;
      const row = repos.posts.create({
        shortcode: post.shortcode,
        ownerId: id(post.owner),
        kind: post.kind === 'video' && !asVideo ? 'image' : post.kind,
        caption: post.caption,
        commentsDisabled: post.commentsDisabled,
        locationId,
        videoViewCount: asVideo ? post.videoViews : 0,
        takenAt: post.takenAt,
        media: post.media.map((m) => ({
          shortcode: m.shortcode,
          isVideo: asVideo && m.video !== null,
          width: m.width,
          height: m.height,
          imageKey: m.key,
          videoFile: asVideo && m.video ? videoFileFor(m.key) : null,
          videoDuration: asVideo && m.video ? m.video.duration : null,
          accessibilityCaption: m.alt,
        })),
      });
      postIds.set(post.shortcode, row.id);
      for (const l of post.likes) repos.likes.likePost(row.id, id(l.user), l.at);
      for (const s of post.saves) repos.saves.save(row.id, id(s.user), s.at);
      const commentIds: number[] = [];
      for (const c of post.comments) {
        const comment = repos.comments.create({
          postId: row.id,
          userId: id(c.author),
          text: c.text,
          repliedToCommentId: c.replyTo === null ? null : (commentIds[c.replyTo] ?? null),
          createdAt: c.createdAt,
        });
        commentIds.push(comment.id);
        for (const u of c.likedBy) repos.likes.likeComment(comment.id, id(u), c.createdAt + 30);
      }
    }
    // Long videos (IGTV) on their owners' Channel tab; none without ffmpeg (no file to play).
    if (opts.withVideos) {
      for (const tv of [...plan.channel].reverse()) {
        const { media: m } = tv;
        const row = repos.posts.create({
          shortcode: tv.shortcode,
          ownerId: id(tv.owner),
          kind: 'video',
          caption: tv.caption,
          commentsDisabled: false,
          locationId: null,
          videoViewCount: tv.videoViews,
          takenAt: tv.takenAt,
          productType: 'igtv',
          title: tv.title,
          isPublished: true,
          sharePreviewToFeed: false,
          media: [{
            shortcode: m.shortcode,
            isVideo: true,
            width: m.width,
            height: m.height,
            imageKey: m.key,
            videoFile: videoFileFor(m.key),
            videoDuration: m.video?.duration ?? null,
            accessibilityCaption: m.alt,
          }],
        });
        for (const l of tv.likes) repos.likes.likePost(row.id, id(l.user), l.at);
      }
    }
    for (const c of plan.collections) {
      const collection = repos.collections.create(id(c.owner), c.name, c.createdAt);
      for (const [i, code] of c.shortcodes.entries()) {
        const postId = postIds.get(code);
        if (postId !== undefined) repos.collections.add(collection.id, postId, c.createdAt + i);
      }
    }
    for (const f of plan.hashtagFollows) {
      const tag = repos.hashtags.byName(f.tag);
      if (tag) repos.hashtags.follow(id(f.user), tag.id, f.createdAt);
    }
    for (const c of plan.activityCheckedAt) repos.activity.markChecked(id(c.user), c.at);
    return ids;
  });
}
