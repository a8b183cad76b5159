/** A transport that records requests and answers from a script (tests only). */
import { TransportError } from '../../sync';
import type { Transport, TransportRequest } from '../../sync';
import { makeSession } from '../../sync/transport/test-kit';
import type { AuthFlowDeps } from './call';
import { createOneTapStore, memoryKv } from './one-tap-store';

export type Answer = { status: number; body: unknown } | 'no-answer';

export function fakeTransport(answer: (req: TransportRequest) => Answer) {
  const requests: TransportRequest[] = [];
  const transport: Transport = {
    request<T>(req: TransportRequest): Promise<T> {
      requests.push(req);
      const a = answer(req);
      if (a === 'no-answer') return Promise.reject(TransportError.network(req.path, 'offline'));
      if (a.status >= 200 && a.status < 300) return Promise.resolve(a.body as T);
      return Promise.reject(TransportError.http(req.path, a.status, JSON.stringify(a.body)));
    },
  };
  return { transport, requests };
}

export function authDeps(answer: (req: TransportRequest) => Answer): AuthFlowDeps & { requests: TransportRequest[] } {
  const { transport, requests } = fakeTransport(answer);
  const kv = memoryKv(); // a fresh device
  return {
    requests,
    transport,
    session: () => makeSession(),
    now: () => 1_700_000_000_000,
    log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    oneTap: createOneTapStore(() => kv),
  };
}
