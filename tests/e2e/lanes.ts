/**
 * The browser suite's two lanes (playwright.config.ts, `E2E_LANES=2` as `npm run test:e2e` sets
 * it): the files below run against a second server with a database of its own, beside the
 * others, so the suite takes about half as long on two cores. Each lane still runs its files one
 * at a time (they share their server's demo account), the phone's before the desktop's.
 *
 * The second lane holds journeys that need nothing the first lane's files leave behind: sign-up
 * and login (new accounts each), direct messages (demo's inbox, on that server only) and the
 * logging pipeline (events found by a marker of their own; elena's consent, which no other journey
 * uses). Keep its total near half the suite minus the chaos run, which shares its worker: measured
 * on 2026-11-26, lane A 678 s and lane B 296 s + chaos 247 s before analytics (≈ 60 s) moved here.
 */
export const SECOND_LANE: readonly RegExp[] = [
  /\/entry(-[a-z-]+)?\.spec\.ts$/,
  /\/signup-errors\.spec\.ts$/,
  /\/direct(-[a-z-]+)?\.spec\.ts$/,
  /\/newcomer-follows\.spec\.ts$/,
  /\/explore-contacts\.spec\.ts$/,
  /\/analytics\.spec\.ts$/,
];
