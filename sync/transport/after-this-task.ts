/**
 * Runs `fn` in a task of its own, once this task and its microtasks are over (no timer
 * clamping): what was asked for during the task goes together (the outbox's group commit,
 * ../outbox/batch-writer.ts; the mutations of a batch, ./batch.ts).
 */
export function afterThisTask(fn: () => void): void {
  if (typeof MessageChannel !== 'function') {
    setTimeout(fn, 0);
    return;
  }
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    fn();
  };
  channel.port2.postMessage(null);
}
