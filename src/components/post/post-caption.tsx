import { useState } from 'react';
import { useSnapshot } from '../../state';
import { UsernameLink } from '../username-link';
import { RichText } from '../rich-text';

/** Our choice: captions longer than this are cut with a "more" button in the feed. */
const CAPTION_PREVIEW_CHARS = 125;

export function PostCaption({ postId, full = false }: { postId: string; full?: boolean }) {
  const caption = useSnapshot((s) => s.posts.byId[postId]?.caption ?? null);
  const edited = useSnapshot((s) => s.posts.byId[postId]?.captionIsEdited ?? false);
  const username = useSnapshot((s) => {
    const owner = s.posts.byId[postId]?.owner;
    return owner ? (s.users.users[owner]?.username ?? '') : '';
  });
  const [expanded, setExpanded] = useState(full);
  if (!caption) return null;
  const cut = !expanded && caption.length > CAPTION_PREVIEW_CHARS;
  return (
    <p className="post__caption">
      <UsernameLink username={username} className="post__username" />{' '}
      <RichText className="post__text" text={cut ? `${caption.slice(0, CAPTION_PREVIEW_CHARS).trimEnd()}…` : caption} />
      {cut ? (
        <button type="button" className="post__more" onClick={() => setExpanded(true)}>
          more
        </button>
      ) : null}
      {edited && !cut ? <span className="muted"> · Edited</span> : null}
    </p>
  );
}
