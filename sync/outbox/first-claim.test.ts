import { describe, expect, it } from 'vitest';
import { firstToClaim } from './replay-pass';
import { record } from './test-kit';

const NOW = 1_000_000;
const opts = { ignoreBackoff: false };

describe('firstToClaim: the probe a pass claims with its read of the queue (issue 13, bench 13b)', () => {
  it('names the first pending record that is due', () => {
    const a = record('post-like', { postId: 'p1' });
    const b = record('post-save', { postId: 'p2' });
    expect(firstToClaim([a, b], NOW, opts)).toEqual({ id: a.id, blocked: [] });
  });

  it('passes over an entity whose first record is not due, later records of it too, as pick does', () => {
    const later = { ...record('post-like', { postId: 'p1' }), nextAttemptAt: NOW + 5000, attempts: 2 };
    const sameEntity = record('post-unlike', { postId: 'p1' });
    const other = record('post-save', { postId: 'p2' });
    const first = firstToClaim([later, sameEntity, other], NOW, opts);
    expect(first.id).toBe(other.id);
    expect(first.blocked).toHaveLength(1);
    expect(firstToClaim([later, sameEntity, other], NOW, { ignoreBackoff: true }).id).toBe(later.id);
  });

  it('names none while a record is left sending (a crashed replayer\u2019s: the pass resets it first)', () => {
    const sending = { ...record('post-like', { postId: 'p1' }), state: 'sending' as const };
    expect(firstToClaim([sending, record('post-save', { postId: 'p2' })], NOW, opts).id).toBeNull();
  });

  it('names none when the first candidate needs a comment\u2019s server id (the pass resolves those)', () => {
    const likeOfLocal = record('comment-like', { commentId: 'local:x' });
    expect(firstToClaim([likeOfLocal, record('post-save', { postId: 'p2' })], NOW, opts).id).toBeNull();
  });

  it('skips done and failed records', () => {
    const done = { ...record('post-like', { postId: 'p1' }), state: 'done' as const };
    const failed = { ...record('post-save', { postId: 'p2' }), state: 'failed' as const };
    const next = record('post-like', { postId: 'p3' });
    expect(firstToClaim([done, failed, next], NOW, opts).id).toBe(next.id);
  });
});
