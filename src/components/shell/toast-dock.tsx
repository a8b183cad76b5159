import { useCallback, useSyncExternalStore } from 'react';

/**
 * Where the toast shows. By default the toast floats above the tab bar (toast-host.css); a
 * screen with a composer at its foot (a conversation) places a dock in its own column, above
 * the composer, and the toast takes its room there, in the flow: it covers neither the
 * composer nor the last message (issue 13: on a phone "Couldn't share your photo" covered the
 * "Not delivered / Retry" line). The newest mounted dock is used; none: the floating host.
 */
let dock: HTMLElement | null = null;
const listeners = new Set<() => void>();

function setDock(next: HTMLElement | null): void {
  if (dock === next) return;
  dock = next;
  for (const l of [...listeners]) l();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const current = () => dock;

/** The mounted dock's element, kept current (null: none). */
export function useToastDock(): HTMLElement | null {
  return useSyncExternalStore(subscribe, current, () => null);
}

/** The place a screen keeps for the toast; empty (no height) while none shows. */
export function ToastDock() {
  // React 19: the ref's returned cleanup runs when this dock goes.
  const ref = useCallback((el: HTMLDivElement) => {
    setDock(el);
    return () => {
      if (dock === el) setDock(null);
    };
  }, []);
  return <div className="toast-dock" ref={ref} />;
}
