/**
 * Added (reports): the store actions of the report mutations (sync/mutations/reports-definitions.ts).
 * 001 §4 "Report success sets didReportAsSpam": a comment is marked at once (the reporter no longer
 * sees it) and unmarked if the server refuses. A post asked to be hidden leaves the feed at once;
 * a refusal does not bring it back (its place in the feed is gone; the next refresh shows it
 * again, since the server kept no report). An account's or a message's report changes nothing shown.
 */
export type ReportAction =
  | { type: 'comment-report-requested'; commentId: string }
  | { type: 'comment-report-succeeded'; commentId: string }
  | { type: 'comment-report-failed'; commentId: string }
  | { type: 'media-report-requested'; postId: string; hideFromFeed: boolean }
  | { type: 'media-report-succeeded'; postId: string; hideFromFeed: boolean }
  | { type: 'media-report-failed'; postId: string }
  | { type: 'report-requested' | 'report-succeeded' | 'report-failed'; kind: 'user' | 'message' };
