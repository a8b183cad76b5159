import { describe, expect, it } from 'vitest';
import { judgeFeedPick, judgeOne } from './pick-verdict';

const photo = (width: number, height: number, over: Partial<{ mimeType: string; bytes: number }> = {}) => ({
  isVideo: false,
  facts: { width, height, mimeType: 'image/jpeg', bytes: 1000, ...over },
});
const video = (durationSeconds: number, width = 1920, height = 1080) => ({
  isVideo: true,
  facts: { width, height, durationSeconds, mimeType: 'video/mp4', bytes: 1000 },
});

describe('judgeFeedPick (001 §5 Validation rules)', () => {
  it('accepts a 4:5 JPEG and keeps Original', () => {
    expect(judgeFeedPick([photo(1080, 1350)])).toEqual({ ok: true, originalAllowed: true, originalNote: null });
  });

  it('refuses a photo that is not JPEG, naming the rule', () => {
    expect(judgeFeedPick([photo(100, 100, { mimeType: 'image/png' })])).toEqual({ ok: false, message: 'Photos must be JPEG images.' });
  });

  it('a photo taller than 0.792 is accepted, but only cropped; the note names the limit', () => {
    const v = judgeFeedPick([photo(1000, 2000)]);
    expect(v.ok && v.originalAllowed).toBe(false);
    expect(v.ok && v.originalNote).toContain('at least 0.792');
  });

  it('a photo wider than 1.9291 is accepted, but only cropped', () => {
    const v = judgeFeedPick([photo(3000, 1000)]);
    expect(v.ok && v.originalNote).toContain('at most 1.9291');
  });

  it('refuses a feed video shorter than 2.5 s or longer than 60.5 s', () => {
    expect(judgeFeedPick([video(2)])).toEqual({ ok: false, message: 'This video is too short: it must be at least 2.5 seconds long.' });
    expect(judgeFeedPick([video(61)])).toEqual({ ok: false, message: 'This video is too long: it can be at most 60.5 seconds long.' });
  });

  it('refuses a feed video taller than 0.8 (videos are posted uncropped)', () => {
    expect(judgeFeedPick([video(10, 1080, 1920)])).toEqual({ ok: false, message: 'This video is too tall: the aspect ratio must be at least 0.8 (width ÷ height), it is 0.5625.' });
  });

  it('refuses more than 10 photos, and a video among several files', () => {
    expect(judgeFeedPick(Array.from({ length: 11 }, () => photo(1000, 1000)))).toEqual({ ok: false, message: 'A post can have at most 10 photos.' });
    expect(judgeFeedPick([photo(1000, 1000), video(10)])).toEqual({ ok: false, message: 'Choose one video, or up to 10 photos.' });
  });

  it('refuses a file without a readable size', () => {
    expect(judgeOne('feed-photo', photo(0, 0).facts)).toEqual({ ok: false, message: 'The photo has no size.' });
  });
});
