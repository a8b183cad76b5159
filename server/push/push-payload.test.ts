import { describe, expect, it } from 'vitest';
import { PUSH_BODY_MAX_CHARS, PUSH_PAYLOAD_MAX_BYTES } from '../../sync/api/push-wire';
import { clip, encodePushPayload, pushPayload } from './push-payload';

describe('push payloads', () => {
  it('a like opens the post, tagged by the post', () => {
    expect(pushPayload({ kind: 'likes', to: 1, actor: 'ana', shortcode: 'abc' })).toEqual({
      kind: 'likes', title: 'Lumen', body: 'ana liked your post.', url: '/p/abc/', tag: 'post-abc',
    });
  });

  it('follows open the profile, requests the activity, messages the thread', () => {
    expect(pushPayload({ kind: 'follows', to: 1, actor: 'bo' }).url).toBe('/bo/');
    expect(pushPayload({ kind: 'follow_requests', to: 1, actor: 'bo' }).url).toBe('/accounts/activity/');
    const dm = pushPayload({ kind: 'direct', to: 1, actor: 'bo', threadId: 7, text: 'hi' });
    expect(dm).toMatchObject({ title: 'bo', body: 'hi', url: '/direct/t/7/', tag: 'thread-7' });
  });

  it('bounds the body and the bytes', () => {
    const long = 'é'.repeat(5000);
    const p = pushPayload({ kind: 'comments', to: 1, actor: 'ana', shortcode: 'x', text: long });
    expect([...p.body].length).toBe(PUSH_BODY_MAX_CHARS);
    expect(clip('a  b\n c', 10)).toBe('a b c');
    const huge = encodePushPayload({ ...p, body: '😀'.repeat(4000) });
    expect(Buffer.byteLength(huge)).toBeLessThanOrEqual(PUSH_PAYLOAD_MAX_BYTES);
  });
});
