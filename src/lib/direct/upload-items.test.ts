import { describe, expect, it } from 'vitest';
import type { UploadView } from '../../../worker/model';
import type { DirectItem } from '../../../worker/direct/direct-state';
import { uploadIdOfItem, withUploads } from './upload-items';

const item = (id: string, timestamp: number, over: Partial<DirectItem> = {}): DirectItem => ({
  id, threadId: 't1', userId: 'other', itemType: 'text', timestamp, mutationToken: null,
  reactions: { likes: [], likesCount: 0 }, content: { text: id }, delivery: 'sent', ...over,
});

const upload = (id: string, createdAtMs: number, over: Partial<UploadView> = {}): UploadView => ({
  id, kind: 'direct-photo', state: 'uploading', bytesSent: 10, totalBytes: 100, percent: 10, speedBps: null, secondsLeft: null,
  label: 'photo.jpg', error: null, thumbnailUrl: 'blob:x', createdAt: createdAtMs, directThreadId: 't1', ...over,
});

describe('photos uploading show as messages of their thread (issue 13)', () => {
  const items = [item('b', 3_000_000), item('a', 1_000_000)];

  it('an upload of the thread is an own, sending bubble in time order', () => {
    const out = withUploads(items, { u1: upload('u1', 2000) }, 't1', 'me');
    expect(out.map((i) => i.id)).toEqual(['b', 'upload:u1', 'a']);
    expect(out[1]).toMatchObject({ userId: 'me', itemType: 'media', delivery: 'sending', content: { uploadId: 'u1' } });
  });

  it('a failed upload is not delivered; other threads, other kinds, done and cancelled ones are left out', () => {
    const out = withUploads(items, {
      f: upload('f', 4000, { state: 'failed' }),
      other: upload('other', 4000, { directThreadId: 't2' }),
      post: upload('post', 4000, { kind: 'feed' }),
      done: upload('done', 4000, { state: 'done' }),
      gone: upload('gone', 4000, { state: 'cancelled' }),
    }, 't1', 'me');
    expect(out.map((i) => [i.id, i.delivery])).toEqual([['upload:f', 'failed'], ['b', 'sent'], ['a', 'sent']]);
  });

  it('once its message waits in the outbox, the placeholder stands for it (no second bubble)', () => {
    const waiting = item('tok', 2_000_000, { userId: 'me', itemType: 'media', content: { uploadId: 'u1' }, delivery: 'sending' });
    const out = withUploads([items[0] as DirectItem, waiting, items[1] as DirectItem], { u1: upload('u1', 2000, { state: 'configuring' }) }, 't1', 'me');
    expect(out.map((i) => i.id)).toEqual(['b', 'tok', 'a']);
  });

  it('names the upload of its bubbles only', () => {
    expect(uploadIdOfItem({ id: 'upload:42' })).toBe('42');
    expect(uploadIdOfItem({ id: '42' })).toBeNull();
  });
});
