import { useEffect, type RefObject } from 'react';

/** Within this many pixels of its end, a scroller counts as at its bottom. */
const SLACK_PX = 4;

export function isAtBottom(el: Pick<HTMLElement, 'scrollHeight' | 'scrollTop' | 'clientHeight'>): boolean {
  return el.scrollHeight - el.scrollTop - el.clientHeight <= SLACK_PX;
}

/**
 * Keeps a scroller showing its end when its box or its content changes size while it showed
 * its end: a conversation whose column gives room to a toast or the connectivity line, or whose
 * last message grows (a photo decoded, a "Not delivered" line), keeps its last message in view
 * instead of sliding it under the fold. Scrolled up, it is left alone.
 */
export function useKeepAtBottom(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const el = ref.current;
    if (!active || !el || typeof ResizeObserver === 'undefined') return;
    let atBottom = isAtBottom(el);
    const onScroll = () => {
      atBottom = isAtBottom(el);
    };
    const observer = new ResizeObserver(() => {
      if (atBottom) el.scrollTop = el.scrollHeight;
    });
    el.addEventListener('scroll', onScroll, { passive: true });
    const observeAll = () => {
      observer.observe(el);
      for (const child of el.children) observer.observe(child);
    };
    observeAll();
    // Children that come later (the seen line, typing dots) are watched too.
    const children = new MutationObserver(observeAll);
    children.observe(el, { childList: true });
    return () => {
      children.disconnect();
      observer.disconnect();
      el.removeEventListener('scroll', onScroll);
    };
  }, [ref, active]);
}
