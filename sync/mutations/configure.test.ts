import { describe, expect, it } from 'vitest';
import { createMutation, entityKey, summary, toRequest } from './mutation';

const deps = { now: () => 1000, uuid: () => 'm1', viewerId: 'v1' };
const identity = (id: string): string => id;

describe('configure mutations (001 §7 Creation and upload)', () => {
  it('media-configure posts /create/configure/ with the upload id, caption, alt text, location, usertags and children', () => {
    const r = createMutation('media-configure', {
      uploadId: '17', caption: 'Hi', altText: 'A dog', location: { id: 'l1', name: 'Park' },
      usertags: [{ userId: 'u2', username: 'ann', x: 0.25, y: 0.5 }], children: ['18', '19'],
    }, deps);
    const req = toRequest(r, identity);
    expect(req).toMatchObject({ method: 'POST', path: '/create/configure/', mutationId: 'm1' });
    expect(req.form).toEqual({
      upload_id: '17', caption: 'Hi', custom_accessibility_caption: 'A dog', geotag_enabled: '1',
      location: JSON.stringify({ id: 'l1', name: 'Park' }),
      usertags: JSON.stringify({ in: [{ user_id: 'u2', position: [0.25, 0.5] }] }),
      children: JSON.stringify(['18', '19']),
    });
    expect(entityKey(r)).toBe('upload:17');
    expect(summary(r)).toBe('Post “Hi”');
  });

  it('a single post sends no children; an empty caption reads "Post"', () => {
    const r = createMutation('media-configure', { uploadId: '17', caption: '', altText: '', location: null, usertags: [], children: null }, deps);
    expect(toRequest(r, identity).form).toEqual({ upload_id: '17', caption: '', custom_accessibility_caption: '', geotag_enabled: '0', location: '', usertags: '' });
    expect(summary(r)).toBe('Post');
  });

  it('story and long-video configures', () => {
    const story = createMutation('story-configure', { uploadId: '5', caption: 'yo' }, deps);
    expect(toRequest(story, identity)).toMatchObject({ path: '/create/configure_to_story/', form: { upload_id: '5', caption: 'yo' } });
    const igtv = createMutation('igtv-configure', { uploadId: '6', title: 'Trip', caption: 'Long one', publishMode: 'igtv', shareToFeed: true }, deps);
    expect(toRequest(igtv, identity)).toMatchObject({
      path: '/igtv/configure_to_igtv/',
      form: { upload_id: '6', title: 'Trip', caption: 'Long one', publish_mode: 'igtv', igtv_share_preview_to_feed: '1' },
    });
    expect(summary(igtv)).toBe('Video “Trip”');
  });
});
