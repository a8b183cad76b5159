/**
 * The link shim's calls (sync/api/linkshim-wire.ts; 001 §6 POST /linkshim/link/ {u, cs}): what
 * the shim's page (src/screens/linkshim/) shows for a link, and a fresh shimmed form of a link
 * whose signature has aged in the cache. Online calls, logged in or not: nothing to keep.
 */
import { LinkshimPath } from '../../sync/api/linkshim-wire';
import type { WireLinkshimLinkResponse, WireLinkshimVerdictResponse } from '../../sync/api/linkshim-wire';
import type { CallResult } from '../api-types';
import { call } from './call';
import type { AuthFlowDeps } from './call';

/** An address and the signature its shimmed form carries (`e`; '' when it has none). */
export interface ShimmedLink {
  url: string;
  signature: string;
}

export function linkshimVerdict(d: AuthFlowDeps, a: ShimmedLink): Promise<CallResult<WireLinkshimVerdictResponse>> {
  return call(d, { method: 'GET', path: LinkshimPath.open, query: { __a: '1', u: a.url, e: a.signature } });
}

export function linkshimRefresh(d: AuthFlowDeps, a: ShimmedLink): Promise<CallResult<WireLinkshimLinkResponse>> {
  return call(d, { method: 'POST', path: LinkshimPath.link, form: { u: a.url, cs: a.signature } });
}
