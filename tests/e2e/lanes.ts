/**
 * The browser suite's two lanes (playwright.config.ts, `E2E_LANES=2` as `npm run test:e2e` sets
 * it): the files below run against a second server with a database of its own, beside the
 * others, so the suite takes about half as long on two cores. Each lane still runs its files one
 * at a time (they share their server's demo account), the phone's before the desktop's.
 *
 * The second lane holds journeys that need nothing the first lane's files leave behind: sign-up
 * and login (new accounts each), direct messages (demo's inbox, on that server only), demo's
 * tags and the offline feed (likes and comments on whatever posts lead demo's feed, counted at
 * the server).
 *
 * Playwright runs the projects in phases: every phone project (and the chaos run) ends before
 * any desktop project starts. So balance each phase, not the lane: lane A's phone files against
 * the chaos run plus lane B's phone files, then the two desktop projects. Measured on 2026-11-26
 * (CI=true npm test): phone A 525 s against chaos 274 s + phone B 274 s with analytics.spec (58 s)
 * in B, desktop A 109 s against B 32 s; offline-feed (33 s phone, 13 s desktop) instead of
 * analytics in B evens both phases. On 2026-11-27, with journeys logging in through the API, no
 * trace screenshots and entry-multi-step's server not rendering media: phone A 453 s against
 * chaos 278 s + phone B 191 s (the phase 471 s from the first test), desktop A 66 s against B
 * 44 s; the browser run 567 s in all, 29 s of it the servers' start. On 2026-11-27 (evening,
 * CI=true npm test on a loaded machine) phone A had grown to 678 s (settings, reports, sessions)
 * against chaos 402 s + phone B 266 s, desktop A 154 s against B 39 s; with the story replies and
 * highlights journeys added to A, settings-security (fresh accounts; 37 s phone, 23 s desktop)
 * moves to B. On 2026-11-28 the usertags journeys (demo's own seeded tags, ≈ 20 s phone, 8 s
 * desktop) join B, the lighter phase of the two; the login review and OAuth journeys (demo's
 * own logins and apps; fresh User-Agents and the app's host intercepted) join B too, and Access
 * data's (a fresh account; demo's lists only read) and the nametag's (nothing written). Measured
 * later that day (CI=true npm test, idle machine, 28.3 min): phone A 1,275 s against chaos 411 s +
 * phone B 869 s, desktop A 358 s against B 268 s: both phases even, so moving files between the
 * lanes gains nothing; the suite is CPU-bound (docs/ARCHITECTURE.md Testing). In the headless
 * shell with no trace per journey (tests/chromium.ts, 2026-11-28, CI=true npm test 1,166 s):
 * phone A 711 s against chaos 325 s + phone B 395 s, desktop A 192 s against B 146 s; the
 * browser run 16.1 min.
 */
export const SECOND_LANE: readonly RegExp[] = [
  /\/entry(-[a-z-]+)?\.spec\.ts$/,
  /\/signup-errors\.spec\.ts$/,
  /\/direct(-[a-z-]+)?\.spec\.ts$/,
  /\/newcomer-follows\.spec\.ts$/,
  /\/explore-contacts\.spec\.ts$/,
  /\/contact-optout\.spec\.ts$/,
  /\/linkshim\.spec\.ts$/,
  /\/story-camera\.spec\.ts$/,
  /\/offline-feed\.spec\.ts$/,
  /\/settings-security\.spec\.ts$/,
  /\/usertags\.spec\.ts$/,
  /\/oauth-login-activity\.spec\.ts$/,
  /\/access-tool\.spec\.ts$/,
  /\/nametag\.spec\.ts$/,
  /\/data-usage\.spec\.ts$/,
];
