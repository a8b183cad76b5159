import { describe, expect, it } from 'vitest';
import { itemDurationMs, storyAge } from './story-time';

describe('story times', () => {
  it('shows the age in the largest whole unit', () => {
    expect(storyAge(1000, 1030)).toBe('now');
    expect(storyAge(1000, 1000 + 12 * 60 + 5)).toBe('12m');
    expect(storyAge(1000, 1000 + 3 * 3600 + 100)).toBe('3h');
    expect(storyAge(1000, 1000 + 86_400)).toBe('1d');
    expect(storyAge(2000, 1000)).toBe('now');
  });
  it('plays a photo 5 s and a video its length (001 §9 seconds × 1000)', () => {
    expect(itemDurationMs({ isVideo: false, videoDurationMs: null })).toBe(5000);
    expect(itemDurationMs({ isVideo: true, videoDurationMs: 4000 })).toBe(4000);
    expect(itemDurationMs({ isVideo: true, videoDurationMs: 0 })).toBe(5000);
  });
});
