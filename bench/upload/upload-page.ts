/**
 * Bench page (benchmarks 4–6). The real upload engine runs in a worker, as in the app
 * (./engine-worker.ts); files come from the page's file inputs, which Playwright fills from
 * disk (setInputFiles), so the browser reads them from disk in slices like a picked file.
 * tus-js-client, the comparison of benchmark 5, runs here on the page (it needs XMLHttpRequest,
 * which workers lack).
 */
import type { FromWorker, ToWorker, UploadBenchApi } from './upload-api';
import { tusUpload } from './tus-upload';

function picked(id: string): File | null {
  return document.querySelector<HTMLInputElement>(`#${id}`)?.files?.[0] ?? null;
}

function required(id: string): File {
  const file = picked(id);
  if (!file) throw new Error(`no file picked in #${id}`);
  return file;
}

let worker: Worker | null = null;

/** Sends one request to the worker and waits for its reply (one at a time). */
function ask<T extends FromWorker['type']>(msg: ToWorker, reply: T): Promise<Extract<FromWorker, { type: T }>> {
  const w = worker;
  if (!w) return Promise.reject(new Error('init first'));
  return new Promise((resolve, reject) => {
    w.onmessage = (e: MessageEvent<FromWorker>) => {
      if (e.data.type === reply) resolve(e.data as Extract<FromWorker, { type: T }>);
      else if (e.data.type === 'error') reject(new Error(`bench worker: ${e.data.message}`));
    };
    w.onerror = (e) => reject(new Error(`bench worker: ${e.message}`));
    w.postMessage(msg);
  });
}

const api: UploadBenchApi = {
  async init(session, viewerId) {
    worker = new Worker(new URL('./engine-worker.ts', import.meta.url), { type: 'module' });
    await ask({ type: 'init', session, viewerId, dbName: `bench-uploads-${Date.now()}` }, 'ready');
  },
  async engine(opts) {
    return (await ask({ type: 'engine', file: required('file'), cover: picked('cover'), opts }, 'engine-done')).run;
  },
  async plain(facts) {
    return (await ask({ type: 'plain', file: required('file'), facts }, 'plain-done')).run;
  },
  tus: (opts) => tusUpload(required('file'), opts),
};

window.lumenUploadBench = api;
