/**
 * The Web Worker entry: the engine with the real platform, exposed through Comlink. Patches to
 * the main-thread mirror go on the MessagePort given to init (plain postMessage).
 */
import * as Comlink from 'comlink';
import { openOutboxStore } from '../sync';
import { createEngine } from './engine';
import type { EngineDeps } from './engine';
import { consoleLogger, systemClock } from './platform';
import { browserDirectSocket } from './direct/realtime/browser';

const scope = globalThis as typeof globalThis & {
  requestIdleCallback?: (fn: () => void, opts: { timeout: number }) => number;
};

const realDeps: EngineDeps = {
  fetch: (...args) => fetch(...args),
  origin: self.location.origin,
  clock: systemClock(),
  idb: typeof indexedDB === 'undefined' ? null : indexedDB,
  openOutbox: (options) => openOutboxStore(options),
  BroadcastChannel: typeof BroadcastChannel === 'undefined' ? null : BroadcastChannel,
  locks: typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : null,
  uuid: () => crypto.randomUUID(),
  random: Math.random,
  requestIdle: scope.requestIdleCallback ? (fn, opts) => void scope.requestIdleCallback?.(fn, opts) : undefined,
  subtle: crypto.subtle,
  storage: typeof navigator !== 'undefined' ? (navigator.storage as StorageManager | undefined) ?? null : null,
  log: consoleLogger,
  // Registered before Comlink's listener (expose below), so it runs first for every call.
  onTaskStart: (listener) => self.addEventListener('message', listener),
  // Added (dmrt), issue 13: the direct socket (one for all tabs: Web Locks + BroadcastChannel).
  directSocket: browserDirectSocket(),
};

const engine = createEngine(realDeps);
// Issue 14: the worker's own errors go to /client_error/ (000 §7, §8 "Unhandled errors go to the client-error endpoint").
self.addEventListener('error', (e: ErrorEvent) => engine.reportError(e.error ?? e.message, { script: e.filename, line: e.lineno, column: e.colno, message: e.message }));
self.addEventListener('unhandledrejection', (e: PromiseRejectionEvent) => engine.reportError(e.reason));
Comlink.expose(engine);
