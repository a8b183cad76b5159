/**
 * Injected into every page of the like-tap context (Playwright addInitScript): times one tap,
 * from the click (a capture listener on window, performance.now()) to the next animation
 * frame after the button's aria-pressed became 'true' (MutationObserver, then
 * requestAnimationFrame), plus a task after that frame as an estimate of the paint.
 * Self-contained: no imports at run time, so the built file is a plain script.
 */
import type { TapProbe, TapTiming } from '../lib/page-api';

const TIMEOUT_MS = 5_000;
let current: Promise<TapTiming> | null = null;

function arm(button: Element): void {
  let clickAt = -1;
  const onClick = (e: Event) => {
    if (clickAt < 0 && e.target instanceof Node && button.contains(e.target)) clickAt = performance.now();
  };
  let stop = () => undefined as void;
  current = new Promise<TapTiming>((resolve, reject) => {
    const observer = new MutationObserver(() => {
      if (button.getAttribute('aria-pressed') !== 'true') return;
      const changedAt = performance.now();
      stop();
      requestAnimationFrame(() => {
        const frameAt = performance.now();
        const after = new MessageChannel();
        after.port1.onmessage = () => {
          after.port1.close();
          if (clickAt < 0) reject(new Error('no click event reached the button'));
          else resolve({ clickAt, changedAt, frameAt, paintedAt: performance.now() });
        };
        after.port2.postMessage(null);
      });
    });
    const timer = setTimeout(() => (stop(), reject(new Error(`the button was not pressed within ${TIMEOUT_MS} ms`))), TIMEOUT_MS);
    stop = () => {
      clearTimeout(timer);
      observer.disconnect();
      window.removeEventListener('click', onClick, true);
    };
    observer.observe(button, { attributes: true, attributeFilter: ['aria-pressed'] });
    window.addEventListener('click', onClick, true);
  });
  current.catch(() => undefined); // read through result()
}

const request = <T>(r: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });

let scratch: Promise<IDBDatabase> | null = null;
function scratchDb(): Promise<IDBDatabase> {
  const open = indexedDB.open('lumen-bench-scratch', 1);
  open.onupgradeneeded = () => open.result.createObjectStore('records', { keyPath: 'id' });
  return (scratch ??= request(open));
}

/** A raw readwrite transaction like one outbox enqueue (default durability), timed to complete. */
async function timeIdbWrite(): Promise<number> {
  const db = await scratchDb();
  const t0 = performance.now();
  const tx = db.transaction('records', 'readwrite');
  tx.objectStore('records').put({ id: crypto.randomUUID(), name: 'post-like', args: { postId: '1' }, createdAt: Date.now(), attempts: 0, state: 'pending' });
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
  });
  return performance.now() - t0;
}

const probe: TapProbe = {
  arm,
  result: () => current ?? Promise.reject(new Error('probe not armed')),
  timeIdbWrite,
};
window.lumenTapProbe = probe;
