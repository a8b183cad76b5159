import { describe, expect, it } from 'vitest';
import { storyDate } from './story-date';

describe('storyDate', () => {
  it('names the day a story was taken (UTC)', () => {
    expect(storyDate(1_773_273_600)).toBe('12 Mar 2026');
  });
});
