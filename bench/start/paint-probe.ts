/**
 * Injected into every page of the start benchmark's profile (Playwright addInitScript, so it
 * runs in each new document before the page's own scripts): notes when the first element
 * matching the page's selector (the app: a feed post's `article`; the empty page: `body`; the
 * floor pages: their own, given by start-bench.ts) has been painted, by a post-paint marker as
 * benchmark 3 times a frame: the element in the DOM (MutationObserver), then the next animation frame, then a task queued from that frame's
 * `requestAnimationFrame` callback (MessageChannel), which runs once that frame's rendering is
 * done. The time is `performance.now()`: from the navigation's start (the document's time origin).
 *
 * A function serialised by Playwright: no imports, nothing from outside its body.
 */
export interface FirstPaint {
  /** Navigation start → the frame that shows the element is done (post-paint marker), ms. */
  ms: number;
  /** Navigation start → the element was in the DOM, ms. */
  inDomMs: number;
  /** The element's accessible name (an article's aria-label), or ''. */
  label: string;
  /** The element came with the page: the feed's first screen the service worker put in the root (sw/first-screen.ts). */
  fromSnapshot: boolean;
}

/** `selectors`: the element to time on the pages that are not the app (path → selector); the app's is its first `main article`. */
export function installPaintProbe(selectors: Record<string, string>): void {
  const selector = selectors[location.pathname] ?? 'main article';
  const w = window as unknown as { lumenFirstPaint?: Promise<FirstPaint> };
  w.lumenFirstPaint = new Promise<FirstPaint>((resolve) => {
    let seen = false;
    const check = (): void => {
      if (seen) return;
      const el = document.querySelector(selector);
      if (!el) return;
      seen = true;
      observer.disconnect();
      const inDomMs = performance.now();
      const label = el.getAttribute('aria-label') ?? '';
      const fromSnapshot = el.closest('[data-first-screen]') !== null;
      requestAnimationFrame(() => {
        const after = new MessageChannel();
        after.port1.onmessage = () => resolve({ ms: performance.now(), inDomMs, label, fromSnapshot });
        after.port2.postMessage(0);
      });
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { childList: true, subtree: true });
    check();
  });
}
