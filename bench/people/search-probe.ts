/**
 * The search benchmark's in-page probe (an init script of every tab; serialised by Playwright:
 * no imports, nothing from outside its body). `lumenSearchProbe.arm(query, expected)` (its promise in `lumenSearchPending`) waits for
 * the next keydown (its listener, on window in the capture phase, runs before the app's) and
 * notes the time; then, on every DOM change, looks for the frame that shows that query's
 * results: the search field holds the query, the results section is no longer busy (the
 * screen's aria-busy is false only once its answer is the typed text's own), and the list is
 * the bare fetch's (the same number of rows, the same first person). Then the next animation
 * frame and a task queued from it (the post-paint marker of benchmarks 3 and 9).
 * `lumenSearchProbe.fetch(url, headers)` is the baseline: the same URL fetched from the page.
 */
export interface SearchExpected {
  rows: number;
  /** The first row's username ('' when the answer has no people). */
  first: string;
}

export interface SearchPaint {
  /** keydown → the frame that shows the results is done, ms. */
  ms: number;
  /** keydown → the results in the DOM, ms. */
  inDomMs: number;
}

export interface BareFetch extends SearchExpected {
  ms: number;
}

export function installSearchProbe(): void {
  const arm = (query: string, expected: SearchExpected): Promise<SearchPaint> =>
    new Promise<SearchPaint>((resolve) => {
      let t0 = -1;
      let seen = false;
      const check = (): void => {
        if (seen || t0 < 0) return;
        const input = document.querySelector<HTMLInputElement>('main input[type="search"]');
        const section = document.querySelector('section[aria-label="Search results"]');
        if (!input || !section || input.value.trim() !== query || section.getAttribute('aria-busy') !== 'false') return;
        const rows = section.querySelectorAll('ul.user-list > li');
        const first = section.querySelector('ul.user-list > li .user-row__username')?.firstChild?.textContent ?? '';
        if (rows.length !== expected.rows || (expected.first !== '' && first !== expected.first)) return;
        seen = true;
        observer.disconnect();
        const inDomMs = performance.now() - t0;
        requestAnimationFrame(() => {
          const after = new MessageChannel();
          after.port1.onmessage = () => resolve({ ms: performance.now() - t0, inDomMs });
          after.port2.postMessage(0);
        });
      };
      const observer = new MutationObserver(check);
      window.addEventListener(
        'keydown',
        () => {
          t0 = performance.now();
          observer.observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true });
        },
        { capture: true, once: true },
      );
    });
  const bare = async (url: string, headers: Record<string, string>): Promise<BareFetch> => {
    const t0 = performance.now();
    const res = await fetch(url, { headers, credentials: 'same-origin' });
    const body = (await res.json()) as { users: { user: { username: string } }[]; hashtags: unknown[]; places: unknown[] };
    const ms = performance.now() - t0;
    if (!res.ok) throw new Error(`bare fetch ${url}: ${res.status}`);
    return { ms, rows: body.users.length + body.hashtags.length + body.places.length, first: body.users[0]?.user.username ?? '' };
  };
  const w = window as unknown as { lumenSearchProbe: unknown; lumenSearchPending?: Promise<SearchPaint> };
  w.lumenSearchProbe = {
    /** Arms the probe for the next keystroke; its paint is then `window.lumenSearchPending`. */
    arm: (query: string, expected: SearchExpected) => void (w.lumenSearchPending = arm(query, expected)),
    fetch: bare,
  };
}
