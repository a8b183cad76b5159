import { describe, expect, it } from 'vitest';
import { clip, counterText, TextLimit } from './text-limit';

describe('text limits (001 §5)', () => {
  it('long-video title is at most 75 and description 2200', () => {
    expect(TextLimit.igtvTitle).toBe(75);
    expect(TextLimit.igtvDescription).toBe(2200);
  });
  it('counts as the worker checks: string length', () => {
    expect(counterText('hi 👋', TextLimit.caption)).toBe('5/2,200');
  });
  it('clips to the limit without splitting an emoji', () => {
    expect(clip('ab👋cd', 3)).toBe('ab');
    expect(clip('ab👋cd', 4)).toBe('ab👋');
    expect(clip('short', 75)).toBe('short');
  });
});
