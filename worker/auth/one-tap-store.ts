/**
 * Stored one-tap login entries (000 §3: user id, nonce, username, profile picture url), per
 * user on this device, in localforage (DESIGN.md: small key-value client state). One record
 * holds them all, keyed by user id; what fails to read is treated as none.
 */
import localforage from 'localforage';
import type { OneTapEntry } from './types';

export interface KeyValue {
  getItem<T>(key: string): Promise<T | null>;
  setItem<T>(key: string, value: T): Promise<T>;
}

export interface OneTapStore {
  list(): Promise<OneTapEntry[]>;
  get(userId: string): Promise<OneTapEntry | null>;
  save(entry: OneTapEntry): Promise<void>;
  forget(userId: string): Promise<void>;
}

export const ONE_TAP_KEY = 'one_tap_entries';

type Entries = Record<string, OneTapEntry>;

function isEntry(v: unknown): v is OneTapEntry {
  const e = v as Partial<OneTapEntry> | null;
  return typeof e === 'object' && e !== null && [e.userId, e.nonce, e.username, e.profilePictureUrl].every((f) => typeof f === 'string') && e.userId !== '' && e.nonce !== '';
}

export function createOneTapStore(kv: () => KeyValue): OneTapStore {
  async function read(): Promise<Entries> {
    const raw = await kv().getItem<unknown>(ONE_TAP_KEY).catch(() => null);
    const out: Entries = {};
    if (typeof raw === 'object' && raw !== null) {
      for (const v of Object.values(raw)) if (isEntry(v)) out[v.userId] = v;
    }
    return out;
  }
  return {
    async list() {
      return Object.values(await read());
    },
    async get(userId) {
      return (await read())[userId] ?? null;
    },
    async save(entry) {
      const all = await read();
      await kv().setItem<Entries>(ONE_TAP_KEY, { ...all, [entry.userId]: entry });
    },
    async forget(userId) {
      const { [userId]: _gone, ...rest } = await read();
      await kv().setItem<Entries>(ONE_TAP_KEY, rest);
    },
  };
}

let shared: KeyValue | null = null;

/** The browser's store (IndexedDB through localforage), created on first use. */
export function localforageKv(): KeyValue {
  shared ??= localforage.createInstance({ name: 'lumen', storeName: 'one_tap' });
  return shared;
}

/** For tests, and where no storage exists. */
export function memoryKv(): KeyValue {
  const map = new Map<string, unknown>();
  return {
    getItem: <T>(key: string) => Promise.resolve((map.get(key) ?? null) as T | null),
    setItem: <T>(key: string, value: T) => {
      map.set(key, structuredClone(value));
      return Promise.resolve(value);
    },
  };
}
