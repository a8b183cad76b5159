import { useMemo, useState } from 'react';
import { changePost, useClient, useSnapshot, useWorker } from '../../state';
import type { Post } from '../../../worker/model';
import { HeartIcon } from '../../icons/heart-icon';
import { useDoubleTap } from '../../hooks/use-double-tap';
import { displayAspectRatio } from '../../lib/media-layout';
import { fire } from '../../lib/fire';
import { likedPost } from '../../lib/post-toggles';
import { MediaItem, type MediaSource } from './media-item';
import { PostCarousel } from './post-carousel';
import './post-media.css';

function sources(post: Post, username: string): MediaSource[] {
  const alt = (caption: string | null) => caption ?? `Photo by ${username}`;
  if (post.isSidecar && post.sidecarChildren.length > 0) {
    return post.sidecarChildren.map((c) => ({
      isVideo: c.isVideo,
      src: c.src,
      displayResources: c.displayResources,
      videoUrl: c.videoUrl,
      alt: c.isVideo ? (c.accessibilityCaption ?? `Video by ${username}`) : alt(c.accessibilityCaption),
    }));
  }
  return [{
    isVideo: post.isVideo,
    src: post.src,
    displayResources: post.displayResources,
    videoUrl: post.videoUrl,
    alt: post.isVideo ? (post.accessibilityCaption ?? `Video by ${username}`) : alt(post.accessibilityCaption),
  }];
}

/** What the media box shows of a post: a like or a save changes none of it. */
function sameMedia(a: Post | undefined, b: Post | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return a.id === b.id && a.owner === b.owner && a.src === b.src && a.isVideo === b.isVideo && a.isSidecar === b.isSidecar &&
    a.videoUrl === b.videoUrl && a.accessibilityCaption === b.accessibilityCaption && a.displayResources === b.displayResources &&
    a.sidecarChildren === b.sidecarChildren && a.dimensions === b.dimensions;
}

/**
 * The media box: aspect ratio from dimensions (clamped, 001 §5); double tap likes. It selects
 * the post with sameMedia, so a like (a new post object) does not re-render the media; the
 * double tap reads whether the post is liked when it happens.
 */
export function PostMedia({ postId, sizes, eager }: { postId: string; sizes: string; eager: boolean }) {
  const worker = useWorker();
  const { mirror } = useClient();
  const post = useSnapshot((s) => s.posts.byId[postId], sameMedia);
  const username = useSnapshot((s) => (post ? (s.users.users[post.owner]?.username ?? '') : ''));
  const [burst, setBurst] = useState(0);
  const items = useMemo(() => (post ? sources(post, username) : []), [post, username]);
  const onPointerUp = useDoubleTap(() => {
    if (!post) return;
    setBurst((n) => n + 1);
    if (mirror.getState().posts.byId[postId]?.likedByViewer) return;
    const call = worker.likePost(postId);
    changePost(mirror, postId, (p) => likedPost(p, true), call);
    fire(call, 'like');
  });
  if (!post) return null;

  const ratio = displayAspectRatio(post.dimensions, post.isVideo && !post.isSidecar);
  const first = items[0];
  return (
    <div className="post-media" style={{ aspectRatio: String(ratio) }} onPointerUp={onPointerUp}>
      {items.length > 1 ? (
        <PostCarousel items={items} sizes={sizes} eager={eager} />
      ) : first ? (
        <MediaItem media={first} sizes={sizes} eager={eager} />
      ) : null}
      {burst > 0 ? (
        <span key={burst} className="post-media__burst" aria-hidden="true" onAnimationEnd={() => setBurst(0)}>
          <HeartIcon filled size={96} />
        </span>
      ) : null}
    </div>
  );
}
