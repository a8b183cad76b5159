import { describe, expect, it } from 'vitest';
import type { SizeReaders } from './media-facts';
import { pickSingle } from './pick-single';

const readers = (durationSeconds: number): SizeReaders => ({
  image: () => Promise.resolve({ width: 1080, height: 1920 }),
  video: () => Promise.resolve({ width: 1080, height: 1920, durationSeconds }),
});
const mp4 = (bytes = 10) => new File([new Uint8Array(bytes)], 'v.mp4', { type: 'video/mp4' });
const jpeg = new File([new Uint8Array(10)], 'p.jpg', { type: 'image/jpeg' });
const igtv = () => 'igtv-video' as const;

describe('pickSingle', () => {
  it('accepts a long video of 60 to 3600 seconds (001 §5)', async () => {
    expect((await pickSingle(mp4(), readers(60), igtv)).ok).toBe(true);
    expect(await pickSingle(mp4(), readers(59), igtv)).toEqual({ ok: false, message: 'This long video is too short: it must be at least 60 seconds long.' });
    expect(await pickSingle(mp4(), readers(3601), igtv)).toEqual({ ok: false, message: 'This long video is too long: it can be at most 3600 seconds long.' });
  });

  it('refuses a photo where a long video is expected: mp4 only', async () => {
    expect(await pickSingle(jpeg, readers(100), igtv)).toEqual({ ok: false, message: 'Long videos must be MP4 files.' });
  });

  it('takes a story photo or video by what was picked', async () => {
    const kindOf = (isVideo: boolean): 'story-video' | 'story-photo' => (isVideo ? 'story-video' : 'story-photo');
    expect(await pickSingle(jpeg, readers(0), kindOf)).toMatchObject({ ok: true, isVideo: false, facts: { width: 1080, height: 1920 } });
    expect(await pickSingle(mp4(), readers(5), kindOf)).toMatchObject({ ok: true, isVideo: true });
  });

  it('refuses a profile photo that is not JPEG', async () => {
    const png = new File([new Uint8Array(1)], 'a.png', { type: 'image/png' });
    expect(await pickSingle(png, readers(0), () => 'profile-picture')).toEqual({ ok: false, message: 'Photos must be JPEG images.' });
  });
});
