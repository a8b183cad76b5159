import { Link } from 'wouter';
import { useSnapshot } from '../../state';
import { postChainingPath, postPath } from '../../routes';
import './people.css';

/** Added (people): a button on each tile (a collection's "Remove posts"): its label and what it does. */
export interface TileAction {
  label: (postLabel: string) => string;
  onAct: (postId: string) => void;
}

function Tile({ postId, action, chaining }: { postId: string; action?: TileAction | undefined; chaining: boolean }) {
  const post = useSnapshot((s) => s.posts.byId[postId]);
  // A post whose delete waits (the owner's post menu) is gone at once.
  if (!post || post.deleted === true) return null;
  const src = post.thumbnailResources.find((r) => r.configWidth >= 320)?.src ?? post.thumbnailSrc ?? post.src;
  const label = post.accessibilityCaption ?? post.caption ?? `Post ${post.code}`;
  return (
    <li className="post-grid__tile">
      <Link href={chaining ? postChainingPath(post.code) : postPath(post.code)} className="post-grid__link" aria-label={`Open post: ${label.slice(0, 80)}`}>
        <img src={src} alt="" loading="lazy" decoding="async" className="post-grid__img" />
        {post.isSidecar ? <span className="post-grid__kind" aria-hidden="true">▣</span> : post.isVideo ? <span className="post-grid__kind" aria-hidden="true">▶</span> : null}
      </Link>
      {action ? (
        <button type="button" className="post-grid__action" aria-label={action.label(label.slice(0, 80))} onClick={() => action.onAct(postId)}>
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </li>
  );
}

/**
 * A three-column grid of post thumbnails, each a link to its post (profile, explore, tag,
 * place); with `chaining`, to the post with its author's related profiles (Explore).
 */
export function PostGrid({ postIds, label, action, chaining = false }: { postIds: readonly string[]; label: string; action?: TileAction; chaining?: boolean }) {
  return (
    <ul className="post-grid" aria-label={label}>
      {postIds.map((id) => (
        <Tile key={id} postId={id} action={action} chaining={chaining} />
      ))}
    </ul>
  );
}
