import { memo, useCallback, useRef, useState } from 'react';
import { useSnapshot } from '../../state';
import { MediaSizes } from '../../lib/media-layout';
import { CommentThreads } from '../comments/comment-threads';
import { ReplyProvider } from '../comments/reply-context';
import { CaptionEditor } from './caption-editor';
import { CommentForm } from './comment-form';
import { CommentPreviewList } from './comment-preview-list';
import { PostActions } from './post-actions';
import { PostCaption } from './post-caption';
import { PostHeader } from './post-header';
import { PostLikes } from './post-likes';
import { PostMedia } from './post-media';
import { PostTime } from './post-time';
import { PostTags } from './post-tags';
import './post-card.css';

export interface PostCardProps {
  postId: string;
  /** 'feed': preview comments; 'page': the comments as threads, two columns on desktop. */
  variant: 'feed' | 'page';
  /** Load the media eagerly (the first post of the feed). */
  eager?: boolean;
}

/**
 * A post as an article named "Post by {username}". Memoised (issue 17): the feed's list renders
 * again whenever a row's height changes (a preview comment added or acknowledged, a pending
 * mark gone), and each card reads what it shows from the mirror itself, so a card whose props
 * are the same has nothing to render.
 */
export const PostCard = memo(function PostCard({ postId, variant, eager = false }: PostCardProps) {
  // Added (ppost): a post whose delete waits is gone for the person at once.
  const exists = useSnapshot((s) => s.posts.byId[postId] !== undefined && s.posts.byId[postId]?.deleted !== true);
  const username = useSnapshot((s) => {
    const owner = s.posts.byId[postId]?.owner;
    return owner ? (s.users.users[owner]?.username ?? '') : '';
  });
  const commentBox = useRef<HTMLTextAreaElement>(null);
  const [editing, setEditing] = useState(false);
  const startEdit = useCallback(() => setEditing(true), []);
  const endEdit = useCallback(() => setEditing(false), []);
  const code = useSnapshotCode(postId);
  if (!exists) return null;
  const page = variant === 'page';
  const caption = editing ? <CaptionEditor postId={postId} onClose={endEdit} /> : <PostCaption postId={postId} full={page} />;

  const card = (
    <article className={`post post--${variant}`} aria-label={`Post by ${username}`}>
      <PostHeader postId={postId} onPage={page} onEdit={startEdit} />
      <div className="post__media">
        <PostMedia postId={postId} sizes={page ? MediaSizes.postPage : MediaSizes.feed} eager={eager || page} />
      </div>
      <div className="post__body">
        {page ? (
          <div className="post__comments">
            {caption}
            {/* Added (profile), issue 12: threaded as on /p/{code}/comments/ (001 §9: 12 parents, replies 3 a tap). */}
            <CommentThreads postId={postId} shortcode={code} />
          </div>
        ) : null}
        <PostActions postId={postId} {...(page ? { onComment: () => commentBox.current?.focus() } : {})} />
        <PostLikes postId={postId} />
        <PostTags postId={postId} />
        {page ? null : (
          <div className="post__feed-text">
            {caption}
            <CommentPreviewList postId={postId} />
          </div>
        )}
        <PostTime postId={postId} />
        <CommentForm postId={postId} inputRef={commentBox} />
      </div>
    </article>
  );
  // Added (ppost): Reply on the page's comments fills its comment box.
  return page ? <ReplyProvider>{card}</ReplyProvider> : card;
});

function useSnapshotCode(postId: string): string {
  return useSnapshot((s) => s.posts.byId[postId]?.code ?? '');
}
