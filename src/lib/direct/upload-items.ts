/**
 * Added (dmphoto), issue 13: photos being sent to a thread, as its messages. A photo goes
 * through the resumable upload first (ClientState.uploads, kind 'direct-photo'); until its
 * message is in the outbox it shows as a bubble of its own, made here from the upload (id
 * `upload:<uploadId>`); once the message waits in the outbox, its placeholder (which names the
 * upload in content.uploadId) takes over, and the server's item after it. Pure.
 */
import type { UploadView } from '../../../worker/model';
import type { DirectItem } from '../../../worker/direct/direct-state';

export const UPLOAD_ITEM_PREFIX = 'upload:';

/** Upload states that no longer show as a bubble (sent, or given up). */
const GONE: ReadonlySet<UploadView['state']> = new Set(['done', 'cancelled']);

/** The bubble of an upload of the thread whose message is not in the outbox yet. */
function uploadItem(u: UploadView, threadId: string, viewerId: string): DirectItem {
  return {
    id: `${UPLOAD_ITEM_PREFIX}${u.id}`,
    threadId,
    userId: viewerId,
    itemType: 'media',
    timestamp: u.createdAt * 1000,
    mutationToken: null,
    reactions: { likes: [], likesCount: 0 },
    content: { uploadId: u.id },
    delivery: u.state === 'failed' ? 'failed' : 'sending',
  };
}

/** The thread's items (newest first) with its photos still uploading, in time order. */
export function withUploads(items: readonly DirectItem[], uploads: Record<string, UploadView>, threadId: string, viewerId: string | null): DirectItem[] {
  if (viewerId === null) return [...items];
  const inOutbox = new Set(items.flatMap((i) => (i.content.uploadId === undefined ? [] : [i.content.uploadId])));
  const extra = Object.values(uploads)
    .filter((u) => u.kind === 'direct-photo' && u.directThreadId === threadId && !GONE.has(u.state) && !inOutbox.has(u.id))
    .map((u) => uploadItem(u, threadId, viewerId));
  if (extra.length === 0) return [...items];
  return [...items, ...extra].sort((a, b) => b.timestamp - a.timestamp);
}

/** The upload a bubble stands for, if it is one of withUploads' (Retry and Cancel go to the upload). */
export function uploadIdOfItem(item: Pick<DirectItem, 'id'>): string | null {
  return item.id.startsWith(UPLOAD_ITEM_PREFIX) ? item.id.slice(UPLOAD_ITEM_PREFIX.length) : null;
}
