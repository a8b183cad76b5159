import type { CSSProperties } from 'react';
import { cropBoxStyle } from '../../lib/media/crop';
import type { CropTransform } from '../../lib/media/upload-api';
import type { PickedMedia } from './compose-reducer';
import './crop.css';

/** The whole source with the crop box drawn over it; outside the box is dimmed. */
export function CropFrame({ media, transform, label }: { media: PickedMedia; transform: CropTransform | null; label: string }) {
  const ratio = media.facts.width / media.facts.height;
  const style = { aspectRatio: String(ratio), width: `min(100%, calc(60vh * ${ratio}))` } satisfies CSSProperties;
  return (
    <figure className="crop-frame" style={style}>
      {media.isVideo ? (
        <video className="crop-frame__media" src={media.previewUrl} muted playsInline loop autoPlay aria-label={label} />
      ) : (
        <img className="crop-frame__media" src={media.previewUrl} alt={label} />
      )}
      <div className="crop-frame__box" style={cropBoxStyle(transform)} aria-hidden="true" />
    </figure>
  );
}
