import { existsSync } from 'node:fs';

/**
 * The system Chromium (DEVELOPERS.md: no browser download here), headless, with the flags the
 * browser tests (playwright.config.ts) and the benchmarks (bench/lib/browser.ts) both use.
 */
export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser the tests run in: Debian's `chromium-headless-shell` when it is installed (.ci/run
 * installs it), the same Chromium build without the browser's own UI, which is what Playwright
 * itself runs for headless tests. The full browser in headless mode also renders its top-chrome
 * WebUI in a renderer of its own and runs a heavier browser process: on two browser test files
 * (2026-11-28) the shell took 26 % less wall time and about a quarter less CPU. The benchmarks
 * keep the full browser (CHROMIUM_PATH), the one a person runs. `CHROMIUM_PATH` overrides both.
 */
export const TEST_CHROMIUM_PATH =
  process.env['CHROMIUM_PATH'] ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);

export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
