import { describe, expect, it } from 'vitest';
import { fragmentedMp4 } from '../../../sync/upload/mp4-test-kit';
import { mimeTypeOf, readFacts, type SizeReaders } from './media-facts';

const readers: SizeReaders = {
  image: () => Promise.resolve({ width: 3024, height: 4032 }),
  video: () => Promise.resolve({ width: 1920, height: 1080, durationSeconds: 12.5 }),
};
const failing: SizeReaders = { image: () => Promise.reject(new Error('bad')), video: () => Promise.reject(new Error('bad')) };

describe('readFacts', () => {
  it('reads a photo: oriented size, type and bytes', async () => {
    const file = new File([new Uint8Array(1234)], 'a.jpg', { type: 'image/jpeg' });
    expect(await readFacts(file, readers)).toEqual({ ok: true, isVideo: false, facts: { width: 3024, height: 4032, mimeType: 'image/jpeg', bytes: 1234 } });
  });

  it('reads a video: size and length in seconds', async () => {
    const file = new File([new Uint8Array(10)], 'clip.mp4', { type: 'video/mp4' });
    expect(await readFacts(file, readers)).toEqual({ ok: true, isVideo: true, facts: { width: 1920, height: 1080, durationSeconds: 12.5, mimeType: 'video/mp4', bytes: 10 } });
  });

  it('reads the length of a fragmented MP4 from its boxes when the browser gives none (Infinity)', async () => {
    const endless: SizeReaders = { ...readers, video: () => Promise.resolve({ width: 640, height: 480, durationSeconds: Infinity }) };
    const file = new File([fragmentedMp4(63)], 'recording.mp4', { type: 'video/mp4' });
    expect(await readFacts(file, endless)).toMatchObject({ ok: true, facts: { width: 640, height: 480, durationSeconds: 63 } });
  });

  it('names the file it could not read', async () => {
    const file = new File([new Uint8Array(1)], 'broken.jpg', { type: 'image/jpeg' });
    expect(await readFacts(file, failing)).toEqual({ ok: false, message: '“broken.jpg” could not be read as a photo.' });
  });
});

describe('mimeTypeOf', () => {
  it('trusts the browser type', () => {
    expect(mimeTypeOf({ type: 'image/PJPEG', name: 'x' })).toBe('image/pjpeg');
  });
  it('falls back to the extension when the browser gives none', () => {
    expect(mimeTypeOf({ type: '', name: 'Holiday.JPG' })).toBe('image/jpeg');
    expect(mimeTypeOf({ type: '', name: 'clip.mp4' })).toBe('video/mp4');
    expect(mimeTypeOf({ type: '', name: 'notes' })).toBe('application/octet-stream');
  });
});
