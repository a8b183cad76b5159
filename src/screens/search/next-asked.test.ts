import { describe, expect, it } from 'vitest';
import { nextAsked } from './next-asked';

describe('nextAsked', () => {
  it('asks the typed text at once when no answer is awaited', () => {
    expect(nextAsked('al', 'ali', false)).toBe('ali');
  });

  it('keeps the asked query while its answer is awaited, then asks only the latest text', () => {
    expect(nextAsked('a', 'al', true)).toBe('a');
    expect(nextAsked('a', 'alic', true)).toBe('a');
    expect(nextAsked('a', 'alic', false)).toBe('alic');
  });

  it('clears at once: an empty field asks nothing, awaited or not', () => {
    expect(nextAsked('ali', '', true)).toBe('');
    expect(nextAsked('ali', '', false)).toBe('');
  });

  it('is stable once the asked query is the typed one', () => {
    expect(nextAsked('ali', 'ali', true)).toBe('ali');
    expect(nextAsked('ali', 'ali', false)).toBe('ali');
  });
});
