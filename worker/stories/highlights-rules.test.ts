import { describe, expect, it } from 'vitest';
import { checkedTitle, highlightItemId, rowOrder, storyIdOf } from './highlights-rules';
import type { Reel } from './stories-state';

describe('highlight rules', () => {
  it('item ids: the reel and the story; the story back from either kind of id', () => {
    expect(highlightItemId('highlight:5', '123')).toBe('highlight:5/123');
    expect(storyIdOf('highlight:5/123')).toBe('123');
    expect(storyIdOf('123')).toBe('123');
  });

  it('a title: trimmed, at most 16 characters as a person counts them', () => {
    expect(checkedTitle('  Trips  ')).toBe('Trips');
    expect(checkedTitle('x'.repeat(16))).toBe('x'.repeat(16));
    expect(checkedTitle('x'.repeat(17))).toBeNull();
    expect(checkedTitle('👩🏽‍💻'.repeat(16))).toBe('👩🏽‍💻'.repeat(16));
  });

  it('the row: newest first', () => {
    const reel = (createdAt: number) => ({ highlight: { createdAt } }) as unknown as Reel;
    expect(rowOrder(['a', 'b', 'c'], { a: reel(1), b: reel(3), c: reel(2) })).toEqual(['b', 'c', 'a']);
  });
});
