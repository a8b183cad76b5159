import { PUSH_BODY_MAX_CHARS, PUSH_PAYLOAD_MAX_BYTES } from '../../sync/api/push-wire';
import type { PushKind, WirePushPayload } from '../../sync/api/push-wire';

/**
 * What happened to whom, resolved inside the change's transaction (names and shortcodes as
 * committed), turned into a notification's payload after the commit. Pure.
 */
export type PushEvent =
  | { kind: 'likes'; to: number; actor: string; shortcode: string }
  | { kind: 'comments'; to: number; actor: string; shortcode: string; text: string }
  | { kind: 'mentions'; to: number; actor: string; shortcode: string; text: string; in: 'comment' | 'caption' }
  | { kind: 'follows'; to: number; actor: string }
  | { kind: 'follow_requests'; to: number; actor: string }
  | { kind: 'direct'; to: number; actor: string; threadId: number; text: string };

const TITLE = 'Lumen';
const ACTIVITY = '/accounts/activity/';

/** Cut to `max` characters (whole code points), with an ellipsis when cut. */
export function clip(text: string, max: number): string {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('')}…`;
}

const post = (shortcode: string) => `/p/${encodeURIComponent(shortcode)}/`;

export function pushPayload(event: PushEvent): WirePushPayload {
  const base = (body: string, url: string, tag: string): WirePushPayload => ({
    kind: event.kind as PushKind,
    title: TITLE,
    body: clip(body, PUSH_BODY_MAX_CHARS),
    url,
    tag,
  });
  switch (event.kind) {
    case 'likes':
      return base(`${event.actor} liked your post.`, post(event.shortcode), `post-${event.shortcode}`);
    case 'comments':
      return base(`${event.actor} commented: ${event.text}`, post(event.shortcode), `post-${event.shortcode}`);
    case 'mentions':
      return base(`${event.actor} mentioned you in a ${event.in}: ${event.text}`, post(event.shortcode), `post-${event.shortcode}`);
    case 'follows':
      return base(`${event.actor} started following you.`, `/${encodeURIComponent(event.actor)}/`, 'follows');
    case 'follow_requests':
      return base(`${event.actor} has requested to follow you.`, ACTIVITY, 'follow-requests');
    case 'direct':
      return { ...base(event.text, `/direct/t/${event.threadId}/`, `thread-${event.threadId}`), title: event.actor };
  }
}

/** The payload's JSON, within PUSH_PAYLOAD_MAX_BYTES (the body shortened further if needed). */
export function encodePushPayload(payload: WirePushPayload): string {
  let p = payload;
  let json = JSON.stringify(p);
  while (Buffer.byteLength(json) > PUSH_PAYLOAD_MAX_BYTES && p.body.length > 0) {
    p = { ...p, body: clip(p.body, Math.floor([...p.body].length / 2)) };
    json = JSON.stringify(p);
  }
  return json;
}
