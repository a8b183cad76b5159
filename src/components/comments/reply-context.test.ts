import { describe, expect, it } from 'vitest';
import { repliedTo } from './reply-context';

describe('repliedTo', () => {
  const target = { commentId: 'c1', username: 'ann', nonce: 1 };
  it('answers the comment while the text begins with its @username', () => {
    expect(repliedTo(target, '@ann thanks')).toBe('c1');
    expect(repliedTo(target, '  @ann')).toBe('c1');
  });
  it('is a plain comment once the mention is removed, or with no target', () => {
    expect(repliedTo(target, 'thanks')).toBeNull();
    expect(repliedTo(null, '@ann hi')).toBeNull();
  });
});
