/**
 * The system Chromium (DEVELOPERS.md: no browser download here), headless, with the flags the
 * browser tests (playwright.config.ts) and the benchmarks (bench/lib/browser.ts) both use.
 */
export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
