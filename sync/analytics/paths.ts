/**
 * 000 §7 Analytics and client error paths. The spec names /ajax/bz, /logging/falco and
 * /client_error/, "a graph logging endpoint" (path not shown: ours below) and "beacon variants
 * on unload" (paths not shown: ours, the endpoint's path plus /beacon). A beacon carries no
 * X-CSRFToken (navigator.sendBeacon sets no headers): the server takes it from the site's own
 * Origin only (server/README.md Security).
 */
import type { Channel } from './types';

export const AnalyticsPath = {
  graph: '/logging_client_events',
  bz: '/ajax/bz',
  falco: '/logging/falco',
  error: '/client_error/',
} as const satisfies Record<Channel, string>;

export const BEACON_SUFFIX = '/beacon';
export const beaconPath = (channel: Exclude<Channel, 'error'>): string => `${AnalyticsPath[channel]}${BEACON_SUFFIX}`;
export const BEACON_PATHS: readonly string[] = [beaconPath('graph'), beaconPath('bz'), beaconPath('falco')];

/** The development page (server/dev): the last events, counts per name, client errors grouped. */
export const DevAnalyticsPath = { page: '/dev/analytics', json: '/dev/analytics.json' } as const;
