/**
 * The browser chaos test's messages (issue 17 names sending one once direct messages landed):
 * what the person sent and unsent in one conversation, and properties 1–2 for them, as plain
 * functions answering what is wrong (empty: holds), beside ./chaos-expect.ts for the rest.
 *   1 messagesHeld: each message the person sent is on the server exactly once (its unsend
 *     marks it deleted, it stays a row), and the messages are stored in the order written
 *     (offline too); one the server refused shows "Not delivered" (told) and is not held;
 *   2 threadMatchesServer: the conversation then shows exactly the server's messages of the
 *     run that are not unsent, in the server's order.
 */
import type { CommentState } from './chaos-expect';

export interface SentMessage {
  /** The order written in the run (1, 2, …). */
  n: number;
  state: CommentState;
}

/** By text (unique in a run). */
export type SentMessages = Map<string, SentMessage>;

/**
 * A message of the run as the server holds it (`direct_items` after the seed's, oldest first by
 * id). An unsent message stays a row marked deleted, its text gone (server/db/sqlite-direct.ts).
 */
export interface HeldMessage {
  id: string;
  /** Null once unsent. */
  text: string | null;
  unsent: boolean;
}

/** The run's message texts end with a dot, so they can be found in a bubble's label. */
export const messageText = (seed: number, n: number): string => `chaos ${seed}-m${n}.`;
export const messagePrefix = (seed: number): string => `chaos ${seed}-m`;
const MESSAGE_TEXT = /chaos \d+-m\d+\./;

/** The run's message in a bubble's text, or null. */
export function messageIn(text: string): string | null {
  return MESSAGE_TEXT.exec(text)?.[0] ?? null;
}

/**
 * `refused`: texts shown "Not delivered" (told) once everything settled. An unsent message has
 * no text left on the server, so unsends are counted: as many rows unsent as the person unsent.
 */
export function messagesHeld(sent: SentMessages, held: readonly HeldMessage[], refused: ReadonlySet<string>): string[] {
  const wrong: string[] = [];
  const kept = held.filter((m) => !m.unsent);
  const count = (text: string) => kept.filter((m) => m.text === text).length;
  for (const [text, m] of sent) {
    const n = count(text);
    const want = refused.has(text) || m.state === 'deleted' ? [0] : m.state === 'kept' ? [1] : [0, 1];
    if (!want.includes(n)) wrong.push(`message "${text}" (${refused.has(text) ? 'Not delivered' : m.state}): ${n} on the server`);
  }
  for (const m of kept) if (m.text === null || !sent.has(m.text)) wrong.push(`message "${m.text ?? ''}" (item ${m.id}) on the server, never written`);
  const unsent = held.filter((m) => m.unsent).length;
  const deleted = [...sent.values()].filter((m) => m.state === 'deleted').length;
  if (unsent !== deleted) wrong.push(`${unsent} of the run's messages unsent on the server, the person unsent ${deleted}`);
  const order = kept.map((m) => sent.get(m.text ?? '')?.n ?? 0);
  if (order.some((n, i) => i > 0 && n < (order[i - 1] ?? 0))) wrong.push(`messages stored out of order: ${kept.map((m) => m.text).join(', ')}`);
  return wrong;
}

/** `shown`: the run's messages the conversation shows, oldest first. */
export function threadMatchesServer(shown: readonly string[], held: readonly HeldMessage[]): string[] {
  const want = held.filter((m) => !m.unsent).map((m) => m.text);
  const got = shown;
  if (JSON.stringify(got) === JSON.stringify(want)) return [];
  return [`conversation shows ${JSON.stringify(got)}, server ${JSON.stringify(want)}`];
}
