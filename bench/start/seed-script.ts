/**
 * Injected into a page of the app's origin (bench/start, built as one plain script by
 * build-seed.ts): writes a cache of N posts for the app's own viewer into the REAL cache
 * database through the REAL persistence code, as benchmark 1 seeds its own (restore/seed-cache.ts).
 */
import { seedCache } from '../restore/seed-cache';

declare global {
  interface Window {
    lumenStartSeed?: (posts: number, viewerId: string) => Promise<{ ms: number }>;
  }
}

window.lumenStartSeed = async (posts, viewerId) => {
  const { ms } = await seedCache(posts, viewerId);
  return { ms };
};
