import { useEffect, useRef, useState } from 'react';

/** How long a press lasts before it holds the story instead of tapping (ours). */
export const HOLD_MS = 250;

/**
 * Added (stories): what pauses a story: a press held on it, the tab hidden, the person's own
 * Pause. `press` gives the handlers of a tap zone: a press held past HOLD_MS pauses until it
 * ends and its click is then ignored; a shorter one is a tap (`onTap`).
 */
export function useStoryPause() {
  const [held, setHeld] = useState(false);
  const [hidden, setHidden] = useState(() => typeof document !== 'undefined' && document.visibilityState === 'hidden');
  const [chosen, setChosen] = useState(false);
  const timer = useRef<number | null>(null);
  const swallow = useRef(false);
  useEffect(() => {
    const onVisibility = () => setHidden(document.visibilityState === 'hidden');
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);
  useEffect(() => () => {
    if (timer.current !== null) window.clearTimeout(timer.current);
  }, []);
  const release = () => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
    setHeld(false);
  };
  const press = (onTap: () => void) => ({
    onPointerDown: () => {
      swallow.current = false;
      timer.current = window.setTimeout(() => {
        swallow.current = true;
        setHeld(true);
      }, HOLD_MS);
    },
    onPointerUp: release,
    onPointerCancel: release,
    onPointerLeave: release,
    onContextMenu: (e: { preventDefault(): void }) => e.preventDefault(),
    onClick: () => {
      if (swallow.current) {
        swallow.current = false;
        return;
      }
      onTap();
    },
  });
  return { paused: held || hidden || chosen, held, chosen, setChosen, press };
}
