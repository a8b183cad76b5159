export * from './types';
export { hasMore, normalizePageInfo } from './page-info';
export { normalizeUser, normalizeCommentOwner } from './user';
export { normalizeComment, normalizeCommentConnection, normalizeCommentAdd } from './comment';
export { normalizePost } from './post';
export { normalizeFeedPage } from './feed-page';
export { normalizePostPage, normalizeCommentsPage } from './post-page';
