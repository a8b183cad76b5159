import { describe, expect, it } from 'vitest';
import { post, state, user } from '../../test-support/fixtures';
import { renderWith } from '../../test-support/render';
import { PostCard } from './post-card';

const ana = user('u1', 'ana');

describe('PostPendingMark (001 §7 Creation and upload: a new post is marked pending until published)', () => {
  it('marks a post made on this device and not yet published "Posting…"', () => {
    const html = renderWith(state({ users: [ana], posts: [post('local:1700000000000', 'u1')] }), <PostCard postId="local:1700000000000" variant="feed" />);
    expect(html).toContain('aria-label="Posting…"');
  });

  it('shows nothing on a post from the server', () => {
    const html = renderWith(state({ users: [ana], posts: [post('1', 'u1')] }), <PostCard postId="1" variant="feed" />);
    expect(html).not.toContain('Posting…');
  });
});
