/** Shared helpers for tests of the transport and its users (not shipped code). */
import { WEB_APP_ID } from '../api/headers';
import type { SessionConfig, TransportDeps } from './types';

export const TEST_ORIGIN = 'https://lumen.test';

export function makeSession(overrides: Partial<SessionConfig> = {}): SessionConfig {
  return {
    csrfToken: 'csrf-1',
    rolloutHash: 'rollout-1',
    appId: WEB_APP_ID,
    wwwClaim: '0',
    mid: 'mid-1',
    consentPending: false,
    hl: null,
    encryption: null,
    viewerId: null,
    ...overrides,
  };
}

export interface TestDeps extends TransportDeps {
  /** The live session, patched by onSessionUpdate as the worker would. */
  session: SessionConfig;
  redirects: string[];
  updates: Partial<SessionConfig>[];
}

/** Deps with real timers and msw's patched global fetch; a live session. */
export function makeDeps(session: SessionConfig = makeSession(), overrides: Partial<TransportDeps> = {}): TestDeps {
  const deps: TestDeps = {
    session,
    redirects: [],
    updates: [],
    fetch: (input, init) => globalThis.fetch(input, init),
    origin: TEST_ORIGIN,
    getSession: () => deps.session,
    onSessionUpdate: (patch) => {
      deps.updates.push(patch);
      deps.session = { ...deps.session, ...patch };
    },
    onRedirect: (url) => {
      deps.redirects.push(url);
    },
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    ...overrides,
  };
  return deps;
}
