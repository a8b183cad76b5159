import { describe, expect, it } from 'vitest';
import { formatLikes, formatNumber, unsentText, viewAllCommentsText } from './format-count';

describe('format-count', () => {
  it('groups thousands', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(0)).toBe('0');
  });
  it('says like or likes', () => {
    expect(formatLikes(1)).toBe('1 like');
    expect(formatLikes(1234)).toBe('1,234 likes');
    expect(formatLikes(0)).toBe('0 likes');
  });
  it('words the view-all link', () => {
    expect(viewAllCommentsText(2)).toBe('View both comments');
    expect(viewAllCommentsText(1500)).toBe('View all 1,500 comments');
  });
  it('counts unsent activity', () => {
    expect(unsentText(3)).toBe('Unsent activity (3)');
  });
});
