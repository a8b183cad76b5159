/**
 * Added (data usage): 001 §1 /accounts/data_usage/preferences/, "Use less data" on this device.
 * A device's setting, not the account's (a data plan belongs to a phone): kept in localStorage,
 * heard by every tab of the browser (the `storage` event). Until the person chooses, it follows
 * the browser's Data Saver (`navigator.connection.saveData`, the Save-Data hint). On, pictures
 * load at a smaller size (media-layout.ts lessDataSrcSet) and videos load only when played.
 */
import { useSyncExternalStore } from 'react';

export const DATA_USAGE_KEY = 'lumen-data-usage';

export interface DataUsage {
  lessData: boolean;
  /** 'chosen': the person's choice here; 'browser': the browser's Data Saver; 'default': off. */
  source: 'chosen' | 'browser' | 'default';
}

interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** What the stored choice and the browser's hint make (pure). */
export function dataUsageOf(stored: string | null, saveData: boolean): DataUsage {
  if (stored === 'less') return { lessData: true, source: 'chosen' };
  if (stored === 'normal') return { lessData: false, source: 'chosen' };
  return saveData ? { lessData: true, source: 'browser' } : { lessData: false, source: 'default' };
}

function storage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage refused (a sandboxed frame, some privacy modes)
  }
}

interface ConnectionLike extends EventTarget {
  saveData?: boolean;
}

const connection = (): ConnectionLike | undefined =>
  typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { connection?: ConnectionLike }).connection;

const browserSaveData = (): boolean => connection()?.saveData === true;

const listeners = new Set<() => void>();
let current: DataUsage | null = null;

function read(): DataUsage {
  const stored = (() => {
    try {
      return storage()?.getItem(DATA_USAGE_KEY) ?? null;
    } catch {
      return null;
    }
  })();
  const next = dataUsageOf(stored, browserSaveData());
  // The same object while nothing changed (useSyncExternalStore compares snapshots).
  if (!current || current.lessData !== next.lessData || current.source !== next.source) current = next;
  return current;
}

function changed(): void {
  read();
  for (const l of listeners) l();
}

/**
 * The setting as last read. While a component listens, the storage and connection events keep it
 * current, so the pictures of a scrolled feed do not read localStorage at each render; with no
 * listener, it is read again.
 */
function snapshot(): DataUsage {
  return listeners.size > 0 && current ? current : read();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
    connection()?.addEventListener('change', changed);
    read();
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
    connection()?.removeEventListener('change', changed);
  };
}

function onStorage(e: StorageEvent): void {
  if (e.key === DATA_USAGE_KEY || e.key === null) changed();
}

const OFF: DataUsage = { lessData: false, source: 'default' };

/** The setting now, kept current (another tab's change too). */
export function useDataUsage(): DataUsage {
  return useSyncExternalStore(subscribe, snapshot, () => OFF);
}

/** The person's choice on this device; false if the browser refuses to keep it. */
export function chooseLessData(on: boolean): boolean {
  try {
    const s = storage();
    if (!s) return false;
    s.setItem(DATA_USAGE_KEY, on ? 'less' : 'normal');
  } catch {
    return false;
  }
  changed();
  return true;
}
