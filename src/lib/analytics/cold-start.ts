/**
 * The cold start of 001 §9 ("app start", sampled 1 in 5,000): 001 §4 (Stories) says it completes when
 * the feed page and the story tray are both displayed, once per session. Stories are not built
 * yet, so ours completes when the feed shows its first post; the tray joins the condition when
 * it exists. Our choices: the session is the tab's (sessionStorage), the clock starts at the
 * navigation (performance.now() at the frame that shows the post), and a session whose first
 * page is not the feed has no cold start (the feed shown minutes later would time the person's
 * browsing, not the start).
 *
 * A small state machine, so that the two events may come in either order: the page's logging
 * decides once it has started (is this the session's first load, on the feed?), and the feed may
 * be displayed before that (it paints from the cache before the worker connects the logging).
 */
export type ColdStartState = { t: 'undecided'; displayedAt: number | null } | { t: 'waiting' } | { t: 'done' };

export const FEED_PATH = '/';

export interface ColdStart {
  /** The logging started: `firstLoad` when this page load began the tab's session. */
  decide(firstLoad: boolean, path: string): void;
  /** The feed showed its first post, at `at` ms after the navigation. */
  feedDisplayed(at: number): void;
  state(): ColdStartState;
}

export function createColdStart(log: (durationMs: number) => void): ColdStart {
  let state: ColdStartState = { t: 'undecided', displayedAt: null };
  const complete = (at: number) => {
    state = { t: 'done' };
    log(Math.round(at));
  };
  return {
    decide(firstLoad, path) {
      if (state.t !== 'undecided') return;
      const shown = state.displayedAt;
      if (!firstLoad || path !== FEED_PATH) state = { t: 'done' };
      else if (shown !== null) complete(shown);
      else state = { t: 'waiting' };
    },
    feedDisplayed(at) {
      if (state.t === 'undecided') state = { t: 'undecided', displayedAt: state.displayedAt ?? at };
      else if (state.t === 'waiting') complete(at);
    },
    state: () => state,
  };
}
