/**
 * Added (usertags): photo-of-you tags the tagged person reviews (001 §3 Post usertags and
 * viewerInPhotoOfYou, §6 "Viewers can approve or remove a photo-of-you tag", §7 Settings,
 * §8 "tag deletion and photo-of-you update"). The three POSTs are 001 §7's; the pending list
 * is ours (001 shows no read). Answers are ours (001 §7: "Responses are mostly not shown").
 * server/routes/usertags.ts, sync/mutations/usertags-definitions.ts, server/README.md "Tags".
 */
import type { WirePost, WireUser } from './wire';

export const UsertagsPath = {
  /** 001 §7 {enabled}: "Manually approve tags". */
  reviewPreference: '/web/usertags/review_preference_web/',
  /** 001 §7 {approve, remove}: post ids, comma joined; either may be empty, not both. */
  review: '/web/usertags/review_web/',
  /** 001 §7 {media}: the viewer is no longer tagged in that post (approved or pending). */
  untag: '/web/usertags/untag_web/',
  /** Ours: GET, the preference and the viewer's pending tags. */
  pending: '/web/usertags/pending/',
} as const;

/** Ours: the text of an activity story (type usertag) whose tag waits for the viewer's approval. */
export const USERTAG_PENDING_TEXT = 'pending';

/** How many pending tags the list answers at most (ours). */
export const PENDING_USERTAGS_MAX = 50;

/** A person tagged in a post, at (x, y), fractions of the picture. */
export interface WireTaggedUser {
  user: Pick<WireUser, 'id' | 'username' | 'full_name' | 'profile_pic_url' | 'is_verified'>;
  x: number;
  y: number;
  /** Made while the person reviewed tags and not approved yet (shown to them and the post's owner only). */
  pending?: boolean;
}

export interface WireReviewPreferenceResponse {
  status: 'ok';
  enabled: boolean;
}

export interface WireReviewResponse {
  status: 'ok';
  approved: string[];
  removed: string[];
}

export interface WireUntagResponse {
  status: 'ok';
  media_id: string;
}

/** A pending tag: the post (its owner is who tagged) as every post read answers it. */
export interface WirePendingUsertag {
  media: WirePost;
}

export interface WirePendingUsertagsResponse {
  status: 'ok';
  enabled: boolean;
  pending: WirePendingUsertag[];
}
