import { useEffect, useRef } from 'react';
import type { StoryItem } from '../../../worker/model';
import { useDataUsage } from '../../lib/data-usage/data-usage';
import { narrowCandidates } from '../../lib/media-layout';

/**
 * Added (stories): the item itself: a picture (the display sizes as a srcset), or a video that
 * plays muted inline (until the person unmutes) and pauses with the story; its cover shows while
 * it loads, and alone when it cannot (offline: videos are not cached).
 */
export function StoryMedia({ item, paused, muted, onBuffering, ownerName }: {
  item: StoryItem;
  paused: boolean;
  muted: boolean;
  onBuffering: (waiting: boolean) => void;
  ownerName: string;
}) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const v = video.current;
    if (!v) return;
    if (paused) v.pause();
    else v.play().catch(() => onBuffering(false));
  }, [paused, item.id, onBuffering]);
  const { lessData } = useDataUsage();
  const alt = item.caption ?? `Story by ${ownerName}`;
  if (item.isVideo && item.videoUrl !== null) {
    return (
      <video
        ref={video}
        key={item.id}
        className="story-media"
        src={item.videoUrl}
        poster={item.displayUrl}
        muted={muted}
        playsInline
        autoPlay={!paused}
        preload="auto"
        aria-label={alt}
        onWaiting={() => onBuffering(true)}
        onPlaying={() => onBuffering(false)}
        onError={() => onBuffering(false)}
      />
    );
  }
  // "Use less data" (Settings → Data usage): the narrower pictures only.
  const resources = lessData ? narrowCandidates(item.displayResources, (r) => r.width) : item.displayResources;
  const srcSet = resources.map((r) => `${r.src} ${r.width}w`).join(', ');
  return (
    <img
      key={item.id}
      className="story-media"
      src={item.displayUrl}
      {...(srcSet === '' ? {} : { srcSet, sizes: '(min-width: 736px) 420px, 100vw' })}
      alt={alt}
      decoding="async"
      draggable={false}
    />
  );
}

/** Asks for the pictures of the items about to play, so they come from the service worker's cache when they do (and offline later). */
export function usePreload(urls: readonly string[]): void {
  const key = urls.join('|');
  useEffect(() => {
    for (const url of key === '' ? [] : key.split('|')) {
      const img = new Image();
      img.decoding = 'async';
      img.src = url;
    }
  }, [key]);
}
