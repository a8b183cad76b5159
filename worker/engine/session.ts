/**
 * The session at start: the page's values win; where the page had none (a page served from the
 * service worker's cache offline, without a fresh bootstrap) the last stored session fills in.
 */
import type { SessionConfig } from '../../sync';

export function mergeSession(stored: SessionConfig | undefined, given: SessionConfig): SessionConfig {
  if (!stored) return given;
  return {
    csrfToken: given.csrfToken || stored.csrfToken,
    rolloutHash: given.rolloutHash || stored.rolloutHash,
    appId: given.appId || stored.appId,
    wwwClaim: given.wwwClaim !== '0' && given.wwwClaim !== '' ? given.wwwClaim : stored.wwwClaim || '0',
    mid: given.mid || stored.mid,
    consentPending: given.consentPending,
    hl: given.hl,
    encryption: given.encryption ?? stored.encryption,
    // The engine sets the viewer once it knows it (the cache may name it when the page did not).
    viewerId: given.viewerId,
  };
}
