import { describe, expect, it } from 'vitest';
import { emptyTabText } from './empty-tab-text';

describe('emptyTabText', () => {
  it('says "of you" on the viewer\'s own tagged tab', () => {
    expect(emptyTabText('tagged', true, 'demo')).toBe('No photos of you');
  });

  it("names the person on someone else's tagged tab", () => {
    expect(emptyTabText('tagged', false, 'maya.chen')).toBe('No photos of maya.chen');
  });

  it('keeps the other tabs the same for everyone', () => {
    expect(emptyTabText('posts', false, 'maya.chen')).toBe('No posts yet');
    expect(emptyTabText('saved', true, 'demo')).toBe('Nothing saved yet');
    expect(emptyTabText('channel', false, 'maya.chen')).toBe('No videos yet');
  });
});
