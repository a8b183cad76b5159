import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { fire } from '../../lib/fire';
import { Paths } from '../../routes';
import { useSnapshot, useWorker } from '../../state';
import { StoryPlayer } from './story-player';
import { storiesFrom, storyPath } from './story-paths';
import { ViewerMessage, type ViewerStatus } from './viewer-status';
import './story-viewer.css';

/**
 * Added (stories): /stories/{username}/ and /stories/{username}/{mediaId}/ (001 §2): the story
 * viewer over the page, full screen on a phone, a centred card on a desktop. Opened from the
 * tray it walks the tray's reels (the address follows each reel, replacing itself, so Close and
 * Back return to where the person came from); opened from a link, that reel alone. Past the
 * last item it closes.
 */
export function StoryViewerScreen({ username, mediaId }: { username: string; mediaId: string | null }) {
  const worker = useWorker();
  const [, navigate] = useLocation();
  const from = storiesFrom(window.history.state);
  const [status, setStatus] = useState<ViewerStatus>('opening');
  /** The username a step moved to: its address change must not open the viewer again. */
  const steppedTo = useRef<string | null>(null);

  // A tray read that lands while the viewer plays resets the session (001 §4 "Setting the tray
  // resets the viewer session"): the viewer then opens this address again, at the item kept.
  const session = useSnapshot((s) => s.stories.traySession);
  const openedIn = useRef<number | null>(null);
  const [opening, setOpening] = useState(0);
  const sessionNow = useRef(session);
  sessionNow.current = session;
  useEffect(() => {
    if (status === 'playing' && openedIn.current !== null && openedIn.current !== session) {
      openedIn.current = null;
      steppedTo.current = null;
      setOpening((n) => n + 1);
    }
  }, [session, status]);

  useEffect(() => {
    if (steppedTo.current === username) return;
    let live = true;
    setStatus('opening');
    worker.openStories(username, from ?? 'link', mediaId).then(
      (r) => {
        if (!live) return;
        openedIn.current = sessionNow.current;
        setStatus(!r.ok ? 'failed' : r.value.reelId === null ? 'none' : 'playing');
      },
      () => {
        if (live) setStatus('failed');
      },
    );
    return () => {
      live = false;
    };
    // Opened once per address the person went to (not per step, not per history state read).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [worker, username, mediaId, opening]);
  useEffect(() => () => fire(worker.closeStories(), 'close stories'), [worker]);

  const close = useCallback(() => {
    if (storiesFrom(window.history.state) !== null && window.history.length > 1) window.history.back();
    else navigate(Paths.home, { replace: true });
  }, [navigate]);

  const step = useCallback((direction: 'forward' | 'backward') => {
    worker.stepStory(direction).then((next) => {
      if (next === null) {
        if (direction === 'forward') close();
        return;
      }
      if (next.username !== '' && storyPath(next.username) !== window.location.pathname) {
        steppedTo.current = next.username;
        const state = storiesFrom(window.history.state);
        navigate(storyPath(next.username), { replace: true, state: state === null ? null : { storiesFrom: state } });
      }
    }, (error: unknown) => console.error('[ui] story step failed', error));
  }, [worker, navigate, close]);

  return (
    <div className="story-viewer" role="dialog" aria-modal="true" aria-label={`Stories by ${username}`}>
      <div className="story-viewer__card">
        {status === 'playing' ? <StoryPlayer onStep={step} onClose={close} /> : null}
        <ViewerMessage status={status} what="story" onClose={close} />
      </div>
    </div>
  );
}
