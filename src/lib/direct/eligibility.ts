/**
 * Added (dmui), issue 13: 001 §1 "Direct messaging eligibility depends on device type,
 * gatekeeper and experiment (desktop, mobile, lite version 39 or higher)". Ours: the web app
 * runs as desktop or mobile, both eligible; the page bootstrap's gatekeeper `direct` (000 §3)
 * turns it off when false, and the experiment `direct` with `enabled: 'false'` too. The server
 * does not gate (server/README.md Direct), so absent flags mean eligible.
 */
export interface EligibilityFlags {
  gatekeepers?: Record<string, boolean> | undefined;
  qe?: Record<string, Record<string, string>> | undefined;
}

export function directEligible(flags: EligibilityFlags | null): boolean {
  if (flags === null) return true;
  if (flags.gatekeepers?.['direct'] === false) return false;
  return flags.qe?.['direct']?.['enabled'] !== 'false';
}
