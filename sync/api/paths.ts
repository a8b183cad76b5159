/** API paths of 000 §7 and 001 §7, and the query hashes our GraphQL endpoint understands. */
export const QueryHash = {
  feed: 'b1a9c3e4f0d2a7c6e5d4b3a2f1e0d9c8',
  post: 'c2b8d4f5e1a3b7c9d6e5f4a3b2c1d0e9',
  comments: 'd3c7e5a6f2b4c8d0e7f6a5b4c3d2e1f0',
} as const;

export const ApiPath = {
  graphql: '/graphql/query/',
  login: '/accounts/login/ajax/',
  logout: '/accounts/logout/ajax/',
  signup: '/accounts/web_create_ajax/',
  signupDryRun: '/accounts/web_create_ajax/attempt/',
  like: (postId: string) => `/web/likes/${postId}/like/`,
  unlike: (postId: string) => `/web/likes/${postId}/unlike/`,
  save: (postId: string) => `/web/save/${postId}/save/`,
  unsave: (postId: string) => `/web/save/${postId}/unsave/`,
  commentAdd: (postId: string) => `/web/comments/${postId}/add/`,
  commentDelete: (postId: string, commentId: string) => `/web/comments/${postId}/delete/${commentId}/`,
  commentLike: (commentId: string) => `/web/comments/like/${commentId}/`,
  commentUnlike: (commentId: string) => `/web/comments/unlike/${commentId}/`,
} as const;

/** Variables of the GraphQL queries, JSON-encoded in the `variables` query param. */
export interface FeedVariables { first: number; after?: string | null }
export interface PostVariables { shortcode: string }
export interface CommentsVariables { shortcode: string; first: number; after?: string | null }
