/**
 * The page bootstrap (000 §3, window._sharedData). A page served by the service worker's cache
 * offline may have none, or a stale one: then the last bootstrap seen is used.
 */
import type { Bootstrap } from '../../sync/api/bootstrap';
import type { InitOptions } from '../../worker/api-types';

export const BOOTSTRAP_STORAGE_KEY = 'lumen:bootstrap';

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  /** Logout forgets the saved bootstrap: it names the viewer (./logout.ts). */
  removeItem(key: string): void;
}

export interface BootstrapRead {
  bootstrap: Bootstrap | null;
  /** Where it came from, for the worker (InitOptions). */
  source: InitOptions['bootstrap'];
}

function isBootstrap(v: unknown): v is Bootstrap {
  return typeof v === 'object' && v !== null && typeof (v as Bootstrap).csrf_token === 'string' && 'viewerId' in v;
}

/**
 * `raw` is window._sharedData. Offline, a present bootstrap may be the cached page's (stale):
 * it is used, but reported as 'cache' so the worker trusts its cached viewer.
 */
export function readBootstrap(raw: unknown, storage: KeyValueStorage | null, online: boolean): BootstrapRead {
  if (isBootstrap(raw)) {
    if (online) {
      try {
        storage?.setItem(BOOTSTRAP_STORAGE_KEY, JSON.stringify(raw));
      } catch {
        // Storage full or blocked: the bootstrap is only a fallback.
      }
    }
    return { bootstrap: raw, source: online ? 'server' : 'cache' };
  }
  try {
    const saved: unknown = JSON.parse(storage?.getItem(BOOTSTRAP_STORAGE_KEY) ?? 'null');
    if (isBootstrap(saved)) return { bootstrap: saved, source: 'cache' };
  } catch {
    // A broken saved copy is no bootstrap.
  }
  return { bootstrap: null, source: 'none' };
}
