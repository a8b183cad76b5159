import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { Avatar } from '../../components/avatar';
import { itemDurationMs, storyAge } from '../../lib/stories/story-time';
import { fire } from '../../lib/fire';
import { profilePath } from '../../routes';
import { shallowEqual, useSnapshot, useWorker } from '../../state';
import { StoryMedia, usePreload } from './story-media';
import { StoryProgress } from './story-progress';
import { StoryFooter } from './story-footer';
import { useStoryPause } from './use-story-pause';

/**
 * Added (stories): plays the current item of the viewer's session (001 §3 currentReelId,
 * currentReelItemIndex): progress bars, the owner and the item's age, Pause, Mute (videos) and
 * Close; a tap on the right two thirds (or →) goes on, on the left third (or ←) back; a press
 * held pauses, as does a hidden tab. Each item shown is marked seen (an outbox mutation).
 */
export function StoryPlayer({ onStep, onClose, controls, hold = false }: {
  onStep: (direction: 'forward' | 'backward') => void;
  onClose: () => void;
  /** Added (highlights): more controls before Pause (a highlight's menu); `hold` pauses while they are open. */
  controls?: ReactNode;
  hold?: boolean;
}) {
  const worker = useWorker();
  const pos = useSnapshot((s) => ({ reelId: s.stories.currentReelId, index: s.stories.currentReelItemIndex, session: s.stories.traySession }), shallowEqual);
  const reel = useSnapshot((s) => (pos.reelId === null ? undefined : s.stories.reels[pos.reelId]));
  const item = useSnapshot((s) => {
    const id = reel?.itemIds[pos.index];
    return id === undefined ? undefined : s.stories.items[id];
  });
  const user = useSnapshot((s) => (reel ? s.users.users[reel.userId] : undefined));
  const upcoming = useSnapshot((s) => {
    const next = reel?.itemIds.slice(pos.index + 1, pos.index + 3) ?? [];
    return next.flatMap((id) => s.stories.items[id]?.displayUrl ?? []);
  }, shallowEqual);
  usePreload(upcoming);
  const { paused, held, chosen, setChosen, press } = useStoryPause();
  const [buffering, setBuffering] = useState(false);
  const [muted, setMuted] = useState(true);
  /** Added (story replies): the footer holds the story while its field or sheet is in use. */
  const [footerHold, setFooterHold] = useState(false);
  const itemId = item?.id;
  const reelId = reel?.id;
  useEffect(() => {
    setBuffering(false);
    if (reelId !== undefined && itemId !== undefined) fire(worker.markStorySeen(reelId, itemId), 'mark story seen');
  }, [worker, reelId, itemId]);
  const forward = useCallback(() => onStep('forward'), [onStep]);
  const backward = useCallback(() => onStep('backward'), [onStep]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight') forward();
      else if (e.key === 'ArrowLeft') backward();
      else if (e.key === 'Escape') onClose();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [forward, backward, onClose]);
  if (!reel || !item || !user) return null;
  const stopped = paused || buffering || footerHold || hold;
  const now = Math.floor(Date.now() / 1000);
  return (
    <div className={`story-player${held ? ' story-player--held' : ''}`}>
      <StoryMedia item={item} paused={stopped} muted={muted} onBuffering={setBuffering} ownerName={user.username} />
      <div className="story-player__zones">
        <button type="button" className="story-player__zone story-player__zone--back" aria-label="Previous story" {...press(backward)} />
        <button type="button" className="story-player__zone story-player__zone--next" aria-label="Next story" {...press(forward)} />
      </div>
      <div className="story-player__top">
        <StoryProgress
          count={reel.itemIds.length}
          index={pos.index}
          durationMs={itemDurationMs(item)}
          paused={stopped}
          runKey={`${pos.session}:${reel.id}:${item.id}`}
          onDone={forward}
        />
        <div className="story-player__header">
          <Link href={profilePath(user.username)} className="story-player__owner">
            <Avatar src={user.profilePictureUrl} username={user.username} size={32} />
            <span className="story-player__name">{user.username}</span>
          </Link>
          <time className="story-player__age" dateTime={new Date(item.takenAt * 1000).toISOString()}>
            {storyAge(item.takenAt, now)}
          </time>
          <span className="story-player__controls">
            {controls}
            <button type="button" className="story-player__icon" aria-label={chosen ? 'Play' : 'Pause'} aria-pressed={chosen} onClick={() => setChosen(!chosen)}>
              {chosen ? '▶' : '❚❚'}
            </button>
            {item.isVideo ? (
              <button type="button" className="story-player__icon" aria-label={muted ? 'Unmute' : 'Mute'} aria-pressed={!muted} onClick={() => setMuted(!muted)}>
                {muted ? '🔇' : '🔊'}
              </button>
            ) : null}
            <button type="button" className="story-player__icon story-player__close" aria-label="Close" onClick={onClose}>
              ✕
            </button>
          </span>
        </div>
      </div>
      {item.caption ? <p className="story-player__caption">{item.caption}</p> : null}
      <StoryFooter reelId={reel.id} itemId={item.id} onHold={setFooterHold} />
    </div>
  );
}
