import { describe, expect, it } from 'vitest';
import { comment, post, state, user } from '../../test-support/fixtures';
import { renderWith } from '../../test-support/render';
import { CommentLine } from './comment-line';
import { CommentRow } from './comment-row';

// Added (reports): 001 §3 didReportAsSpam: a comment the viewer reported is not shown to them;
// anyone else's comment offers Report (named after its author), the viewer's own does not.
const s = (reported: boolean) =>
  state({
    users: [user('me', 'me'), user('u2', 'ben')],
    posts: [post('1', 'u2')],
    comments: [comment('c1', 'u2', { didReportAsSpam: reported }), comment('c2', 'me')],
    viewerId: 'me',
  });

describe('reporting a comment', () => {
  it("offers Report on someone else's comment, not on one's own", () => {
    expect(renderWith(s(false), <CommentRow commentId="c1" postId="1" />)).toContain('aria-label="Report ben&#x27;s comment"');
    expect(renderWith(s(false), <CommentRow commentId="c2" postId="1" />)).not.toContain('Report');
  });

  it('hides a comment the viewer reported, on the post page and in a card preview', () => {
    expect(renderWith(s(true), <CommentRow commentId="c1" postId="1" />)).toBe('');
    expect(renderWith(s(true), <CommentLine commentId="c1" />)).toBe('');
    expect(renderWith(s(false), <CommentLine commentId="c1" />)).toContain('text c1');
  });
});
