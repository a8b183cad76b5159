/**
 * The worker as the page calls it, with taps made in one task sent as one message (issue 16,
 * bench 8): a burst of a thousand likes is one `callTaps` message, which the worker starts in
 * order and its outbox writes in one transaction (worker/tap-calls.ts). A tap made alone goes
 * alone, as before. Any other call sends the taps waiting first, so the worker still receives
 * every call in the order the page made it.
 */
import * as Comlink from 'comlink';
import type { WorkerApi } from '../../worker/api-types';
import { isTapCall } from '../../worker/tap-calls';
import type { TapCall, TapOutcome } from '../../worker/tap-calls';

interface Waiting {
  call: TapCall;
  resolve(): void;
  reject(error: Error): void;
}

function failure(outcome: Extract<TapOutcome, { ok: false }>): Error {
  const error = new Error(outcome.message);
  error.name = outcome.name;
  return error;
}

export function batchTaps(remote: Comlink.Remote<WorkerApi>): Comlink.Remote<WorkerApi> {
  let waiting: Waiting[] = [];

  const send = (): void => {
    const batch = waiting;
    waiting = [];
    const [only] = batch;
    if (only === undefined) return;
    if (batch.length === 1) {
      const fn = remote[only.call.method] as unknown as (...args: unknown[]) => Promise<void>;
      fn(...only.call.args).then(only.resolve, only.reject);
      return;
    }
    remote.callTaps(batch.map((w) => w.call)).then(
      (outcomes) => batch.forEach((w, i) => {
        const outcome = outcomes[i];
        if (outcome?.ok === false) w.reject(failure(outcome));
        else if (outcome === undefined) w.reject(new Error('the worker did not answer this tap'));
        else w.resolve();
      }),
      (error: Error) => batch.forEach((w) => w.reject(error)),
    );
  };

  return new Proxy(remote, {
    get(target, property, receiver) {
      if (typeof property === 'string' && isTapCall(property)) {
        return (...args: unknown[]) =>
          new Promise<void>((resolve, reject) => {
            if (waiting.length === 0) queueMicrotask(send);
            waiting.push({ call: { method: property, args }, resolve, reject });
          });
      }
      send(); // the taps made before this call reach the worker before it
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}

/** The worker's API as the app's page holds it (startClient), also for the benchmarks. */
export function wrapWorker(endpoint: Comlink.Endpoint): Comlink.Remote<WorkerApi> {
  return batchTaps(Comlink.wrap<WorkerApi>(endpoint));
}
