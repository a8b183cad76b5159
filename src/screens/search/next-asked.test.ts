import { describe, expect, it } from 'vitest';
import type { SearchView } from '../../../worker/api-types';
import { nextAsked, shownAnswer } from './next-asked';

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

describe('shownAnswer', () => {
  const view = (query: string): SearchView => ({ query, users: [], hashtags: [], places: [], offline: false });

  it("shows the text's own answer, whatever it is", () => {
    expect(shownAnswer('bo', view('zeta'), false)?.query).toBe('zeta');
  });

  it('while awaited, keeps the last answer when the text goes on from it, a key more or fewer', () => {
    expect(shownAnswer('Ali', view('al'), true)?.query).toBe('al');
    expect(shownAnswer('al', view('ali'), true)?.query).toBe('ali');
  });

  it("while awaited, shows nothing of another name's answer (the field was cleared meanwhile)", () => {
    expect(shownAnswer('b', view('zeta.k'), true)).toBeUndefined();
    expect(shownAnswer('b', undefined, true)).toBeUndefined();
  });
});
