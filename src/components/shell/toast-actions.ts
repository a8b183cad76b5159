import { useEffect, useRef, useSyncExternalStore } from 'react';

/**
 * The main-thread half of toast actions (000 §3 Toast: actionText, actionHandler). Toasts live
 * in the worker's state, which holds only data, so an action there is an id plus string args
 * (worker/model.ts ToastUiAction); the callback it stands for is registered here, under that
 * id, by the part of the UI that can carry it out:
 *
 *   screen ── registerToastAction('one-tap-retry', fn) ──▶ registry (main thread)
 *   screen ── worker.showToast(text, {action: {label, actionId, args}}) ──▶ worker state
 *   ToastHost ◀── mirror patch: toast {action: {type: 'ui', actionId, args}}
 *   tap ──▶ ToastHost: registry.run(actionId, args), dismissToast(id)
 *
 * A toast whose callback is not registered (its screen is gone) shows no action button.
 */
export type ToastActionHandler = (args: Readonly<Record<string, string>>) => void;

export interface ToastActionRegistry {
  /** Registers the callback for the id (replacing an earlier one); returns its removal. */
  register(id: string, handler: ToastActionHandler): () => void;
  has(id: string): boolean;
  /** Runs the callback; false when none is registered under the id. */
  run(id: string, args: Readonly<Record<string, string>>): boolean;
  subscribe(listener: () => void): () => void;
  /** Changes whenever a callback comes or goes (for useSyncExternalStore). */
  version(): number;
}

export function createToastActionRegistry(): ToastActionRegistry {
  const handlers = new Map<string, ToastActionHandler>();
  const listeners = new Set<() => void>();
  let version = 0;
  const changed = () => {
    version += 1;
    for (const l of [...listeners]) l();
  };
  return {
    register(id, handler) {
      handlers.set(id, handler);
      changed();
      return () => {
        if (handlers.get(id) !== handler) return; // replaced since: leave the newer one
        handlers.delete(id);
        changed();
      };
    },
    has: (id) => handlers.has(id),
    run(id, args) {
      const handler = handlers.get(id);
      if (!handler) return false;
      handler(args);
      return true;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    version: () => version,
  };
}

/** The app's registry. */
export const toastActions = createToastActionRegistry();

/** Registers `handler` under `id` while the calling component is mounted (the latest handler runs). */
export function useToastAction(id: string, handler: ToastActionHandler): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => toastActions.register(id, (args) => latest.current(args)), [id]);
}

/** Whether a callback is registered under the id, kept current. */
export function useToastActionAvailable(id: string | null): boolean {
  useSyncExternalStore(toastActions.subscribe, toastActions.version, toastActions.version);
  return id !== null && toastActions.has(id);
}
