import { useEffect } from 'react';
import type { RefObject } from 'react';
import { BOOTSTRAP_GLOBAL } from '../../../sync/api/bootstrap';
import { tagOfBootstrap } from '../../../sw/first-screen';
import { captureFirstScreen } from '../../lib/first-screen/capture';
import { dropFirstScreen, storeFirstScreen } from '../../lib/first-screen/store';
import { useClient, useSnapshot } from '../../state';

/** Ours to choose: the feed quiet this long (no change in its DOM) before its first screen is kept. */
export const FIRST_SCREEN_QUIET_MS = 600;

/**
 * Keeps the markup of the feed's first screen for the service worker (sw/first-screen.ts), each
 * time the feed has changed and been quiet for a moment: tagged with the viewer and build of
 * this page's bootstrap (the HTML the service worker serves offline), only while the worker's
 * viewer is that viewer; a snapshot written while a logout went on is deleted again.
 */
export function useFirstScreenSnapshot(feed: RefObject<HTMLElement | null>): void {
  const { mirror } = useClient();
  const viewerId = useSnapshot((s) => s.status.viewerId);
  useEffect(() => {
    const el = feed.current;
    const root = document.getElementById('root');
    const tag = tagOfBootstrap((window as unknown as Record<string, unknown>)[BOOTSTRAP_GLOBAL]);
    if (!el || !root || tag === null || tag.viewerId !== viewerId || typeof caches === 'undefined') return;
    const stillViewer = () => mirror.getState().status.viewerId === tag.viewerId;
    let last = '';
    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = (): void => {
      if (!stillViewer()) return;
      const markup = captureFirstScreen(root, window.innerHeight);
      if (markup === null || markup === last) return;
      last = markup;
      storeFirstScreen(markup, tag)
        .then(() => (stillViewer() ? undefined : dropFirstScreen()))
        .catch((error: unknown) => {
          last = '';
          console.warn('[feed] the first screen was not kept', error);
        });
    };
    const schedule = (): void => {
      clearTimeout(timer);
      timer = setTimeout(save, FIRST_SCREEN_QUIET_MS);
    };
    const observer = new MutationObserver(schedule);
    observer.observe(el, { subtree: true, childList: true, attributes: true, characterData: true });
    schedule();
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [feed, mirror, viewerId]);
}
