/** Spec constants shared by every part, each with its spec reference. */
export const Limits = {
  /** 001 §9 Feed page size 12. */
  feedPageSize: 12,
  /** 001 §9 Comments shown 4. */
  commentsShown: 4,
  /** 001 §9 Comments page size 24. */
  commentsPageSize: 24,
  /** 000 §9 HTTP default timeout 10 s; GET retried once. */
  httpTimeoutMs: 10_000,
  getRetries: 1,
  /** 000 §9 Toast display 5000 ms. */
  toastMs: 5000,
  /** 000 §9 / 001 §9 cache writes: debounced 500 ms, max wait 5 s, idle timeout 2 s. */
  cacheWriteDebounceMs: 500,
  cacheWriteMaxWaitMs: 5000,
  cacheWriteIdleTimeoutMs: 2000,
  /** 000 §9 minimum password length to enable submit. */
  minPasswordLength: 6,
  /** Ours (spec: wording and username rules not shown): usernames are letters, digits, _ and ., at most 30. */
  maxUsernameLength: 30,
  /** Ours: the longest full name the server keeps. */
  maxFullNameLength: 64,
  /** 000 §9 sign-up account-exists code. */
  signupAccountExistsCode: 3,
  /** Our choice (spec: not shown): the longest comment text the server accepts. */
  maxCommentLength: 2200,
  /** Our choice: the largest request body the API accepts (uploads have their own path). */
  maxJsonBodyBytes: 1_000_000,
  /** 001 §9 page sizes: profile posts, saved, tagged, tag media, location posts, chaining,
   * follow list and liked-by list 12; explore items 16; discover 24. */
  peoplePageSize: 12,
  explorePageSize: 16,
  discoverPageSize: 24,
  /** 001 §9 parent comments 12, child comments 3. */
  parentCommentsPageSize: 12,
  childCommentsPageSize: 3,
  /** 001 §9 badge maximum count 9. */
  badgeMaxCount: 9,
  /** Ours (issue 17, bench 7): the most mutations one POST /web/batch/ carries (server/routes/batch.ts). */
  batchMaxItems: 32,
} as const;
