import { describe, expect, it } from 'vitest';
import type { TypingStatus } from '../../../sync/api/direct-wire';
import type { TypingSent } from './typing-throttle';
import { TYPING_RENEW_MS, typingToSend } from './typing-throttle';

function sends(steps: [TypingStatus, number][]): number[] {
  let last: TypingSent | undefined;
  const out: number[] = [];
  for (const [status, at] of steps) {
    const r = typingToSend(last, status, at);
    last = r.last;
    if (r.send) out.push(at);
  }
  return out;
}

describe('typing throttle', () => {
  it('keystrokes send text once, then a renewal every 3 s while typing', () => {
    const keys: [TypingStatus, number][] = Array.from({ length: 70 }, (_, i) => [1, i * 100]);
    expect(sends(keys)).toEqual([0, TYPING_RENEW_MS, 2 * TYPING_RENEW_MS]);
  });

  it('off goes once and only after typing; a change of kind goes at once', () => {
    expect(sends([[0, 0]])).toEqual([]);
    expect(sends([[1, 0], [0, 100], [0, 200]])).toEqual([0, 100]);
    expect(sends([[1, 0], [2, 50], [2, 60]])).toEqual([0, 50]);
  });
});
