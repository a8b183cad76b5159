import type { MouseEvent } from 'react';
import { cropAxis, cropObjectPosition, ratioValue, type CropRatio } from '../../lib/media/crop';
import { tapToFraction } from '../../lib/media/tag-point';
import type { ComposeUsertag } from '../../lib/media/upload-api';
import { CloseIcon } from '../../icons/close-icon';
import type { PickedMedia } from './compose-reducer';
import './tag-canvas.css';

export interface TagCanvasProps {
  media: PickedMedia;
  ratio: CropRatio;
  pan: number;
  usertags: readonly ComposeUsertag[];
  point: { x: number; y: number } | null;
  onPoint: (point: { x: number; y: number }) => void;
  onRemove: (userId: string) => void;
}

const pct = (n: number) => `${n * 100}%`;

/** The cropped media as it will be shown; a tap marks where the next tag goes. */
export function TagCanvas({ media, ratio, pan, usertags, point, onPoint, onRemove }: TagCanvasProps) {
  const { width, height } = media.facts;
  const style = { objectPosition: cropObjectPosition(cropAxis(ratio, width, height), pan) };
  const onTap = (e: MouseEvent<HTMLButtonElement>) => {
    // A keyboard "click" has no position (detail 0): the tag then goes in the middle.
    if (e.detail === 0) return;
    onPoint(tapToFraction(e.clientX, e.clientY, e.currentTarget.getBoundingClientRect()));
  };
  return (
    <div className="tag-canvas" style={{ aspectRatio: String(ratioValue(ratio, width, height)) }}>
      <button type="button" className="tag-canvas__surface" aria-label="Mark where to tag someone" onClick={onTap}>
        {media.isVideo ? (
          <video className="tag-canvas__media" src={media.previewUrl} style={style} muted playsInline aria-hidden="true" />
        ) : (
          <img className="tag-canvas__media" src={media.previewUrl} style={style} alt="" />
        )}
      </button>
      {point ? <span className="tag-canvas__point" style={{ left: pct(point.x), top: pct(point.y) }} aria-hidden="true" /> : null}
      {usertags.map((t) => (
        <span key={t.userId} className="tag-canvas__tag" style={{ left: pct(t.x), top: pct(t.y) }}>
          {t.username}
          <button type="button" className="tag-canvas__remove" aria-label={`Remove tag ${t.username}`} onClick={() => onRemove(t.userId)}>
            <CloseIcon size={12} />
          </button>
        </span>
      ))}
    </div>
  );
}
