/**
 * Log out from the main thread (the Log out button):
 *
 *   worker.logout() ──ok──▶ forget the saved bootstrap ──▶ {type:'clear-user-caches'} to the
 *        │                  (localStorage 'lumen:bootstrap')   service worker (its HTML cache
 *        │                                                      embeds the viewer's bootstrap)
 *        └─failed──▶ false (the worker shows a toast; the viewer stays logged in)
 *
 * The worker has by then discarded the viewer's cache and written a session with viewerId
 * null to the outbox meta, so nothing of theirs is sent until they log in again. Resolves true
 * once logged out: the caller then navigates (a full navigation to the login page).
 */
import { useCallback } from 'react';
import type { Remote } from 'comlink';
import { sendToServiceWorker } from '../../sync/outbox/browser';
import { SwMessageType } from '../../sync/outbox/sw-messages';
import type { CallResult, WorkerApi } from '../../worker/api-types';
import type { KeyValueStorage } from './bootstrap';
import { BOOTSTRAP_STORAGE_KEY } from './bootstrap';
import { useWorker } from './client-context';

/** Ours to choose: how long logout waits for the service worker to drop its pages. */
export const CLEAR_CACHES_TIMEOUT_MS = 3000;

export interface LogoutDeps {
  logout(): Promise<CallResult<null>>;
  /** Asks the service worker to drop the cached pages; settles when done or given up. */
  clearServiceWorkerCaches(): Promise<unknown>;
  storage: Pick<KeyValueStorage, 'removeItem'> | null;
  onError(error: unknown): void;
}

export async function logOut(deps: LogoutDeps): Promise<boolean> {
  const result = await deps.logout();
  if (!result.ok) return false;
  try {
    deps.storage?.removeItem(BOOTSTRAP_STORAGE_KEY);
  } catch (error) {
    deps.onError(error);
  }
  await deps.clearServiceWorkerCaches().catch(deps.onError);
  return true;
}

/** Posts clear-user-caches where a service worker is registered (none in development). */
async function clearServiceWorkerCaches(): Promise<unknown> {
  const container = typeof navigator === 'undefined' ? undefined : (navigator.serviceWorker as ServiceWorkerContainer | undefined);
  if (container === undefined) return null;
  if (container.controller === null && (await container.getRegistration()) === undefined) return null;
  return sendToServiceWorker({ type: SwMessageType.clearUserCaches }, CLEAR_CACHES_TIMEOUT_MS);
}

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function browserLogoutDeps(worker: Remote<WorkerApi>): LogoutDeps {
  return {
    logout: () => worker.logout(),
    clearServiceWorkerCaches,
    storage: localStorageOrNull(),
    onError: (error) => console.error('[client] logout', error),
  };
}

/** The Log out action: resolves true once logged out (then navigate to the login page). */
export function useLogout(): () => Promise<boolean> {
  const worker = useWorker();
  return useCallback(() => logOut(browserLogoutDeps(worker)), [worker]);
}
