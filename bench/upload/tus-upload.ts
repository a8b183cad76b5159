/**
 * Benchmark 5's comparison: the picked file through tus-js-client (its browser build: Blob
 * slices sent with XMLHttpRequest), configured as its users do: its default chunk size (the
 * whole file in one request, resumed from the server's offset after a drop) or a given one,
 * retry delays, and no resuming from an earlier run (each run is a fresh upload).
 */
import { Upload } from 'tus-js-client';
import type { TusOptions, TusRun } from './upload-api';

export function tusUpload(file: File, opts: TusOptions): Promise<TusRun> {
  const requests: Record<string, number> = {};
  return new Promise((resolve, reject) => {
    const startAt = performance.now();
    const upload = new Upload(file, {
      endpoint: opts.endpoint,
      ...(opts.chunkSize === null ? {} : { chunkSize: opts.chunkSize }),
      retryDelays: opts.retryDelays,
      storeFingerprintForResuming: false,
      metadata: { filename: file.name, filetype: file.type },
      onBeforeRequest: (req) => {
        const method = req.getMethod();
        requests[method] = (requests[method] ?? 0) + 1;
      },
      onError: (error) => reject(error),
      onSuccess: () => resolve({ startAt, endAt: performance.now(), requests, bytes: file.size }),
    });
    upload.start();
  });
}
