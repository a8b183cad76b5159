import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ThreadsView } from '../../../worker/api-types';
import { comment, outboxItem, post, state, user } from '../../test-support/fixtures';
import { renderWith } from '../../test-support/render';
import { PostCard } from './post-card';

const ana = user('u1', 'ana');
const ben = user('u2', 'ben');

function card(s: Parameters<typeof state>[0], variant: 'feed' | 'page' = 'feed') {
  return renderWith(state({ users: [ana, ben], ...s }), <PostCard postId="1" variant={variant} />);
}

describe('PostCard', () => {
  it('is an article named after its author, with a profile link', () => {
    const html = card({ posts: [post('1', 'u1')] });
    expect(html).toContain('<article class="post post--feed" aria-label="Post by ana">');
    expect(html).toContain('href="/ana/"');
  });

  it('shows the photo with srcset, sizes and a default alt', () => {
    const html = card({ posts: [post('1', 'u1')] });
    expect(html).toContain('alt="Photo by ana"');
    expect(html).toContain('srcSet="/m/1-640.jpg 640w, /m/1-1080.jpg 1080w"');
    expect(html).toContain('sizes="(max-width: 470px) 100vw, 470px"');
    expect(html).toContain('aspect-ratio:0.8');
  });

  it('uses the accessibility caption as alt when there is one', () => {
    expect(card({ posts: [post('1', 'u1', { accessibilityCaption: 'A red boat' })] })).toContain('alt="A red boat"');
  });

  it('names the like and save buttons by their state (001 §4 Posts)', () => {
    const off = card({ posts: [post('1', 'u1')] });
    expect(off).toContain('aria-label="Like" aria-pressed="false"');
    expect(off).toContain('aria-label="Save" aria-pressed="false"');
    const on = card({ posts: [post('1', 'u1', { likedByViewer: true, savedByViewer: true, numLikes: 1234 })] });
    expect(on).toContain('aria-label="Unlike" aria-pressed="true"');
    expect(on).toContain('aria-label="Remove from saved" aria-pressed="true"');
    expect(on).toContain('1,234 likes');
  });

  it('links "View all N comments" and previews at most 4 comments (001 §9)', () => {
    const comments = [1, 2, 3, 4, 5].map((n) => comment(`c${n}`, 'u2', { postedAt: n }));
    const html = card({ posts: [post('1', 'u1', { numComments: 9, previewCommentIds: comments.map((c) => c.id) })], comments });
    expect(html).toContain('View all 9 comments');
    expect(html).toContain('href="/p/code1/"');
    expect(html).not.toContain('text c1');
    expect(html).toContain('text c5');
  });

  it('shows the relative time in a <time dateTime>', () => {
    expect(card({ posts: [post('1', 'u1')] })).toContain('<time dateTime="2023-11-14T22:13:20.000Z"');
  });

  it('has the comment box labelled "Add a comment…" with Post disabled while empty', () => {
    const html = card({ posts: [post('1', 'u1')] });
    expect(html).toMatch(/<label for="[^"]+" class="visually-hidden">Add a comment…<\/label>/);
    expect(html).toContain('<button type="submit" class="text-button" disabled="">Post</button>');
  });

  it('marks a pending like and a failed one (DESIGN rule 6)', () => {
    const pending = card({ posts: [post('1', 'u1')], outbox: [outboxItem('m1')] });
    expect(pending).toContain('aria-label="Pending sync"');
    const failed = card({ posts: [post('1', 'u1')], outbox: [outboxItem('m1', { state: 'failed', error: 'Not allowed' })] });
    expect(failed).toContain('Couldn&#x27;t sync');
    expect(failed).toContain('>Retry</button>');
    expect(failed).toContain('>Discard</button>');
  });

  it('marks a comment that is not on the server yet as "Posting…"', () => {
    const local = comment('local:abc', 'u1', { postedAt: 2_000_000_000 });
    const s = state({ users: [ana], posts: [post('1', 'u1', { numComments: 1 })], comments: [local] });
    s.comments.byPostId['1'] = { commentIds: ['local:abc'], count: 1, pagination: s.feed.pagination };
    const html = renderWith(s, <PostCard postId="1" variant="feed" />);
    expect(html).toContain('aria-label="Posting…"');
  });

  it('renders a carousel with previous/next controls and a position', () => {
    const child = (id: string) => ({ id, isVideo: false, dimensions: { width: 1080, height: 1080 }, src: `/m/${id}.jpg`, displayResources: [], videoUrl: null, accessibilityCaption: null });
    const html = card({ posts: [post('1', 'u1', { isSidecar: true, sidecarChildren: [child('a'), child('b'), child('c')] })] });
    expect(html).toContain('aria-label="Next photo"');
    expect(html).not.toContain('aria-label="Previous photo"');
    expect(html).toContain('1 of 3');
  });

  it('renders a video with poster, controls, muted and inline playback', () => {
    const html = card({ posts: [post('1', 'u1', { isVideo: true, videoUrl: '/v/1.mp4' })] });
    expect(html).toMatch(/<video[^>]*src="\/v\/1.mp4"[^>]*poster="\/m\/1-1080.jpg"[^>]*controls=""[^>]*playsInline=""[^>]*preload="metadata"/);
  });

  // Changed (profile), issue 12: the post page shows its comments as threads (001 §9: 12 parents, replies 3 a tap).
  it('shows the comments as threads on the post page, with delete only where allowed (001 §6)', () => {
    const s = state({ users: [ana, ben], viewerId: 'u2', posts: [post('1', 'u1')], comments: [comment('c1', 'u1'), comment('c2', 'u2'), comment('c3', 'u2', { deleted: true }), comment('r1', 'u1', { parentId: 'c1' })] });
    s.comments.byPostId['1'] = { commentIds: ['c1', 'c2', 'c3'], count: 2, pagination: s.feed.pagination };
    const client = new QueryClient();
    const threads: ThreadsView = {
      postId: '1',
      threads: [
        { commentId: 'c1', replyIds: ['r1'], replyCount: 4, repliesCursor: 'r' },
        { commentId: 'c2', replyIds: [], replyCount: 0, repliesCursor: null },
        { commentId: 'c3', replyIds: [], replyCount: 0, repliesCursor: null },
      ],
      page: { hasMore: true, endCursor: 'p2', count: 20 },
      offline: false,
    };
    client.setQueryData(['threads', 'code1'], { pages: [threads], pageParams: [null] });
    const html = renderWith(s, <QueryClientProvider client={client}><PostCard postId="1" variant="page" /></QueryClientProvider>);
    expect(html.match(/aria-label="Delete comment"/g)).toHaveLength(1);
    expect(html).toContain('View replies (4)');
    expect(html).not.toContain('text r1'); // replies wait behind "View replies"
    expect(html).toContain('Load more comments');
    expect(html).not.toContain('text c3');
    expect(html.match(/aria-label="Like comment"/g)).toHaveLength(2);
    expect(html.match(/aria-label="Reply to /g)).toHaveLength(2);
  });
});
