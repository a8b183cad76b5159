import { describe, expect, it } from 'vitest';
import { validateMedia, type MediaFacts } from './upload-rules';

const photo = (width: number, height: number, extra: Partial<MediaFacts> = {}): MediaFacts => ({
  kind: 'feed-photo', mimeType: 'image/jpeg', bytes: 1000, width, height, ...extra,
});
const video = (durationSeconds: number, width = 1080, height = 1080, extra: Partial<MediaFacts> = {}): MediaFacts => ({
  kind: 'feed-video', mimeType: 'video/mp4', bytes: 1000, width, height, durationSeconds, ...extra,
});

describe('001 §5 upload validation', () => {
  it('feed photo aspect ratio is 0.792 to 1.9291', () => {
    expect(validateMedia(photo(792, 1000))).toEqual({ ok: true });
    expect(validateMedia(photo(19291, 10000))).toEqual({ ok: true });
    expect(validateMedia(photo(791, 1000))).toMatchObject({ ok: false, message: expect.stringContaining('0.792') });
    expect(validateMedia(photo(1930, 1000))).toMatchObject({ ok: false, message: expect.stringContaining('1.9291') });
  });
  it('photos must be jpeg', () => {
    expect(validateMedia(photo(1000, 1000, { mimeType: 'image/png' }))).toMatchObject({ ok: false, message: expect.stringContaining('JPEG') });
  });
  it('feed video lasts 2.5 to 60.5 s with an aspect ratio of at least 0.8', () => {
    expect(validateMedia(video(2.5))).toEqual({ ok: true });
    expect(validateMedia(video(60.5))).toEqual({ ok: true });
    expect(validateMedia(video(2.4))).toMatchObject({ ok: false, message: expect.stringContaining('2.5 seconds') });
    expect(validateMedia(video(61))).toMatchObject({ ok: false, message: expect.stringContaining('60.5 seconds') });
    expect(validateMedia(video(10, 799, 1000))).toMatchObject({ ok: false, message: expect.stringContaining('0.8') });
  });
  it('long-form video is mp4, 60 to 3600 s, at most 3,600,000,000 bytes', () => {
    const igtv = (d: number, extra: Partial<MediaFacts> = {}) => video(d, 1080, 1920, { kind: 'igtv-video', ...extra });
    expect(validateMedia(igtv(60))).toEqual({ ok: true });
    expect(validateMedia(igtv(59))).toMatchObject({ ok: false, message: expect.stringContaining('60 seconds') });
    expect(validateMedia(igtv(3601))).toMatchObject({ ok: false, message: expect.stringContaining('3600 seconds') });
    expect(validateMedia(igtv(600, { bytes: 3_600_000_001 }))).toMatchObject({ ok: false, message: expect.stringContaining('3,600,000,000') });
    expect(validateMedia(igtv(600, { mimeType: 'video/quicktime' }))).toMatchObject({ ok: false, message: expect.stringContaining('MP4') });
  });
});
