import type { Resource } from '../../../worker/model';
import { lessDataSrcSet, srcSet } from '../../lib/media-layout';
import { useDataUsage } from '../../lib/data-usage/data-usage';
import { FallbackImage } from '../fallback-image';

export interface MediaSource {
  isVideo: boolean;
  src: string;
  displayResources: Resource[];
  videoUrl: string | null;
  alt: string;
}

/**
 * One photo (with srcset; a placeholder saying why when it does not come) or video, filling its
 * box. With "Use less data" on (Settings → Data usage), smaller pictures, and a video loads
 * nothing before it is played.
 */
export function MediaItem({ media, sizes, eager }: { media: MediaSource; sizes: string; eager: boolean }) {
  const { lessData } = useDataUsage();
  if (media.isVideo && media.videoUrl) {
    return (
      <video
        className="media-item"
        src={media.videoUrl}
        poster={media.src}
        controls
        muted
        playsInline
        preload={lessData ? 'none' : 'metadata'}
        aria-label={media.alt}
      />
    );
  }
  return (
    <FallbackImage
      className="media-item"
      src={media.src}
      srcSet={lessData ? lessDataSrcSet(media.displayResources) : srcSet(media.displayResources)}
      sizes={sizes}
      alt={media.alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      draggable={false}
    />
  );
}
