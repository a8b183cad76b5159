/**
 * Download your data (000 §2 /download/, /download/request/, /download/confirm/; 000 §3
 * data-download statuses; screens of 000 §2: request, password entry, email sent, complete,
 * link expired, no files available, log in again).
 */
export type DownloadStatus = 'no_valid_downloadable' | 'job_in_progress' | 'has_valid_downloadable';

export type DownloadScreen = 'request' | 'password' | 'email-sent' | 'complete' | 'link-expired' | 'no-files' | 'log-in-again';

/** After the request: a job is running (email sent), or a download is already there. */
export function screenAfterRequest(status: DownloadStatus | undefined): DownloadScreen {
  return status === 'has_valid_downloadable' ? 'complete' : 'email-sent';
}

export interface ConfirmAnswer {
  ok: boolean;
  statusCode: number;
  errorType: string | null;
  status?: DownloadStatus | undefined;
  expired?: boolean | undefined;
}

/** The confirm page (the emailed link). */
export function confirmScreen(a: ConfirmAnswer): DownloadScreen {
  if (!a.ok && (a.statusCode === 401 || a.errorType === 'login_required')) return 'log-in-again';
  if (a.expired || (!a.ok && (a.statusCode === 404 || a.statusCode === 410))) return 'link-expired';
  if (a.status === 'has_valid_downloadable') return 'complete';
  if (a.status === 'job_in_progress') return 'email-sent';
  return 'no-files';
}
