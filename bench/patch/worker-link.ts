/** The page's side of the bench worker's control channel: typed requests and replies. */
import type { FromWorker, ToWorker } from './protocol';

export interface WorkerLink {
  send(msg: ToWorker, transfer?: Transferable[]): void;
  /** The next reply of that type. */
  next<T extends FromWorker['type']>(type: T): Promise<Extract<FromWorker, { type: T }>>;
  close(): void;
}

export function linkWorker(worker: Worker): WorkerLink {
  const waiting = new Map<string, (m: FromWorker) => void>();
  let failure: Error | null = null;
  worker.onmessage = (e: MessageEvent<FromWorker>) => {
    if (e.data.type === 'error') failure = new Error(`bench worker: ${e.data.message}`);
    const resolve = waiting.get(e.data.type);
    waiting.delete(e.data.type);
    resolve?.(e.data);
  };
  worker.onerror = (e) => (failure = new Error(`bench worker: ${e.message}`));
  return {
    send: (msg, transfer = []) => worker.postMessage(msg, transfer),
    next(type) {
      if (failure) return Promise.reject(failure);
      return new Promise((resolve) => waiting.set(type, resolve as (m: FromWorker) => void));
    },
    close: () => worker.terminate(),
  };
}
