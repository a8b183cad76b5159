/** A bootstrap for the client's tests. */
import type { Bootstrap } from '../../sync/api/bootstrap';

export function testBootstrap(over: Partial<Bootstrap> = {}): Bootstrap {
  return {
    platform: 'web', country_code: 'US', language_code: 'en', locale: 'en_US',
    viewer: { id: 'v1', username: 'me', full_name: 'Me', profile_pic_url: '/me.jpg', badge_count: 0 },
    viewerId: 'v1', csrf_token: 'csrf-boot', rollout_hash: 'roll1', deployment_stage: 'prod', is_canary: false,
    bundle_variant: 'default', device_id: 'dev1', nonce: 'n', gatekeepers: {}, knobx: {}, qe: {}, server_checks: {}, zero_data: {},
    encryption: { key_id: '7', public_key: 'PUBKEY', version: '10' }, consent_required: false, entry_data: {},
    ...over,
  };
}

export function memoryStorage(): { getItem(k: string): string | null; setItem(k: string, v: string): void; removeItem(k: string): void; data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}
