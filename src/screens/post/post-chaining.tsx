import { useLocation } from 'wouter';
import { useRawSearch } from '../../hooks/use-search-params';
import { RelatedProfiles } from '../../components/people/related-profiles';
import { useViewerId } from '../../hooks/use-viewer';
import { postPath } from '../../routes';
import { shallowEqual, useSnapshot } from '../../state';

/** 001 §2 Links /p/{shortcode}/?chaining=true: the post opened from a chaining context (Explore). */
export const isChainingSearch = (search: string): boolean => new URLSearchParams(search).get('chaining') === 'true';

/**
 * Added (people), issue 12: under a post opened as /p/{shortcode}/?chaining=true, its author's
 * related profiles (chaining: "Suggested for you", Follow and dismiss on each card), as the
 * profile's related row shows them and from the same kept answer (so offline too). Not under
 * the viewer's own post; "Hide" leaves the query (the plain post page).
 */
export function PostChaining({ postId }: { postId: string }) {
  const search = useRawSearch();
  const [, navigate] = useLocation();
  const viewerId = useViewerId();
  const owner = useSnapshot((s) => {
    const post = s.posts.byId[postId];
    const user = post ? s.users.users[post.owner] : undefined;
    return post && user ? { id: post.owner, username: user.username, code: post.code } : null;
  }, shallowEqual);
  if (!isChainingSearch(search) || !owner || owner.id === viewerId) return null;
  return <RelatedProfiles userId={owner.id} username={owner.username} onClose={() => navigate(postPath(owner.code), { replace: true })} />;
}
