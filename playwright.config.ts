import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './tests/chromium';
import { SECOND_LANE } from './tests/e2e/lanes';

// Browser tests run against the real server (real SQLite, fresh data dir per run) serving
// the production build, in the system Chromium. Service-worker network events are turned on
// so that an offline profile also covers the service worker's own fetches (DESIGN.md Testing).
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';

const PORT = Number(process.env.E2E_PORT ?? 4173);
/** The test OAuth provider (social login, issue 4): on the port after the app's. */
const OAUTH_PORT = Number(process.env.E2E_OAUTH_PORT ?? PORT + 1);
/** `E2E_LANES=2` (the whole suite, `npm run test:e2e`): a second server for the second lane. */
const LANES = process.env.E2E_LANES === '2';
const SECOND_PORT = PORT + 3; // PORT + 1 is the OAuth provider's, PORT + 2 entry-multi-step's
const CHAOS = /chaos\.spec\.ts/;
const OAUTH = { port: OAUTH_PORT, url: `http://127.0.0.1:${OAUTH_PORT}`, clientId: 'lumen-test-client', clientSecret: 'lumen-test-secret' } as const;

export default defineConfig({
  testDir: 'tests/e2e',
  // The browser chaos run (issue 17, tests/e2e/chaos.spec.ts) is part of every run: 200 random
  // actions on a random seed (about 3 min; the seed is printed, CHAOS_SEED replays it);
  // `npm run chaos` runs it with 1,000 (CHAOS_ACTIONS). It starts a server and a proxy of its
  // own, so it runs in a worker of its own beside the others (its project 'chaos'). The others
  // share a server and its demo account, so they run one at a time, the phone's before the
  // desktop's; with E2E_LANES=2 (`npm run test:e2e`) the files of tests/e2e/lanes.ts run against
  // a second server in the other worker (projects mobile-2, desktop-2).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '.test-results/playwright.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    serviceWorkers: 'allow',
    // A control that never comes fails the step that waited for it, with what the screen
    // showed, instead of hanging until the test's own timeout (Playwright's default is none).
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    // No trace by default: recording one (actions, DOM snapshots, network, console), even to
    // throw it away when the test passes, cost about a quarter of the journeys' CPU (two files,
    // 2026-11-28: 166 CPU-s without, 180 without snapshots, 199 with them), and a journey's
    // failure replays: `npx playwright test <file> --trace retain-on-failure`. A failure still
    // keeps its screenshot. The chaos run keeps its trace (below): its seed may not replay.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: TEST_CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    },
  },
  projects: [
    {
      name: 'chaos', testMatch: CHAOS, workers: 1,
      use: { ...devices['Pixel 7'], browserName: 'chromium', trace: { mode: 'retain-on-failure', screenshots: false } },
    },
    ...lane('', PORT, LANES ? [CHAOS, ...SECOND_LANE] : [CHAOS]),
    ...(LANES ? lane('-2', SECOND_PORT, [], SECOND_LANE) : []),
  ],
  webServer: [
    // The OAuth provider of the tests (tests/e2e/entry/oauth-provider-main.ts), for social sign-up.
    {
      command: 'npx tsx tests/e2e/entry/oauth-provider-main.ts',
      url: `${OAUTH.url}/me`, // 401 without a token: up
      env: { OAUTH_TEST_PORT: String(OAUTH.port), OAUTH_CLIENT_ID: OAUTH.clientId, OAUTH_CLIENT_SECRET: OAUTH.clientSecret },
      timeout: 60_000,
      reuseExistingServer: false,
    },
    appServer(PORT),
    ...(LANES ? [appServer(SECOND_PORT, PORT)] : []),
  ],
});

/**
 * One lane: its phone journeys, then its desktop ones (tagged @desktop), one at a time against
 * one server. `--no-deps` runs a file's desktop journeys alone.
 */
function lane(suffix: string, port: number, testIgnore: RegExp[], testMatch?: readonly RegExp[]) {
  const files = { testIgnore, ...(testMatch ? { testMatch: [...testMatch] } : {}) };
  const baseURL = `http://localhost:${port}`;
  return [
    { name: `mobile${suffix}`, ...files, workers: 1, use: { ...devices['Pixel 7'], browserName: 'chromium' as const, baseURL } },
    {
      name: `desktop${suffix}`, grep: /@desktop/, ...files, dependencies: [`mobile${suffix}`], workers: 1,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 860 }, baseURL },
    },
  ];
}

/**
 * The app's server on `port`, with a data folder of its own (runs on other ports share none).
 * With `mediaFrom`, the port of a server started before it (Playwright starts the web servers
 * one after the other), it takes a copy of that server's demo pictures and videos, made from
 * the same seed and media version, instead of rendering them again (about 25 s on 2 cores).
 */
function appServer(port: number, mediaFrom?: number) {
  const dir = `.e2e-data/${port}`;
  const media = mediaFrom === undefined ? '' : `mkdir -p ${dir} && cp -r .e2e-data/${mediaFrom}/media ${dir}/media && SEED_MEDIA=0 `;
  return {
    command: `rm -rf ${dir} && ${media}DATA_DIR=${dir} DIST_DIR=${process.env.DIST_DIR ?? 'dist'} PORT=${port} npx tsx server/main.ts`,
    url: `http://localhost:${port}/accounts/login/`,
    // The same test provider plays Google too (its /userinfo answers as Google's does).
    // DEV_ROUTES=1: the entry journeys read mail and SMS codes from /dev/outbox.json (off by
    // default, issue 11; the tests run on this machine, which is all it answers).
    env: {
      DEV_ROUTES: '1',
      // tests/e2e/push.spec.ts stands in for the push service on the loopback (issue 14).
      PUSH_TEST_LOOPBACK_ENDPOINTS: '1',
      OAUTH_PROVIDER_URL: OAUTH.url,
      OAUTH_CLIENT_ID: OAUTH.clientId,
      OAUTH_CLIENT_SECRET: OAUTH.clientSecret,
      GOOGLE_OAUTH_URL: OAUTH.url,
      GOOGLE_CLIENT_ID: OAUTH.clientId,
      GOOGLE_CLIENT_SECRET: OAUTH.clientSecret,
    },
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
  };
}
