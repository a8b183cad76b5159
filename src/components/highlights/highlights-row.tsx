import { useState } from 'react';
import { Link } from 'wouter';
import { isClientId } from '../../../sync';
import { useWorkerQuery } from '../../hooks/use-worker-query';
import { highlightPath } from '../../screens/stories/story-paths';
import type { StoryHistoryState } from '../../screens/stories/story-paths';
import { shallowEqual, useSnapshot, useWorker } from '../../state';
import { NewHighlightSheet } from './new-highlight-sheet';
import './highlights.css';

/** One highlight: its round cover with the title under it, opening the viewer at /stories/highlights/{id}/. */
function HighlightCircle({ reelId }: { reelId: string }) {
  const h = useSnapshot((s) => s.stories.reels[reelId]?.highlight);
  if (!h) return null;
  const state: StoryHistoryState = { storiesFrom: 'link' };
  const making = h.pending === true || isClientId(h.highlightReelId);
  return (
    <li className="highlights__item">
      <Link href={highlightPath(h.highlightReelId)} state={state} className="highlights__link" aria-label={`Highlight ${h.title}${making ? ', being made' : ''}`}>
        <span className={`highlights__ring${making ? ' highlights__ring--pending' : ''}`}>
          {h.thumbnailUrl === '' ? <span className="highlights__cover" /> : <img className="highlights__cover" src={h.thumbnailUrl} alt="" />}
        </span>
        <span className="highlights__title" aria-hidden="true">
          {h.title}
        </span>
      </Link>
    </li>
  );
}

/**
 * Added (highlights): under a profile's header, its highlights (001 §3 highlightReelsByUserId),
 * newest first, scrolling sideways; on one's own profile a "New" circle first, which opens the
 * picker of one's archive. Read with the profile (and from the cache offline); hidden when there
 * are none to show someone else.
 */
export function HighlightsRow({ userId, isViewer }: { userId: string; isViewer: boolean }) {
  const worker = useWorker();
  useWorkerQuery(['highlights', userId], () => worker.loadHighlights(userId), userId !== '');
  const ids = useSnapshot((s) => s.stories.highlightReelsByUserId[userId] ?? [], shallowEqual);
  const [picking, setPicking] = useState(false);
  if (!isViewer && ids.length === 0) return null;
  return (
    <section className="highlights" aria-label="Highlights">
      <ul className="highlights__list">
        {isViewer ? (
          <li className="highlights__item">
            <button type="button" className="highlights__link highlights__new" aria-label="New highlight" onClick={() => setPicking(true)}>
              <span className="highlights__ring highlights__ring--new" aria-hidden="true">
                <span className="highlights__plus">+</span>
              </span>
              <span className="highlights__title" aria-hidden="true">
                New
              </span>
            </button>
          </li>
        ) : null}
        {ids.map((id) => (
          <HighlightCircle key={id} reelId={id} />
        ))}
      </ul>
      {picking ? <NewHighlightSheet onClose={() => setPicking(false)} /> : null}
    </section>
  );
}
