/// <reference lib="webworker" />
/**
 * The service worker (DESIGN.md: precache, HTML and media caching, push, background sync of
 * queued mutations). Built by vite-plugin-pwa with Workbox's injectManifest, which fills in
 * self.__WB_MANIFEST with exactly the files of the build.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching';
import { registerMessages } from './messages';
import { registerPush } from './push';
import { registerOutboxReplay } from './background-sync';
import { registerRoutes } from './routes';
import { registerTelemetry } from './telemetry';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

void self.skipWaiting();
clientsClaim();

// Runtime routes first: they win over the precache route for navigations (see routes.ts).
registerRoutes(self);
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerMessages(self, registerOutboxReplay(self));
registerPush(self);
registerTelemetry(self);
