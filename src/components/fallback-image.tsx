import type { ImgHTMLAttributes } from 'react';
import { useImageLoad } from '../hooks/use-image-load';
import { ImageTexts } from '../lib/image-load';
import { AlertIcon } from '../icons/alert-icon';
import { CloudOffIcon } from '../icons/cloud-off-icon';
import './fallback-image.css';

export interface FallbackImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'onError' | 'alt'> {
  alt: string;
  className: string;
}

/**
 * A photo that says why it is missing instead of the browser's broken-image box (issue 11):
 * offline, "Photo not available offline" (tried again by itself once online); online, "Couldn't
 * load this photo" with Retry. The placeholder takes the image's box (its className) and is
 * named by the photo's alt text and what is wrong, so a screen reader says both.
 */
export function FallbackImage({ alt, className, src, ...img }: FallbackImageProps) {
  const load = useImageLoad(src);
  if (load.view === 'image') return <img key={load.attempt} {...img} src={src} alt={alt} className={className} onError={load.onError} />;
  const offline = load.view === 'offline';
  const text = offline ? ImageTexts.offline : ImageTexts.failed;
  return (
    <div className={`${className} image-fallback`} role="group" aria-label={`${alt}: ${text}`}>
      <span className="image-fallback__icon">{offline ? <CloudOffIcon size={32} /> : <AlertIcon size={32} />}</span>
      <p className="image-fallback__text">{text}</p>
      {offline ? null : (
        <button type="button" className="secondary-button image-fallback__retry" onPointerUp={(e) => e.stopPropagation()} onClick={load.retry}>
          {ImageTexts.retry}
        </button>
      )}
    </div>
  );
}
