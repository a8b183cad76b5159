import { describe, expect, it } from 'vitest';
import { igtvComposeInput } from './igtv-compose-input';

const picked = { file: new File([new Uint8Array(1)], 'v.mp4', { type: 'video/mp4' }), facts: { width: 1080, height: 1920, durationSeconds: 120, mimeType: 'video/mp4', bytes: 1 } };

describe('igtvComposeInput (001 §7 configure_to_igtv)', () => {
  it('posts with title, description as caption, cover and the feed preview flag', () => {
    const cover = new Blob(['x'], { type: 'image/jpeg' });
    const input = igtvComposeInput({ picked, title: ' Trip ', description: ' A long walk ', cover, publishMode: 'igtv', shareToFeed: true });
    expect(input).toMatchObject({ kind: 'igtv', title: 'Trip', description: 'A long walk', caption: 'A long walk', cover, igtvPublishMode: 'igtv', shareToFeed: true, transform: null });
    expect(input.files).toEqual([picked.file]);
  });

  it('saves a draft with publish mode igtv_draft', () => {
    expect(igtvComposeInput({ picked, title: '', description: '', cover: null, publishMode: 'igtv_draft', shareToFeed: false }).igtvPublishMode).toBe('igtv_draft');
  });
});
