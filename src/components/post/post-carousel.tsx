import { useRef, useState } from 'react';
import { ChevronIcon } from '../../icons/chevron-icon';
import { MediaItem, type MediaSource } from './media-item';
import './post-carousel.css';

/** A sidecar: horizontal scroll-snap slides, previous/next buttons and dots. */
export function PostCarousel({ items, sizes, eager }: { items: MediaSource[]; sizes: string; eager: boolean }) {
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);

  const onScroll = () => {
    const el = track.current;
    if (!el || el.clientWidth === 0) return;
    setIndex(Math.round(el.scrollLeft / el.clientWidth));
  };
  const go = (to: number) => {
    const el = track.current;
    if (!el) return;
    const next = Math.max(0, Math.min(items.length - 1, to));
    el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
    setIndex(next);
  };

  return (
    <div className="carousel" role="group" aria-roledescription="carousel" aria-label="Photos">
      <div className="carousel__track" ref={track} onScroll={onScroll}>
        {items.map((item, i) => (
          <div className="carousel__slide" key={i} role="group" aria-roledescription="slide" aria-label={`${i + 1} of ${items.length}`}>
            <MediaItem media={item} sizes={sizes} eager={eager && i === 0} />
          </div>
        ))}
      </div>
      {index > 0 ? (
        <button type="button" className="carousel__nav carousel__nav--prev" aria-label="Previous photo" onClick={() => go(index - 1)}>
          <ChevronIcon direction="left" size={16} />
        </button>
      ) : null}
      {index < items.length - 1 ? (
        <button type="button" className="carousel__nav carousel__nav--next" aria-label="Next photo" onClick={() => go(index + 1)}>
          <ChevronIcon direction="right" size={16} />
        </button>
      ) : null}
      <div className="carousel__dots">
        <span className="visually-hidden" aria-live="polite">{`${index + 1} of ${items.length}`}</span>
        {items.map((_, i) => (
          <span key={i} aria-hidden="true" className={`carousel__dot${i === index ? ' carousel__dot--active' : ''}`} />
        ))}
      </div>
    </div>
  );
}
