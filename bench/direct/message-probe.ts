/**
 * Page-side functions of the message benchmark (./message-bench.ts), serialised by Playwright
 * (page.evaluate): no imports, nothing from outside their bodies.
 *
 * Times are high-resolution wall-clock times (`performance.timeOrigin + performance.now()`),
 * comparable between the two people's browser processes on one machine.
 */

/** Marks found in a page's new text: `bench-<kind>-<n>-<run>`. */
export const TOKEN_PATTERN = 'bench-[a-z]+-[0-9]+-[a-z0-9]+';

/**
 * The receiving page: for every token that appears in the DOM (a node added whose text holds
 * it), the time its frame was painted, by the post-paint marker of benchmarks 3 and 9 (the next
 * animation frame, then a task queued from it). Kept in `window.__benchArrived[token]`.
 * A node added inside a frame's animation callbacks (the app renders in its frame batch's
 * callback) is painted by that very frame: its marker is a task queued at once, which runs once
 * that frame's rendering is done (the next frame's callback would charge it one frame more than
 * it took). A node added elsewhere (the raw page's socket message) waits for the next frame.
 */
export function installArrivalProbe(pattern: string): void {
  const w = window as unknown as { __benchArrived?: Record<string, number> };
  if (w.__benchArrived) return;
  const arrived: Record<string, number> = {};
  w.__benchArrived = arrived;
  const seen = new Set<string>();
  const re = new RegExp(pattern, 'g');
  const afterTask = (fn: () => void): void => {
    const channel = new MessageChannel();
    channel.port1.onmessage = fn;
    channel.port2.postMessage(0);
  };
  // In a frame from its first animation callback until a task queued there runs (after its rendering).
  let inFrame = false;
  const raf = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (callback) =>
    raf((time) => {
      if (!inFrame) {
        inFrame = true;
        afterTask(() => (inFrame = false));
      }
      callback(time);
    });
  const painted = (token: string): void => {
    arrived[token] = performance.timeOrigin + performance.now();
  };
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of Array.from(record.addedNodes)) {
        for (const match of (node.textContent ?? '').matchAll(re)) {
          const token = match[0];
          if (seen.has(token)) continue;
          seen.add(token);
          if (inFrame) afterTask(() => painted(token));
          else requestAnimationFrame(() => afterTask(() => painted(token)));
        }
      }
    }
  }).observe(document.body, { childList: true, subtree: true });
}

/** Both pages: a raw WebSocket to the server's relay room; what it receives is added to the page as a line of text. */
export function openRelay(url: string): Promise<void> {
  const w = window as unknown as { __benchRelay?: WebSocket };
  return new Promise<void>((resolve, reject) => {
    const ws = new WebSocket(url);
    w.__benchRelay = ws;
    ws.onopen = () => resolve();
    ws.onerror = () => reject(new Error(`relay ${url}: could not connect`));
    ws.onmessage = (e) => {
      const line = document.createElement('div');
      line.textContent = String(e.data);
      document.body.append(line);
    };
  });
}

/**
 * The sending page, for the floor row: a database of one store, opened once, in this page's
 * profile (on disk, as the app's outbox).
 */
export function openFloorDb(): Promise<void> {
  const w = window as unknown as { __benchFloorDb?: IDBDatabase };
  return new Promise<void>((resolve, reject) => {
    const open = indexedDB.open('bench-durable-floor', 1);
    open.onupgradeneeded = () => open.result.createObjectStore('records', { keyPath: 'id' });
    open.onsuccess = () => {
      w.__benchFloorDb = open.result;
      resolve();
    };
    open.onerror = () => reject(new Error(`bench-durable-floor: ${String(open.error)}`));
  });
}

/**
 * The sending page, the floor of DESIGN rule 1 (a record durable before any network call): one
 * record put in one read-write transaction with the browser's default durability (as the app's
 * outbox writes), and the text on the raw socket once the transaction completed; answers the
 * time the write began. What any app honouring rule 1 pays at least, with no worker, no
 * framework and no server work.
 */
export function sendDurable(text: string): number {
  const w = window as unknown as { __benchRelay?: WebSocket; __benchFloorDb?: IDBDatabase };
  const ws = w.__benchRelay;
  const db = w.__benchFloorDb;
  if (!ws || !db) throw new Error('no relay socket or no floor database');
  const t0 = performance.timeOrigin + performance.now();
  const tx = db.transaction('records', 'readwrite');
  tx.objectStore('records').put({ id: text, name: 'direct-send', args: { text }, createdAt: Date.now(), attempts: 0, state: 'pending' });
  tx.oncomplete = () => ws.send(text);
  return t0;
}

/** The sending page, baseline: the text on the raw socket; answers the time it was handed over. */
export function sendRaw(text: string): number {
  const ws = (window as unknown as { __benchRelay?: WebSocket }).__benchRelay;
  if (!ws) throw new Error('no relay socket');
  const t0 = performance.timeOrigin + performance.now();
  ws.send(text);
  return t0;
}

/**
 * The sending page, the app: the text typed into the composer (React sees it: not timed), then
 * Enter, as a person sends; answers the time Enter was pressed.
 */
export async function sendInApp(text: string): Promise<number> {
  const box = document.querySelector<HTMLTextAreaElement>('textarea.composer__input');
  if (!box) throw new Error('no composer');
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
  setter?.call(box, text);
  box.dispatchEvent(new Event('input', { bubbles: true }));
  const deadline = performance.now() + 5000;
  while (!document.querySelector('.composer__send')) {
    if (performance.now() > deadline) throw new Error('the composer never showed Send');
    await new Promise((r) => setTimeout(r, 0));
  }
  const t0 = performance.timeOrigin + performance.now();
  box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
  return t0;
}
