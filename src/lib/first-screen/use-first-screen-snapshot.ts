import { useEffect } from 'react';
import type { RefObject } from 'react';
import { BOOTSTRAP_GLOBAL } from '../../../sync/api/bootstrap';
import { FIRST_SCREEN_PAGES, tagOfBootstrap } from '../../../sw/first-screen';
import type { FirstScreenPageName } from '../../../sw/first-screen';
import { captureFirstScreen } from './capture';
import { firstScreenCss } from './first-screen-css';
import { dropFirstScreen, firstScreenDrops, storeFirstScreen } from './store';
import { BOTTOM_BARS, visibleBottom } from './visible-bottom';
import { useClient, useSnapshot } from '../../state';

/** Ours to choose: the page quiet this long (no change in its DOM) before its first screen is kept. */
export const FIRST_SCREEN_QUIET_MS = 600;

/**
 * Keeps the markup of a page's first screen (`name`: its entry in sw/first-screen.ts
 * FIRST_SCREEN_PAGES) for the service worker, each time the page (`main`) has changed and been
 * quiet for a moment: tagged with the viewer and build of this page's bootstrap (the HTML the
 * service worker serves offline), only while the worker's viewer is that viewer; a snapshot
 * written while a logout went on is deleted again. `name` null: nothing is kept (a frame shared
 * by pages with and without a first screen).
 */
export function useFirstScreenSnapshot(main: RefObject<HTMLElement | null>, name: FirstScreenPageName | null): void {
  const { mirror } = useClient();
  const viewerId = useSnapshot((s) => s.status.viewerId);
  useEffect(() => {
    const el = main.current;
    if (name === null) return;
    const page = FIRST_SCREEN_PAGES[name];
    const root = document.getElementById('root');
    const tag = tagOfBootstrap((window as unknown as Record<string, unknown>)[BOOTSTRAP_GLOBAL]);
    if (!el || !root || tag === null || tag.viewerId !== viewerId || typeof caches === 'undefined') return;
    const stillViewer = () => mirror.getState().status.viewerId === tag.viewerId;
    let last = '';
    let lastDrops = firstScreenDrops();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = (): void => {
      if (!stillViewer()) return;
      const bars = Array.from(document.querySelectorAll(BOTTOM_BARS), (bar) => bar.getBoundingClientRect());
      const markup = captureFirstScreen(root, page, visibleBottom(window.innerHeight, bars));
      const drops = firstScreenDrops();
      if (markup === null || (markup === last && drops === lastDrops)) return;
      last = markup;
      lastDrops = drops;
      // Dropped again if a logout went on meanwhile, or a tap was stored (this markup may lack it).
      storeFirstScreen(page, markup, tag, firstScreenCss(markup))
        .then(() => (stillViewer() && firstScreenDrops() === drops ? undefined : dropFirstScreen(page)))
        .catch((error: unknown) => {
          last = '';
          console.warn(`[${name}] the first screen was not kept`, error);
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
  }, [main, name, mirror, viewerId]);
}
