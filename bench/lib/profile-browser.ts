/**
 * The benchmarks' browser for what a person's browser does: the system Chromium with a real
 * (persistent) profile in a temp folder, so IndexedDB is on disk as for a person (an incognito
 * context, browser.newContext(), keeps it in memory, and keeps a stored `File` as a reference
 * instead of copying it). Every benchmark that touches IndexedDB runs in one (issue 16).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import type { BrowserContext, BrowserContextOptions } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser';

export interface ProfileBrowser {
  context: BrowserContext;
  /** The profile's folder (on the browser's command line: its processes can be told from others'). */
  profileDir: string;
  close(): Promise<void>;
}

/** `options`: what a context takes (e.g. `devices['Pixel 7']`), applied to the profile's one context. */
export async function launchProfileBrowser(options: BrowserContextOptions = {}): Promise<ProfileBrowser> {
  const dir = await mkdtemp(join(tmpdir(), 'lumen-bench-profile-'));
  try {
    const context = await chromium.launchPersistentContext(dir, { ...options, executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS] });
    return {
      context,
      profileDir: dir,
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
