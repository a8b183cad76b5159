import type { PickedMedia } from './compose-reducer';

/** The picked items of a carousel, as buttons that show one in the frame. */
export function MediaStrip({ media, shown, onShow }: { media: readonly PickedMedia[]; shown: number; onShow: (index: number) => void }) {
  if (media.length < 2) return null;
  return (
    <ul className="media-strip" aria-label="Carousel items">
      {media.map((m, i) => (
        <li key={m.previewUrl}>
          <button type="button" className="media-strip__item" aria-label={`Show item ${i + 1} of ${media.length}`} aria-pressed={i === shown} onClick={() => onShow(i)}>
            {m.isVideo ? <video src={m.previewUrl} muted playsInline aria-hidden="true" /> : <img src={m.previewUrl} alt="" />}
          </button>
        </li>
      ))}
    </ul>
  );
}
