/**
 * Scrolls the feed in the page as a person flicks through it: two screens at a time, a frame
 * between (so every post passes through the rendered window: it is wider than two screens),
 * and, at the end of what is loaded, waits for the next page the app loads by itself (its
 * footer's sentinel); until `target` posts are loaded and the page is at the end of them.
 * Serialised by Playwright into the page: nothing from outside its body.
 */
export interface ScrollResult {
  /** Posts in the feed (the last row's index + 1, read at the end). */
  posts: number;
  ms: number;
  steps: number;
}

export async function scrollFeed(args: { target: number; stallMs: number; log?: boolean }): Promise<ScrollResult> {
  const t0 = performance.now();
  const frame = () => new Promise<void>((r) => requestAnimationFrame(() => r()));
  const loaded = (): number => {
    const rows = document.querySelectorAll<HTMLElement>('[data-post-id][data-index]');
    const last = rows[rows.length - 1];
    return last ? Number(last.dataset.index) + 1 : 0;
  };
  const end = () => document.documentElement.scrollHeight;
  let steps = 0;
  let logged = 0;
  for (;;) {
    window.scrollBy(0, window.innerHeight * 2);
    steps++;
    await frame();
    await frame();
    if (args.log === true && loaded() >= logged + 100) {
      logged = loaded() - (loaded() % 100);
      console.log(`[scroll] ${loaded()} posts loaded at ${(performance.now() - t0).toFixed(0)} ms, ${steps} steps`);
    }
    if (window.scrollY + window.innerHeight < end() - 2) continue;
    if (loaded() >= args.target) break;
    // At the end of what is loaded: the app loads the next page (its sentinel is in view).
    const height = end();
    const since = performance.now();
    while (end() <= height) {
      if (performance.now() - since > args.stallMs) throw new Error(`the feed stopped growing at ${loaded()} posts`);
      await new Promise((r) => setTimeout(r, 20));
    }
    if (args.log === true) console.log(`[scroll] ${loaded()} posts rendered, ${(performance.now() - t0).toFixed(0)} ms, waited ${(performance.now() - since).toFixed(0)} ms for the next page, ${steps} steps`);
  }
  return { posts: loaded(), ms: performance.now() - t0, steps };
}
