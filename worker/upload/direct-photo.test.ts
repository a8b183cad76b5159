import { describe, expect, it } from 'vitest';
import { createMutation, type MutationRecord } from '../../sync';
import { configureSettlement } from '../engine/uploads';
import { composeUpload } from './compose';
import { configureMutation } from './configure-args';
import { isConfigureOf } from './configure-outbox';
import { photoInput } from './test-harness';
import { testFile } from './test-kit';
import { uploadView } from './upload-view';

let n = 0;
const deps = { nextUploadId: () => String(1_800_000_000_000 + ++n), random: () => 0.5, now: () => 1, viewerId: 'v1' };

describe('a photo sent in a message goes through the resumable upload (issue 13)', () => {
  it('keeps its conversation; its "configure" is the message (direct-send, item type media)', () => {
    const made = composeUpload(photoInput(10, { kind: 'direct-photo', directThreadId: 't1' }), deps);
    if (!made.ok) throw new Error(made.message);
    expect(made.record.compose.directThreadId).toBe('t1');
    expect(uploadView(made.record, made.record.machine, null)).toMatchObject({ kind: 'direct-photo', directThreadId: 't1' });
    const m = configureMutation(made.record);
    expect(m).toEqual({ name: 'direct-send', args: { threadId: 't1', itemType: 'media', uploadId: made.record.id } });
    const record = createMutation(m.name, m.args, { now: () => 5, uuid: () => 'tok', viewerId: 'v1' }) as MutationRecord;
    expect(isConfigureOf(record, made.record.id)).toBe(true);
    expect(configureSettlement({ ...record, state: 'done' } as MutationRecord)).toEqual({ uploadId: made.record.id, outcome: { ok: true } });
  });

  it('a text message is no upload\'s configure', () => {
    const text = createMutation('direct-send', { threadId: 't1', itemType: 'text', text: 'hi' }, { now: () => 5, uuid: () => 'tok', viewerId: 'v1' }) as MutationRecord;
    expect(isConfigureOf(text, 'tok')).toBe(false);
    expect(configureSettlement({ ...text, state: 'done' } as MutationRecord)).toBeNull();
  });

  it('is refused without a conversation, or as a video', () => {
    const refused = (v: ReturnType<typeof composeUpload>) => (v.ok ? 'ok' : v.message);
    expect(refused(composeUpload(photoInput(10, { kind: 'direct-photo' }), deps))).toMatch(/conversation/);
    const video = photoInput(10, {
      kind: 'direct-photo', directThreadId: 't1', files: [testFile(100, 'v.mp4', 'video/mp4')],
      facts: [{ width: 1080, height: 1350, durationSeconds: 5, mimeType: 'video/mp4', bytes: 100 }],
    });
    expect(refused(composeUpload(video, deps))).toMatch(/Only photos/);
  });
});
