import { useImageLoad } from '../hooks/use-image-load';
import './avatar.css';

/** 001 §9 avatar sizes 20, 32, 44, 56, 88. */
export type AvatarSize = 20 | 32 | 44 | 56 | 88;

/**
 * A profile picture, or the first letter of the name when there is none or it does not come
 * (offline and never cached: tried again once online; issue 11).
 */
export function Avatar({ src, username, size = 32 }: { src: string | null | undefined; username: string; size?: AvatarSize }) {
  const load = useImageLoad(src);
  if (!src || load.view !== 'image') {
    return (
      <span className="avatar avatar--empty" style={{ width: size, height: size, fontSize: size / 2.2 }} role="img" aria-label={`${username}'s profile picture`}>
        {username.slice(0, 1).toUpperCase()}
      </span>
    );
  }
  return <img key={load.attempt} className="avatar" src={src} width={size} height={size} alt={`${username}'s profile picture`} loading="lazy" decoding="async" onError={load.onError} />;
}
