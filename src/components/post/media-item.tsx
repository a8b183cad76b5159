import type { Resource } from '../../../worker/model';
import { srcSet } from '../../lib/media-layout';
import { FallbackImage } from '../fallback-image';

export interface MediaSource {
  isVideo: boolean;
  src: string;
  displayResources: Resource[];
  videoUrl: string | null;
  alt: string;
}

/** One photo (with srcset; a placeholder saying why when it does not come) or video, filling its box. */
export function MediaItem({ media, sizes, eager }: { media: MediaSource; sizes: string; eager: boolean }) {
  if (media.isVideo && media.videoUrl) {
    return (
      <video
        className="media-item"
        src={media.videoUrl}
        poster={media.src}
        controls
        muted
        playsInline
        preload="metadata"
        aria-label={media.alt}
      />
    );
  }
  return (
    <FallbackImage
      className="media-item"
      src={media.src}
      srcSet={srcSet(media.displayResources)}
      sizes={sizes}
      alt={media.alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      draggable={false}
    />
  );
}
