/**
 * Where the part of the page a person sees ends, for the first screen's rows (capture.ts): the
 * viewport's bottom, or the top of a bar fixed over it (the phone's tab bar), whichever is
 * higher. A row that starts below it is hidden behind the bar: keeping it in the first screen
 * would make a new tab parse and lay it out before its first frame for nothing (issue 16,
 * benchmark 9: on a Pixel 7 the feed's second post starts 5 px under the tab bar).
 */
export function visibleBottom(viewportHeight: number, bars: readonly { top: number; height: number }[]): number {
  return bars.reduce((bottom, bar) => (bar.height > 0 && bar.top > 0 && bar.top < bottom ? bar.top : bottom), viewportHeight);
}

/** The bars the app fixes over the bottom of the page. */
export const BOTTOM_BARS = '.tab-bar';
