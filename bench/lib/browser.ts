/** The system Chromium, headless, with the same flags as the browser tests. */
import { chromium } from '@playwright/test';
import type { Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/chromium';

export { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS] });
}
