/**
 * The page bootstrap of 000 §3 (Viewer/config data), embedded by the server in every app
 * route's HTML as `window._sharedData`.
 */
export interface Bootstrap {
  platform: 'web';
  country_code: string;
  language_code: string;
  locale: string;
  viewer: { id: string; username: string; full_name: string; profile_pic_url: string; badge_count: number } | null;
  viewerId: string | null;
  csrf_token: string;
  rollout_hash: string;
  deployment_stage: 'prod' | 'canary' | 'preprod';
  is_canary: boolean;
  bundle_variant: string;
  device_id: string;
  nonce: string;
  gatekeepers: Record<string, boolean>;
  knobx: Record<string, number>;
  qe: Record<string, Record<string, string>>;
  server_checks: Record<string, unknown>;
  zero_data: Record<string, unknown>;
  encryption: { key_id: string; public_key: string; version: string };
  /** 000 §5: consent is needed when the server flags it. */
  consent_required: boolean;
  entry_data: Record<string, unknown[]>;
}

export const BOOTSTRAP_GLOBAL = '_sharedData';
