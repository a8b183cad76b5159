/**
 * The worker's fetch, logging each request (method, Offset, body size, start, answer) for the
 * upload benchmarks. It adds nothing to the request: the engine's own headers and body go out.
 */
import { UploadHeader } from '../../sync/api/upload';
import type { RequestLog } from './upload-api';

export interface MeteredFetch {
  fetch: typeof fetch;
  /** The requests since the last take(), oldest first. */
  take(): RequestLog[];
}

function offsetOf(init: RequestInit | undefined): number | null {
  const value = new Headers(init?.headers).get(UploadHeader.offset);
  return value === null ? null : Number(value);
}

export function meteredFetch(base: typeof fetch = (...args) => fetch(...args)): MeteredFetch {
  let log: RequestLog[] = [];
  const metered: typeof fetch = async (input, init) => {
    const entry: RequestLog = {
      method: init?.method ?? 'GET',
      offset: offsetOf(init),
      bytes: init?.body instanceof Blob ? init.body.size : 0,
      startAt: performance.now(),
      endAt: 0,
      status: 0,
    };
    log.push(entry);
    try {
      const response = await base(input, init);
      entry.status = response.status;
      return response;
    } finally {
      entry.endAt = performance.now();
    }
  };
  return {
    fetch: metered,
    take() {
      const taken = log;
      log = [];
      return taken;
    },
  };
}
