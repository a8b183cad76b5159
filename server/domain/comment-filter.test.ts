import { describe, expect, it } from 'vitest';
import { CommentFilterLimits } from '../../sync/api/settings-wire';
import { commentMatches, parseKeywords } from './comment-filter';

describe('commentMatches', () => {
  it('matches whole words, any case or width, not inside other words', () => {
    expect(commentMatches('Buy SPAM now!', ['spam'], false)).toBe(true);
    expect(commentMatches('ｓｐａｍ', ['spam'], false)).toBe(true);
    expect(commentMatches('what a spammer', ['spam'], false)).toBe(false);
    expect(commentMatches('nice photo', [], false)).toBe(false);
  });
  it('matches a phrase only as words in a row, and an emoji anywhere', () => {
    expect(commentMatches('please follow   me back', ['follow me'], false)).toBe(true);
    expect(commentMatches('follow and me', ['follow me'], false)).toBe(false);
    expect(commentMatches('so 🍑🍑', ['🍑'], false)).toBe(true);
  });
  it('adds the built-in offensive words only when the switch is on', () => {
    expect(commentMatches('you are an IDIOT', [], false)).toBe(false);
    expect(commentMatches('you are an IDIOT', [], true)).toBe(true);
    expect(commentMatches('just shut   up.', [], true)).toBe(true);
    expect(commentMatches('lovely light', [], true)).toBe(false);
  });
});

describe('parseKeywords', () => {
  it('splits on commas, trims, lower-cases, drops empties and repeats', () => {
    expect(parseKeywords(' Spam, ,spam ,Follow  Me,🍑')).toEqual({ ok: true, keywords: ['spam', 'follow me', '🍑'] });
    expect(parseKeywords('')).toEqual({ ok: true, keywords: [] });
  });
  it('refuses a keyword, a list or a text past the limits', () => {
    expect(parseKeywords('a'.repeat(CommentFilterLimits.maxKeywordLength + 1)).ok).toBe(false);
    const many = Array.from({ length: CommentFilterLimits.maxKeywords + 1 }, (_, i) => `k${i}`).join(',');
    expect(parseKeywords(many).ok).toBe(false);
    expect(parseKeywords('x,'.repeat(CommentFilterLimits.maxKeywordsText)).ok).toBe(false);
  });
});
