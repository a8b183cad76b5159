/**
 * worker/auth: the calls of the logged-out entry flows (000 §4, 000 §7) behind
 * WorkerApi.authCall(name, args), and the device's one-tap entries (localforage).
 *   createAuthFlows(deps) → { run(name, args), viewerAfter(name, args, result) }
 */
import type { CallResult } from '../api-types';
import type { AuthFlowDeps } from './call';
import { runAuthCall, viewerAfter, type AuthCallArgs, type AuthCallName, type AuthCallValue } from './calls';

export type { AuthCallArgs, AuthCallMap, AuthCallName, AuthCallValue } from './calls';
export type { AuthFlowDeps } from './call';
export { createOneTapStore, localforageKv, memoryKv } from './one-tap-store';
export type { KeyValue, OneTapStore } from './one-tap-store';
export { AuthPath } from './paths';

export interface AuthFlows {
  run<N extends AuthCallName>(name: N, args: AuthCallArgs<N>): Promise<CallResult<AuthCallValue<N>>>;
  viewerAfter: typeof viewerAfter;
}

export function createAuthFlows(deps: AuthFlowDeps): AuthFlows {
  return { run: (name, args) => runAuthCall(deps, name, args), viewerAfter };
}
