/** The client handle in React context: the worker proxy, the mirror, the page bootstrap. */
import { createContext, createElement, useContext } from 'react';
import type { ReactNode } from 'react';
import type { Remote } from 'comlink';
import type { Bootstrap } from '../../sync/api/bootstrap';
import type { WorkerApi } from '../../worker/api-types';
import type { Mirror } from './mirror';

export interface ClientHandle {
  /** The worker's API through Comlink (every call is async). */
  worker: Remote<WorkerApi>;
  mirror: Mirror;
  /** The page bootstrap (window._sharedData), or the last one seen when the page came from cache. */
  bootstrap: Bootstrap | null;
  /** Stop the worker and listeners (tests, hot reload). */
  close(): void;
}

export const ClientContext = createContext<ClientHandle | null>(null);

export function ClientProvider({ client, children }: { client: ClientHandle; children?: ReactNode }) {
  return createElement(ClientContext.Provider, { value: client }, children);
}

export function useClient(): ClientHandle {
  const client = useContext(ClientContext);
  if (!client) throw new Error('useClient: no <ClientProvider> above this component');
  return client;
}

/** The worker API (Comlink Remote<WorkerApi>). */
export function useWorker(): Remote<WorkerApi> {
  return useClient().worker;
}

/** The page bootstrap of 000 §3, or null when none was ever seen. */
export function useBootstrap(): Bootstrap | null {
  return useClient().bootstrap;
}
