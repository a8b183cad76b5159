import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { HighlightMenu } from '../../components/highlights/highlight-menu';
import { fire } from '../../lib/fire';
import { Paths, profilePath } from '../../routes';
import { useSnapshot, useWorker } from '../../state';
import { StoryPlayer } from './story-player';
import { storiesFrom } from './story-paths';
import { ViewerMessage, type ViewerStatus } from './viewer-status';
import './story-viewer.css';
import '../../components/highlights/highlights.css';

/**
 * Added (highlights): /stories/highlights/{id}/ (001 §2; the part of the id after a colon is
 * used): the story viewer playing one highlight, its title over the item. On one's own highlight
 * a menu edits or deletes it. Close goes back where the person came from (the profile), or to the
 * owner's profile when the page was opened by its address.
 */
export function HighlightViewerScreen({ id }: { id: string }) {
  const worker = useWorker();
  const [, navigate] = useLocation();
  const [status, setStatus] = useState<ViewerStatus>('opening');
  const [opening, setOpening] = useState(0);
  const [menuOpen, setMenuOpen] = useState(false);
  const reelId = useSnapshot((s) => s.stories.currentReelId);
  const reel = useSnapshot((s) => (reelId === null ? undefined : s.stories.reels[reelId]));
  const owner = useSnapshot((s) => (reel ? s.users.users[reel.userId] : undefined));
  const own = useSnapshot((s) => reel !== undefined && reel.userId === s.users.viewerId);

  useEffect(() => {
    let live = true;
    setStatus('opening');
    worker.openHighlight(id).then(
      (r) => {
        if (live) setStatus(!r.ok ? 'failed' : r.value.reelId === null ? 'none' : 'playing');
      },
      () => {
        if (live) setStatus('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [worker, id, opening]);
  useEffect(() => () => fire(worker.closeStories(), 'close stories'), [worker]);

  const ownerName = owner?.username;
  const close = useCallback(() => {
    if (storiesFrom(window.history.state) !== null && window.history.length > 1) window.history.back();
    else navigate(ownerName ? profilePath(ownerName) : Paths.home, { replace: true });
  }, [navigate, ownerName]);

  const step = useCallback((direction: 'forward' | 'backward') => {
    worker.stepStory(direction).then((next) => {
      if (next === null && direction === 'forward') close();
    }, (error: unknown) => console.error('[ui] highlight step failed', error));
  }, [worker, close]);

  const title = reel?.highlight?.title ?? 'Highlight';
  return (
    <div className="story-viewer" role="dialog" aria-modal="true" aria-label={owner ? `Highlight ${title} by ${owner.username}` : 'Highlight'}>
      <div className="story-viewer__card">
        {status === 'playing' ? (
          <>
            <StoryPlayer
              onStep={step}
              onClose={close}
              hold={menuOpen}
              controls={own && reel ? <HighlightMenu reelId={reel.id} onOpenChange={setMenuOpen} onEdited={() => setOpening((n) => n + 1)} onDeleted={close} /> : null}
            />
            <p className="highlight-viewer__title">{title}</p>
          </>
        ) : null}
        <ViewerMessage status={status} what="highlight" onClose={close} />
      </div>
    </div>
  );
}
