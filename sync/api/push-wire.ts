/**
 * Web push (issue 14): what the server and the client share. 000 §7 Push and client:
 * POST /push/web/register/ {device_token, device_type (web or web_encrypted), mid,
 * subscription_keys} and POST /push/web/update_settings/ {one setting name: value}; 001 §2
 * lists the settings page /push/web/settings/. The kinds, the settings read call, the VAPID
 * key call and the payload are ours.
 */
export const PushPath = {
  register: '/push/web/register/',
  updateSettings: '/push/web/update_settings/',
  /** Ours: GET the viewer's settings (the page shows them). */
  settings: '/push/web/settings.json',
  /** Ours: GET the VAPID public key (applicationServerKey of pushManager.subscribe). */
  vapidPublicKey: '/push/web/vapid_public_key/',
  /** The client page (001 §2). */
  settingsPage: '/push/web/settings/',
} as const;

/** 000 §3 Push subscription device type. */
export const PUSH_DEVICE_TYPES = ['web', 'web_encrypted'] as const;
export type PushDeviceType = (typeof PUSH_DEVICE_TYPES)[number];

/** One toggle per kind (issue 14: likes, comments, mentions, follows, follow requests, direct messages). */
export const PUSH_KINDS = ['likes', 'comments', 'mentions', 'follows', 'follow_requests', 'direct'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

export const isPushKind = (v: string): v is PushKind => (PUSH_KINDS as readonly string[]).includes(v);

export type WirePushSettings = Record<PushKind, boolean>;

export interface WirePushSettingsResponse {
  status: 'ok';
  settings: WirePushSettings;
}

export interface WireVapidKeyResponse {
  status: 'ok';
  /** Base64url, uncompressed P-256 point (65 bytes). */
  public_key: string;
}

/**
 * The encrypted payload a notification carries (ours). `url` is a same-origin path; `tag`
 * groups notifications of one post or thread (a later one replaces an earlier one).
 */
export interface WirePushPayload {
  kind: PushKind;
  title: string;
  body: string;
  url: string;
  tag: string;
}

/** Ours: a payload is at most this many bytes of JSON (a push message carries at most 4,078). */
export const PUSH_PAYLOAD_MAX_BYTES = 2048;
/** Ours: a notification's body is cut to this many characters. */
export const PUSH_BODY_MAX_CHARS = 140;
