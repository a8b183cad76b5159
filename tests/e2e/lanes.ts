/**
 * The browser suite's two lanes (playwright.config.ts, `E2E_LANES=2` as `npm run test:e2e` sets
 * it): the files below run against a second server with a database of its own, beside the
 * others, so the suite takes about half as long on two cores. Each lane still runs its files one
 * at a time (they share their server's demo account), the phone's before the desktop's.
 *
 * The second lane holds journeys that need nothing the first lane's files leave behind: sign-up
 * and login (new accounts each) and direct messages (demo's inbox, on that server only). Keep its
 * total near half the suite minus the chaos run, which shares its worker (about 4 of ~16 min).
 */
export const SECOND_LANE: readonly RegExp[] = [
  /\/entry(-[a-z-]+)?\.spec\.ts$/,
  /\/signup-errors\.spec\.ts$/,
  /\/direct(-[a-z-]+)?\.spec\.ts$/,
  /\/newcomer-follows\.spec\.ts$/,
  /\/explore-contacts\.spec\.ts$/,
];
