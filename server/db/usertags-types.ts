/**
 * Added (usertags): photo-of-you tags the tagged person reviews (migration 020; 001 §6, §7
 * Settings). The tags themselves stay in post_usertags (PostsRepo.setUsertags); this repo holds
 * the review preference and what the tagged person does with a tag of them.
 */
export interface PendingUsertagRow {
  postId: number;
  /** Who tagged: the post's owner. */
  ownerId: number;
  takenAt: number;
}

export interface UsertagsRepo {
  /** "Manually approve tags" (off by default). */
  reviewEnabled(userId: number): boolean;
  setReviewEnabled(userId: number, enabled: boolean): void;
  /** The person's tag on a post: undefined when they are not tagged in it. */
  tagOf(postId: number, userId: number): { pending: boolean } | undefined;
  /** Pending tags of the person on posts they may see, newest post first. */
  pending(userId: number, limit: number): PendingUsertagRow[];
  /** The person's tag on the post becomes approved (shown on their Tagged tab and to others). */
  approve(postId: number, userId: number): void;
  /** The person is no longer tagged in the post (every position of the post). */
  remove(postId: number, userId: number): void;
  /** Seeds and tests: a tag made pending (as it is when made while the preference was on). */
  markPending(postId: number, userId: number): void;
}
