/**
 * Added (story replies): a reply or quick reaction to a story, sent as a direct message of type
 * reel_share (001 §3 Message shares, §6 "Reel flags canReply … control replies"). Rules:
 * - the story must be one the sender may see now (live, its owner visible to them: a private
 *   account's to approved followers, nobody's across a block either way), else 404 as if it did
 *   not exist; one's own story cannot be replied to (400); an expired one is 410;
 * - it goes to the one-to-one thread with the story's owner (400 for any other thread); the
 *   requests rules of direct apply there (someone who does not follow the sender gets it pending);
 * - the item keeps the story's id and owner: it shows the story's thumbnail while the story is
 *   live and the reader may see it, "Story unavailable" after that, the text always.
 */
import type { WireDirectUser } from '../../sync/api/direct-wire';
import type { WireDirectReelShare } from '../../sync/api/story-replies-wire';
import { isStoryQuickReaction } from '../../sync/api/story-replies-wire';
import { DirectLimits } from '../../sync/api/direct-wire';
import type { AppContext } from '../app-context';
import { nowSeconds } from '../app-context';
import type { ParticipantRow } from '../db/direct-types';
import type { UserRow } from '../db/types';
import { canViewOwner } from '../domain/visibility';
import { HttpError, badRequest, notFound } from '../http/errors';
import { ErrorType } from '../../sync/api/errors';
import { parseId } from '../http/validate';
import { imageFileName, mediaUrl, THUMBNAIL_SIZE } from '../media/media-files';

/** What a reel_share item's payload holds besides its text. */
export interface ReelSharePayload {
  story_id: number;
  owner_id: number;
  type: 'reply' | 'reaction';
}

export interface ReelShareInput {
  media_id?: string | undefined;
  text?: string | undefined;
  reaction?: string | undefined;
}

/** The payload of a reply the viewer may send, or the 4xx that says why not. */
export function reelSharePayload(ctx: AppContext, viewer: UserRow, input: ReelShareInput): { text: string; reel_share: ReelSharePayload } {
  const rawId = input.media_id?.trim() ?? '';
  if (rawId === '') throw badRequest('media_id: Required');
  const id = parseId(rawId);
  if (id === null) throw badRequest('media_id: not a story id');
  const story = ctx.repos.stories.byId(id);
  const owner = story && ctx.repos.users.byId(story.userId);
  if (!story || !owner || !canViewOwner(ctx.repos, viewer.id, owner)) throw notFound();
  if (owner.id === viewer.id) throw badRequest("media_id: you can't reply to your own story");
  if (story.expiringAt <= nowSeconds(ctx)) throw new HttpError(410, ErrorType.badRequest, 'This story is no longer available.');
  const text = input.text?.trim() ?? '';
  const reaction = input.reaction?.trim() ?? '';
  if ((text === '') === (reaction === '')) throw badRequest('text: send a reply or a reaction');
  if (reaction !== '' && !isStoryQuickReaction(reaction)) throw badRequest('reaction: not one of the quick reactions');
  if ([...text].length > DirectLimits.maxTextLength) throw badRequest(`text: at most ${DirectLimits.maxTextLength} characters`);
  return { text: text || reaction, reel_share: { story_id: story.id, owner_id: owner.id, type: reaction === '' ? 'reply' : 'reaction' } };
}

/** A reply goes only to the one-to-one thread of the sender and the story's owner. */
export function requireOwnerThread(isGroup: boolean, participants: readonly ParticipantRow[], viewerId: number, share: ReelSharePayload): void {
  const others = participants.filter((p) => p.userId !== viewerId).map((p) => p.userId);
  if (isGroup || others.length !== 1 || others[0] !== share.owner_id) throw badRequest("thread_id: a story reply goes to the conversation with the story's owner");
}

/** The share as `viewerId` reads it: the story's card while it is live and visible to them (`toUser`: direct/serialize.ts directUser). */
export function serializeReelShare(
  ctx: AppContext,
  viewerId: number,
  share: ReelSharePayload,
  text: string,
  toUser: (u: UserRow) => WireDirectUser,
): WireDirectReelShare {
  const story = ctx.repos.stories.byId(share.story_id);
  const owner = story && ctx.repos.users.byId(story.userId);
  const live = story !== undefined && owner !== undefined && story.expiringAt > nowSeconds(ctx) && canViewOwner(ctx.repos, viewerId, owner);
  return {
    type: share.type,
    text,
    reel_owner_id: String(share.owner_id),
    mentioned_user_id: String(share.owner_id),
    media: live && story && owner
      ? {
          id: String(story.id),
          media_type: story.isVideo ? 2 : 1,
          thumbnail_src: mediaUrl(imageFileName(story.image.key, THUMBNAIL_SIZE)),
          expiring_at: story.expiringAt,
          owner: toUser(owner),
        }
      : null,
  };
}
