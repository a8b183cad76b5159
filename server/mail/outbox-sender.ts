import type { OutboxRepo } from '../db/types';
import type { Sender } from './sender';

/** Keeps every message in the outbox table (read at /dev/outbox in development). */
export function createOutboxSender(outbox: OutboxRepo, now: () => number): Sender {
  return {
    send: async (m) => {
      outbox.add({ kind: m.kind, to: m.to, subject: m.subject, text: m.text, link: m.link ?? null, createdMs: now() });
    },
  };
}
