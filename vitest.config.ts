import { defineConfig } from 'vitest/config';

// Unit tests live beside the code they test; server tests over real HTTP and SQLite live in
// tests/server; tests/unit holds the unit tests of the browser tests' own pure checks (kept out
// of tests/e2e, where Playwright would take a *.test.ts for one of its own). Browser tests are
// Playwright's (tests/e2e), not Vitest's.
const UNIT = ['{src,worker,sync,sw,server,fixtures}/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.ts'];
const SERVER = ['tests/server/**/*.test.ts'];

export default defineConfig({
  test: {
    setupFiles: ['tests/setup-unit.ts'],
    environment: 'node',
    // Worker threads: a file's fresh isolate starts faster than a forked process (no test here
    // changes the process: no chdir, no exit, no signals).
    pool: 'threads',
    maxWorkers: 2,
    testTimeout: 20_000,
    projects: [
      // The files of a worker share its module cache (no fresh isolate per file): the unit run
      // took 88 s with an isolate per file and 21 s without (2026-11-28), most of it importing
      // the same modules again. So no file may leave a global changed (vi.stubGlobal, fake
      // timers: undone in its afterEach) and each opens IndexedDB databases of its own (a new
      // IDBFactory, or names of its own on the shared one);
      // five runs in shuffled file orders passed. The first run without isolation found a real
      // race in the answer cache (worker/engine/answer-cache.test.ts).
      { extends: true, test: { name: 'unit', include: UNIT, isolate: false } },
      // Each server test file starts servers of its own (a temp data folder, a random port) and
      // keeps no state in modules, so the files of a worker share its module cache instead of
      // importing Fastify and the server's modules again for each file.
      { extends: true, test: { name: 'server', include: SERVER, isolate: false } },
    ],
  },
});
