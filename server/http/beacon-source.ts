import { originOf } from './site';

/**
 * Whether an analytics beacon (000 §7 "beacon variants on unload") is taken without a CSRF
 * token (issue 14). navigator.sendBeacon sets no headers, so it cannot carry X-CSRFToken; what
 * it does carry is the browser's own: Origin (always, on a POST), Sec-Fetch-Site (where the
 * browser sends it) and the site's cookies. A beacon is taken when
 *  - Origin is one of the site's origins (a Referer alone is not enough: a beacon always
 *    has an Origin, so one without it is not a beacon),
 *  - Sec-Fetch-Site, when sent, is 'same-origin' (a page of another site, or none at all),
 *  - the device's mid cookie came with it (the events are stored under that device; a
 *    request with no device has nothing to log under).
 * Anything else falls back to the token check, which a beacon fails (403). A beacon only adds
 * rows to a bounded, per-device capped log, so this is the whole of its authorization.
 */
export interface BeaconRequestFacts {
  origin: string | undefined;
  secFetchSite: string | undefined;
  midPresented: boolean;
}

export function beaconAccepted(facts: BeaconRequestFacts, siteOrigins: readonly string[]): boolean {
  if (!facts.midPresented) return false;
  if (facts.secFetchSite !== undefined && facts.secFetchSite !== 'same-origin') return false;
  const origin = facts.origin === undefined || facts.origin === '' ? null : originOf(facts.origin);
  return origin !== null && siteOrigins.includes(origin);
}
