import { describe, expect, it } from 'vitest';
import { createAfterCommit } from './after-commit';

describe('after commit', () => {
  it('flushes what the outermost run added, once it returns', () => {
    const flushed: number[][] = [];
    const c = createAfterCommit<number>((items) => flushed.push(items));
    const result = c.run(() => {
      c.add(1);
      c.run(() => c.add(2));
      expect(flushed).toEqual([]);
      return 'done';
    });
    expect(result).toBe('done');
    expect(flushed).toEqual([[1, 2]]);
  });

  it('drops everything when the run throws, and keeps nothing outside a run', () => {
    const flushed: number[][] = [];
    const c = createAfterCommit<number>((items) => flushed.push(items));
    expect(() => c.run(() => {
      c.add(1);
      throw new Error('rolled back');
    })).toThrow('rolled back');
    expect(c.add(3)).toBe(false);
    expect(c.active()).toBe(false);
    c.run(() => undefined);
    expect(flushed).toEqual([[]]);
  });
});
