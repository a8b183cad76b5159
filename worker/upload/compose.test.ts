import { describe, expect, it } from 'vitest';
import { UploadLimits } from '../../sync/api/upload';
import type { ComposeInput } from '../api-types';
import { composeUpload, publishedSize } from './compose';
import { photoInput } from './test-harness';
import { testFile } from './test-kit';

let n = 0;
const deps = { nextUploadId: () => String(1_700_000_000_000 + ++n), random: () => 0.5, now: () => 1, viewerId: 'v1' };
const message = (c: ComposeInput): string => {
  const v = composeUpload(c, deps);
  return v.ok ? 'ok' : v.message;
};
const video = (seconds: number, kind: ComposeInput['kind'] = 'igtv', over: Partial<ComposeInput> = {}): ComposeInput =>
  photoInput(0, {
    kind, files: [testFile(100, 'v.mp4', 'video/mp4')], facts: [{ width: 1080, height: 1350, durationSeconds: seconds, mimeType: 'video/mp4', bytes: 100 }],
    title: 'T', cover: testFile(10, 'c.jpg'), ...over,
  });

describe('composing an upload (001 §5 Validation rules, 001 §7)', () => {
  it('a carousel has 2 to 10 files; other kinds one', () => {
    const files = (k: number) => Array.from({ length: k }, () => testFile(10));
    const facts = (k: number) => Array.from({ length: k }, () => ({ width: 100, height: 100, mimeType: 'image/jpeg', bytes: 10 }));
    expect(message(photoInput(10, { kind: 'carousel', files: files(1), facts: facts(1) }))).toMatch(/2 to 10/);
    expect(message(photoInput(10, { kind: 'carousel', files: files(11), facts: facts(11) }))).toMatch(/2 to 10/);
    expect(message(photoInput(10, { kind: 'carousel', files: files(10), facts: facts(10) }))).toBe('ok');
    expect(message(photoInput(10, { files: files(2), facts: facts(2) }))).toMatch(/one/);
  });

  it('long videos: 60 to 3600 s, a title of at most 75 characters, a cover', () => {
    expect(message(video(59))).toMatch(/at least 60 seconds/);
    expect(message(video(120))).toBe('ok');
    expect(message(video(120, 'igtv', { title: 'x'.repeat(UploadLimits.igtvTitleMax + 1) }))).toMatch(/75/);
    expect(message(video(120, 'igtv', { cover: null }))).toMatch(/cover/);
  });

  it('feed videos: 2.5 to 60.5 s; photos must be JPEG', () => {
    expect(message(video(61, 'feed'))).toMatch(/60.5/);
    expect(message(photoInput(10, { files: [testFile(10, 'a.png', 'image/png')] }))).toMatch(/JPEG/);
  });

  it('a feed photo is checked in its cropped shape: too tall as it is, allowed cut to 4:5 (001 §5 aspect ratio 0.792 to 1.9291)', () => {
    const tall = { files: [testFile(10)], facts: [{ width: 600, height: 1000, mimeType: 'image/jpeg', bytes: 10 }] };
    expect(message(photoInput(10, tall))).toMatch(/too tall.*0\.792/);
    // 4:5 of a 0.6 picture keeps the whole width and 75 % of the height (src/lib/media/crop.ts).
    const cut = { x: 0, y: 0.125, width: 1, height: 0.75 };
    expect(publishedSize({ width: 600, height: 1000 }, cut, false)).toEqual({ width: 600, height: 750 });
    const v = composeUpload(photoInput(10, { ...tall, transform: cut }), deps);
    if (!v.ok) throw new Error(v.message);
    // The server still gets the upright size and the crop; the local post shows the cut shape.
    expect(v.record.parts[0]?.params).toMatchObject({ width: 600, height: 1000, transform: cut });
    expect(v.record.display).toMatchObject({ width: 600, height: 750 });
    // A crop that is still too wide is refused with the limit.
    expect(message(photoInput(10, { files: [testFile(10)], facts: [{ width: 3000, height: 1000, mimeType: 'image/jpeg', bytes: 10 }], transform: { x: 0, y: 0, width: 1, height: 1 } }))).toMatch(/too wide.*1\.9291/);
  });

  it('a video keeps its shape whatever the transform (the server does not cut videos)', () => {
    expect(publishedSize({ width: 600, height: 1000 }, { x: 0, y: 0.125, width: 1, height: 0.75 }, true)).toEqual({ width: 600, height: 1000 });
    const tall = { facts: [{ width: 600, height: 1000, durationSeconds: 10, mimeType: 'video/mp4', bytes: 100 }], transform: { x: 0, y: 0.125, width: 1, height: 0.75 } };
    expect(message(video(10, 'feed', tall))).toMatch(/too tall.*0\.8/);
  });

  it('rupload params: media type, upload id, size, crop, and for videos duration in ms and format', () => {
    const crop = { x: 0, y: 0.1, width: 1, height: 0.8 };
    const v = composeUpload(video(120, 'igtv', { transform: crop }), deps);
    if (!v.ok) throw new Error(v.message);
    const [media, cover] = v.record.parts;
    expect(media?.params).toEqual({ media_type: 2, upload_id: v.record.id, width: 1080, height: 1350, transform: crop, duration: 120_000, video_format: 'video/mp4', is_igtv_video: true });
    expect(cover?.params).toMatchObject({ media_type: 1, upload_id: v.record.id });
    expect(media?.entity).toMatch(new RegExp(`^${v.record.id}_0_\\d+$`));
    expect(media?.entity).not.toBe(cover?.entity);
    expect(v.blobs.size).toBe(2);
  });
});
