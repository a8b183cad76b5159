import { memo } from 'react';
import { Link } from 'wouter';
import { useSnapshot, useWorker } from '../../state';
import { UploadProgress } from '../../components/uploads/upload-progress';
import { Avatar } from '../../components/avatar';
import { ExternalLink } from '../../components/external-link';
import { useDisclosure } from '../../hooks/use-disclosure';
import { useDoubleTap } from '../../hooks/use-double-tap';
import { HeartIcon } from '../../icons/heart-icon';
import { Icon } from '../../icons/icon';
import { fire } from '../../lib/fire';
import { itemText } from '../../lib/direct/thread-labels';
import { uploadIdOfItem } from '../../lib/direct/upload-items';
import { UPLOAD_STATE_TEXT } from '../../lib/media/upload-labels';
import { postPath, profilePath, tagPath } from '../../routes';
import type { WireDirectUser } from '../../../sync/api/direct-wire';
import type { DirectItem } from '../../../worker/direct/direct-state';
import { openReport } from '../../components/reports/report-host';
import { ReelShareBubble } from './reel-share-bubble';
import '../../components/shell/account-menu.css';
import '../../components/uploads/uploads.css';

/** What the message shows, by its type (a shared post is a card; a link shows its host and path as text). */
function Content({ item }: { item: DirectItem }) {
  const c = item.content;
  switch (item.itemType) {
    case 'like':
      return <span className="bubble__like" role="img" aria-label="Heart">❤️</span>;
    case 'media_share':
      return c.mediaShare ? (
        <Link href={postPath(c.mediaShare.shortcode)} className="bubble__post" aria-label={`Post by ${c.mediaShare.owner.username}`}>
          <span className="bubble__post-owner">
            <Avatar src={c.mediaShare.owner.profile_pic_url} username={c.mediaShare.owner.username} size={20} />
            <span>{c.mediaShare.owner.username}</span>
          </span>
          <img className="bubble__post-img" src={c.mediaShare.thumbnail_src} alt={c.mediaShare.caption ?? `Post by ${c.mediaShare.owner.username}`} loading="lazy" />
          {c.mediaShare.caption ? <span className="bubble__post-caption">{c.mediaShare.caption}</span> : null}
        </Link>
      ) : (
        <span className="bubble__text">Post</span>
      );
    case 'link':
      return c.link ? (
        <span className="bubble__text">
          <ExternalLink url={c.link.link_context.link_url} shimmed={c.link.link_context.link_url_linkshimmed} className="bubble__link">
            {c.link.text}
          </ExternalLink>
          <span className="bubble__preview">
            <span className="bubble__preview-title">{c.link.link_context.link_title}</span>
            <span className="bubble__preview-sub">{c.link.link_context.link_summary}</span>
          </span>
        </span>
      ) : null;
    case 'profile':
      return c.profile ? (
        <Link href={profilePath(c.profile.username)} className="bubble__card">
          <Avatar src={c.profile.profile_pic_url} username={c.profile.username} size={44} />
          <span>{c.profile.username}</span>
        </Link>
      ) : null;
    case 'hashtag':
      return c.hashtag ? (
        <Link href={tagPath(c.hashtag.name)} className="bubble__text bubble__link">
          #{c.hashtag.name}
        </Link>
      ) : null;
    case 'media': {
      const best = c.media?.image_versions2.candidates[0];
      if (best) return <img className="bubble__photo" src={best.url} width={best.width} height={best.height} alt="Photo" loading="lazy" />;
      return c.uploadId === undefined ? null : <PendingPhoto uploadId={c.uploadId} />;
    }
    case 'reel_share':
      return c.reelShare ? <ReelShareBubble share={c.reelShare} own={item.mutationToken !== null} nowMs={Date.now()} /> : <span className="bubble__text">{c.text}</span>;
    case 'placeholder':
      return (
        <span className="bubble__text bubble__placeholder">
          <strong>{c.placeholder?.title ?? 'Message unavailable'}</strong>
          {c.placeholder?.message ? <span className="muted"> {c.placeholder.message}</span> : null}
        </span>
      );
    default:
      return <span className="bubble__text">{itemText(item)}</span>;
  }
}

/**
 * Added (dmphoto): a photo on its way, from its upload (ClientState.uploads): the local picture
 * with the upload's progress over it while bytes move, then the server's photo replaces it.
 */
function PendingPhoto({ uploadId }: { uploadId: string }) {
  const upload = useSnapshot((s) => s.uploads.byId[uploadId]);
  const moving = upload !== undefined && upload.state !== 'failed' && upload.state !== 'done' && upload.state !== 'cancelled';
  return (
    <span className="bubble__pending-photo">
      {upload?.thumbnailUrl ? (
        // Its height is known once loaded; the conversation keeps its end in view (useKeepAtBottom), the line below the photo included.
        <img className="bubble__photo" src={upload.thumbnailUrl} alt="Photo being sent" />
      ) : (
        <span className="bubble__photo bubble__photo--blank" aria-hidden="true" />
      )}
      {moving ? (
        <span className="bubble__upload">
          <UploadProgress label="photo" percent={upload.percent} />
          <span className="bubble__upload-state">{upload.state === 'uploading' ? `${upload.percent}%` : UPLOAD_STATE_TEXT[upload.state]}</span>
        </span>
      ) : null}
    </span>
  );
}

/** A message's options: like or remove the like; unsend the viewer's own (001 §4); report anyone else's (added, reports). */
function MessageMenu({ item, own, liked, onReact }: { item: DirectItem; own: boolean; liked: boolean; onReact: () => void }) {
  const worker = useWorker();
  const { open, toggle, root, panelId } = useDisclosure();
  if (item.delivery !== 'sent') return null;
  return (
    <div className="direct-menu bubble__menu" ref={root}>
      <button type="button" className="icon-button bubble__menu-button" aria-label="Message options" aria-expanded={open} aria-controls={panelId} onClick={toggle}>
        <Icon size={16}>
          <circle cx="5" cy="12" r="1" />
          <circle cx="12" cy="12" r="1" />
          <circle cx="19" cy="12" r="1" />
        </Icon>
      </button>
      {open ? (
        <div id={panelId} className={`account-menu__panel bubble__panel${own ? ' bubble__panel--own' : ''}`}>
          <button type="button" className="account-menu__item" onClick={() => (onReact(), toggle())}>
            {liked ? 'Remove like' : 'Like'}
          </button>
          {own ? (
            <button type="button" className="account-menu__item profile__danger" onClick={() => (fire(worker.unsendDirectMessage(item.threadId, item.id), 'unsend'), toggle())}>
              Unsend
            </button>
          ) : (
            <button
              type="button"
              className="account-menu__item profile__danger"
              onClick={() => (toggle(), openReport({ kind: 'direct_message', threadId: item.threadId, itemId: item.id, ownerId: item.userId }))}
            >
              Report
            </button>
          )}
        </div>
      ) : null}
    </div>
  );
}

/**
 * One message: grouped bubbles, own right and others left; a double tap or the menu likes it;
 * sending and not delivered say so. Memoised: the thread renders again on every change of the
 * direct slice (a typing indicator, a seen mark, each new message), and the items, senders and
 * flags it passes are the same objects unless they changed, so only the bubbles that did render
 * (benchmark 13b: each arrival rendered every bubble of the thread).
 */
export const MessageBubble = memo(function MessageBubble(props: {
  item: DirectItem;
  own: boolean;
  firstOfGroup: boolean;
  lastOfGroup: boolean;
  sender: WireDirectUser | undefined;
  showName: boolean;
  viewerId: string | null;
  canReact: boolean;
}) {
  const { item, own, firstOfGroup, lastOfGroup, sender, showName, viewerId, canReact } = props;
  const worker = useWorker();
  const liked = item.reactions.likes.some((l) => l.senderId === viewerId);
  const react = () => {
    if (!canReact || item.delivery !== 'sent') return;
    fire(worker.reactDirectMessage(item.threadId, item.id, !liked), 'react');
  };
  const onPointerUp = useDoubleTap(react);
  const bare = item.itemType === 'like' || item.itemType === 'media_share' || item.itemType === 'media' || (item.itemType === 'reel_share' && item.content.reelShare !== undefined);
  const cls = [
    'bubble',
    own ? 'bubble--own' : 'bubble--other',
    firstOfGroup ? 'bubble--first' : '',
    lastOfGroup ? 'bubble--last' : '',
    bare ? 'bubble--bare' : '',
    item.delivery !== 'sent' ? `bubble--${item.delivery}` : '',
  ].filter(Boolean).join(' ');
  return (
    <li className={`message${own ? ' message--own' : ''}${lastOfGroup ? ' message--last' : ''}`} data-item-id={item.id}>
      {showName && firstOfGroup && !own && sender ? <span className="message__name muted">{sender.username}</span> : null}
      <div className="message__line">
        {!own ? (
          <span className="message__avatar">{lastOfGroup && sender ? <Avatar src={sender.profile_pic_url} username={sender.username} size={20} /> : null}</span>
        ) : null}
        <div className={cls} onPointerUp={onPointerUp} aria-label={`${own ? 'You' : (sender?.username ?? 'Someone')}: ${itemText(item)}`} role="group">
          <Content item={item} />
          {item.reactions.likesCount > 0 ? (
            <span className="bubble__reactions" aria-label={`${item.reactions.likesCount} ${item.reactions.likesCount === 1 ? 'like' : 'likes'}`}>
              ❤️{item.reactions.likesCount > 1 ? ` ${item.reactions.likesCount}` : ''}
            </span>
          ) : null}
        </div>
        {canReact && item.delivery === 'sent' ? (
          <button type="button" className={`icon-button bubble__heart${liked ? ' is-liked' : ''}`} aria-label={liked ? 'Remove like' : 'Like message'} aria-pressed={liked} onClick={react}>
            <HeartIcon size={16} filled={liked} />
          </button>
        ) : null}
        <MessageMenu item={item} own={own} liked={liked} onReact={react} />
      </div>
      {item.delivery === 'sending' ? <span className="message__state muted" role="status">Sending…</span> : null}
      {item.delivery === 'failed' ? <FailedActions item={item} /> : null}
    </li>
  );
});

/** "Not delivered" with Retry and Delete (by the message's mutation token; a photo that did not upload, by its upload). */
function FailedActions({ item }: { item: DirectItem }) {
  const worker = useWorker();
  const token = item.mutationToken ?? item.id;
  const uploadId = uploadIdOfItem(item);
  const retry = () => fire(uploadId === null ? worker.retryDirectMessage(token) : worker.retryUpload(uploadId), 'retry message');
  const remove = () => fire(uploadId === null ? worker.deleteFailedDirectMessage(token) : worker.cancelUpload(uploadId), 'delete message');
  return (
    <span className="message__state message__state--failed" role="alert">
      Not delivered
      <button type="button" className="text-button" onClick={retry}>
        Retry
      </button>
      <button type="button" className="text-button profile__danger" onClick={remove}>
        Delete
      </button>
    </span>
  );
}
