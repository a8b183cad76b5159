import { describe, expect, it } from 'vitest';
import type { HeldMessage, SentMessages } from '../e2e/support/chaos-expect-direct';
import { messageIn, messageText, messagesHeld, threadMatchesServer } from '../e2e/support/chaos-expect-direct';

// The browser chaos run's message checks (issue 17): each must fail when its property breaks.

const m1 = messageText(7, 1);
const m2 = messageText(7, 2);
const m3 = messageText(7, 3);
const sent = (...rows: [string, 'kept' | 'deleted' | 'unknown'][]): SentMessages =>
  new Map(rows.map(([text, state], i) => [text, { n: i + 1, state }]));
const held = (...rows: [string | null, boolean][]): HeldMessage[] => rows.map(([text, unsent], i) => ({ id: String(i + 1), text, unsent }));

describe('browser chaos: messages held once, in order', () => {
  it('holds when each kept message is on the server once, in the order written, and each unsend is counted', () => {
    expect(messagesHeld(sent([m1, 'kept'], [m2, 'deleted'], [m3, 'kept']), held([m1, false], [null, true], [m3, false]), new Set())).toEqual([]);
  });

  it('finds a message stored twice, one lost, and one never written', () => {
    expect(messagesHeld(sent([m1, 'kept']), held([m1, false], [m1, false]), new Set())).toEqual([`message "${m1}" (kept): 2 on the server`]);
    expect(messagesHeld(sent([m1, 'kept']), held(), new Set())).toEqual([`message "${m1}" (kept): 0 on the server`]);
    expect(messagesHeld(sent(), held([m2, false]), new Set())).toEqual([`message "${m2}" (item 1) on the server, never written`]);
  });

  it('finds messages stored out of the order written, and unsends that did not reach the server', () => {
    expect(messagesHeld(sent([m1, 'kept'], [m2, 'kept']), held([m2, false], [m1, false]), new Set())).toEqual([`messages stored out of order: ${m2}, ${m1}`]);
    expect(messagesHeld(sent([m1, 'deleted']), held(), new Set())).toEqual(["0 of the run's messages unsent on the server, the person unsent 1"]);
  });

  it('a message closed with its tab may or may not be there; one told "Not delivered" must not be', () => {
    expect(messagesHeld(sent([m1, 'unknown']), held(), new Set())).toEqual([]);
    expect(messagesHeld(sent([m1, 'unknown']), held([m1, false]), new Set())).toEqual([]);
    expect(messagesHeld(sent([m1, 'kept']), held([m1, false]), new Set([m1]))).toEqual([`message "${m1}" (Not delivered): 1 on the server`]);
  });

  it('the conversation shows exactly the server messages not unsent, in its order', () => {
    const server = held([m1, false], [null, true], [m3, false]);
    expect(threadMatchesServer([m1, m3], server)).toEqual([]);
    expect(threadMatchesServer([m3, m1], server)).toHaveLength(1);
    expect(threadMatchesServer([m1], server)).toHaveLength(1);
  });

  it('reads the run\'s message out of a bubble\'s label', () => {
    expect(messageIn(`You: ${m2} Seen`)).toBe(m2);
    expect(messageIn('You: hello')).toBeNull();
  });
});
