/**
 * The upload benchmarks' browser: the system Chromium with a real (persistent) profile in a
 * temp folder, so IndexedDB is on disk as for a person: the engine's stored file is copied into
 * the profile's IndexedDB like in the app, not kept as a reference in memory as an incognito
 * context (browser.newContext()) does.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import type { BrowserContext } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/browser';

export interface ProfileBrowser {
  context: BrowserContext;
  close(): Promise<void>;
}

export async function launchProfileBrowser(): Promise<ProfileBrowser> {
  const dir = await mkdtemp(join(tmpdir(), 'lumen-bench-profile-'));
  try {
    const context = await chromium.launchPersistentContext(dir, { executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS] });
    return {
      context,
      async close() {
        await context.close();
        await rm(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}
