import { defineConfig } from 'vitest/config';

// Unit tests live beside the code they test; server tests over real HTTP and SQLite live in
// tests/server. Browser tests are Playwright's (tests/e2e), not Vitest's.
export default defineConfig({
  test: {
    include: [
      '{src,worker,sync,sw,server,fixtures}/**/*.test.{ts,tsx}',
      'tests/server/**/*.test.ts',
    ],
    setupFiles: ['tests/setup-unit.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 20_000,
  },
});
