/**
 * Injected into every page of the like-tap context (Playwright addInitScript): times one tap
 * to the frame that shows its new state (issue 16), two ways:
 *
 *  - Event Timing: the click's PerformanceEventTiming entry (PerformanceObserver, type 'event',
 *    durationThreshold 16, the API's least). Its `duration` runs from the input's time stamp to
 *    the next paint after the click's handlers ran, rounded to 8 ms; a click under 16 ms gets
 *    no entry at all (`eventMs` null).
 *  - A post-paint marker: the button's aria-pressed becoming 'true' (MutationObserver), then
 *    the next animation frame, then a task queued from that frame's requestAnimationFrame
 *    callback (MessageChannel), which runs once that frame's rendering is done.
 *
 * The Event Timing entry ends at the first paint after the click, whatever it shows; so the
 * probe also notes whether the state changed before the first frame after the click began
 * (`inFirstFrame`): only then does that paint show it.
 * Self-contained: no imports at run time, so the built file is a plain script.
 */
import type { TapProbe, TapTiming } from '../lib/page-api';

const TIMEOUT_MS = 5_000;
/** Event Timing's least threshold: a shorter click reports no entry. (Not exported: a plain script.) */
const EVENT_THRESHOLD_MS = 16;
let current: Promise<TapTiming> | null = null;

const nextFrame = () => new Promise<number>((r) => requestAnimationFrame(() => r(performance.now())));
const afterThisFrame = () =>
  new Promise<number>((resolve) =>
    requestAnimationFrame(() => {
      const after = new MessageChannel();
      after.port1.onmessage = () => {
        after.port1.close();
        resolve(performance.now());
      };
      after.port2.postMessage(null);
    }),
  );

function arm(button: Element): void {
  let clickAt = -1;
  let firstFrameAt = -1;
  const entries: PerformanceEventTiming[] = [];
  const timing = new PerformanceObserver((list) => entries.push(...(list.getEntries() as PerformanceEventTiming[])));
  timing.observe({ type: 'event', durationThreshold: EVENT_THRESHOLD_MS } as PerformanceObserverInit);
  const onClick = (e: Event) => {
    if (clickAt >= 0 || !(e.target instanceof Node) || !button.contains(e.target)) return;
    clickAt = e.timeStamp; // the input's time stamp: where Event Timing's duration starts too
    requestAnimationFrame(() => (firstFrameAt = performance.now()));
  };
  let stop = () => undefined as void;
  current = new Promise<TapTiming>((resolve, reject) => {
    const observer = new MutationObserver(() => {
      if (button.getAttribute('aria-pressed') !== 'true') return;
      const changedAt = performance.now();
      stop();
      void (async () => {
        const paintedAt = await afterThisFrame();
        // The entry is reported after the paint it ends at: give it two more frames and a task.
        await nextFrame();
        await nextFrame();
        await new Promise((r) => setTimeout(r, 50));
        timing.disconnect();
        if (clickAt < 0) return reject(new Error('no click event reached the button'));
        const click = entries.find((x) => x.name === 'click' && Math.abs(x.startTime - clickAt) < 1);
        resolve({
          clickAt,
          changedAt,
          firstFrameAt,
          paintedAt,
          eventMs: click ? click.duration : null,
          inFirstFrame: firstFrameAt < 0 || changedAt < firstFrameAt,
        });
      })();
    });
    const timer = setTimeout(() => (stop(), timing.disconnect(), reject(new Error(`the button was not pressed within ${TIMEOUT_MS} ms`))), TIMEOUT_MS);
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
